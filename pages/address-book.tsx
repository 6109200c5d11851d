import { AddressBookTemplate } from '@/components/profile/AddressBookTemplate';

/** The customer's saved delivery addresses (SPEC section 2, profile area). */
export default function AddressBookPage() {
  return <AddressBookTemplate />;
}

AddressBookPage.protected = true;
