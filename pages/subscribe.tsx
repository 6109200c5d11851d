import { SUBSCRIBE_TITLE, SubscribeTemplate } from '@/components/profile/SubscribeTemplate';
import { PROFILE_BANGLA } from '@/components/profile/translations.bn';

/** The newsletter subscription of the profile area. */
export default function SubscribePage() {
  return <SubscribeTemplate />;
}

SubscribePage.protected = true;
SubscribePage.title = { text: SUBSCRIBE_TITLE, dictionary: PROFILE_BANGLA };
