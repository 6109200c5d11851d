import { LoginTemplate } from '@/components/account/LoginTemplate';

export default function LoginPage() {
  return <LoginTemplate />;
}
