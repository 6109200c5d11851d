import { ADDRESS_BOOK_TITLE, AddressBookTemplate } from '@/components/profile/AddressBookTemplate';

/** The customer's saved delivery addresses (profile area). */
export default function AddressBookPage() {
  return <AddressBookTemplate />;
}

AddressBookPage.protected = true;
AddressBookPage.title = { text: ADDRESS_BOOK_TITLE, dictionary: 'profile' } as const;
