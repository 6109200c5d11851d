import { SUBSCRIBE_TITLE, SubscribeTemplate } from '@/components/profile/SubscribeTemplate';

/** The newsletter subscription of the profile area. */
export default function SubscribePage() {
  return <SubscribeTemplate />;
}

SubscribePage.protected = true;
SubscribePage.title = { text: SUBSCRIBE_TITLE, dictionary: 'profile' } as const;
