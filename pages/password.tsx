import { PasswordTemplate } from '@/components/account/PasswordTemplate';
import { ACCOUNT_BANGLA } from '@/components/account/translations.bn';

export default function PasswordPage() {
  return <PasswordTemplate />;
}

PasswordPage.protected = true;
PasswordPage.title = { text: 'Password', dictionary: ACCOUNT_BANGLA };
