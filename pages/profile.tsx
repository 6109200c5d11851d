import { ProfileTemplate } from '@/components/profile/ProfileTemplate';

/** The customer's name, e-mail and phone (SPEC section 2, profile area). */
export default function ProfilePage() {
  return <ProfileTemplate />;
}

ProfilePage.protected = true;
