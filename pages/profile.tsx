import { PROFILE_TITLE, ProfileTemplate } from '@/components/profile/ProfileTemplate';

/** The customer's name, e-mail and phone (profile area). */
export default function ProfilePage() {
  return <ProfileTemplate />;
}

ProfilePage.protected = true;
ProfilePage.title = { text: PROFILE_TITLE, dictionary: 'profile' } as const;
