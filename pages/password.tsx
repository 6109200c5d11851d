import { PasswordTemplate } from '@/components/account/PasswordTemplate';

export default function PasswordPage() {
  return <PasswordTemplate />;
}

PasswordPage.protected = true;
PasswordPage.title = { text: 'Password', dictionary: 'account' } as const;
