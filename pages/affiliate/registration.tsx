import { RegistrationTemplate } from '@/components/affiliate/RegistrationTemplate';

// Not a protected page: a guest is sent to the login page and back here, not home.
export default function AffiliateRegistrationPage() {
  return <RegistrationTemplate />;
}
