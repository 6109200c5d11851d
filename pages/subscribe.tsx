import { SubscribeTemplate } from '@/components/profile/SubscribeTemplate';

/** The newsletter subscription of the profile area (SPEC section 2). */
export default function SubscribePage() {
  return <SubscribeTemplate />;
}

SubscribePage.protected = true;
