import { useRef, useState } from 'react';
import { toast } from '@/components/common/toast';
import { PlusIcon } from '@/components/common/icons';
import { showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import type { Address } from '@/contract/account';
import { useDeleteAddressMutation } from '@/store/api/addressesApi';
import { selectToken, userUpdated } from '@/store/authSlice';
import { chooseDefaultAddress } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { ADDRESS_FIELD_MESSAGES, addressCountLabel, canAddAddress } from '@/utils/addressForm';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { ConfirmDialog } from './ConfirmDialog';
import { ProfileLayout } from './ProfileLayout';
import { useAddressBook, type AddressBook } from './useAddressBook';
import styles from './AddressBookTemplate.module.scss';

export const ADDRESS_BOOK_TITLE = 'Address Book';
export const DELETE_ADDRESS_QUESTION = 'Are you sure you want to delete this address?';
const ADDRESSES_LOAD_FAILED_MESSAGE = 'Your addresses could not be loaded. Please check your connection and try again.';

/** Which form is open: none, a new address, or a saved one being edited. */
type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** `/address-book`: the saved addresses as cards; add, edit, delete (confirmed) and choose the default. */
export function AddressBookTemplate() {
  const dispatch = useAppDispatch();
  const t = useText('profile');
  const token = useAppSelector(selectToken);
  const book = useAddressBook();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [pendingDelete, setPendingDelete] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();
  const opener = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const addresses = book.load.state === 'ready' ? book.load.addresses : [];
  const canAdd = canAddAddress(addresses.length);

  function openForm(next: FormState) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm(next);
  }

  // Focus goes back to the button that opened the form, or to the page title when that button is gone.
  function closeForm() {
    setForm({ mode: 'closed' });
    requestAnimationFrame(() => {
      const target = opener.current?.isConnected ? opener.current : titleRef.current;
      target?.focus();
    });
  }


  async function makeDefault(address: Address) {
    setBusyId(address.id);
    const outcome = await showOutcome(dispatch(chooseDefaultAddress(address.id)).unwrap());
    if (outcome) book.refresh();
    setBusyId(null);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const outcome = await deleteAddress({ token, id: pendingDelete.id });
    if (!outcome.data) {
      toast.error(t(outcome.error?.message ?? MESSAGES.tryAgain));
      return;
    }
    // Deleting the default hands it to another address: the stored user follows.
    dispatch(userUpdated(outcome.data.user));
    toast.success(t(outcome.data.message));
    if (form.mode === 'edit' && form.address.id === pendingDelete.id) setForm({ mode: 'closed' });
    setPendingDelete(null);
    titleRef.current?.focus();
  }

  return (
    <ProfileLayout current={t(ADDRESS_BOOK_TITLE)}>
      <PrivatePageHead title={t(ADDRESS_BOOK_TITLE)} />
      <header className={styles.header}>
        <div>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            {t(ADDRESS_BOOK_TITLE)}
          </h1>
          <p className={styles.intro}>
            {book.load.state === 'ready' ? addressCountLabel(addresses.length, t) : t('Where we deliver your orders.')}
          </p>
        </div>
        {book.load.state === 'ready' && addresses.length > 0 && form.mode === 'closed' && (
          <button type="button" className={styles.addButton} onClick={() => openForm({ mode: 'add' })} disabled={!canAdd}>
            <PlusIcon size={16} />
            {t('Add new address')}
          </button>
        )}
      </header>

      {book.load.state === 'ready' && !canAdd && form.mode !== 'edit' && (
        <p className={styles.limit} role="status">
          {t(ADDRESS_FIELD_MESSAGES.limitReached)} {t('Delete one to add another.')}
        </p>
      )}

      {form.mode !== 'closed' && (
        <div className={styles.formSlot}>
          <AddressForm
            key={form.mode === 'edit' ? form.address.id : 'new'}
            address={form.mode === 'edit' ? form.address : null}
            onSaved={closeForm}
            onCancel={closeForm}
          />
        </div>
      )}

      <AddressList
        book={book}
        formOpen={form.mode !== 'closed'}
        busyId={busyId}
        onAdd={() => openForm({ mode: 'add' })}
        onEdit={(address) => openForm({ mode: 'edit', address })}
        onDelete={setPendingDelete}
        onMakeDefault={(address) => void makeDefault(address)}
      />

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('Delete address')}
        question={t(DELETE_ADDRESS_QUESTION)}
        confirmLabel={t('Delete')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </ProfileLayout>
  );
}

interface AddressListProps {
  book: AddressBook;
  formOpen: boolean;
  busyId: number | null;
  onAdd: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

function AddressList({ book, formOpen, busyId, onAdd, onEdit, onDelete, onMakeDefault }: AddressListProps) {
  const t = useText('profile');
  const { load } = book;
  if (load.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('Loading your addresses…')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.empty}>
        <p role="alert">{t(ADDRESSES_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={book.retry} className={styles.secondaryButton}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (load.addresses.length === 0) {
    if (formOpen) return null;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('You have no saved addresses yet.')}</p>
        <p>{t('Save your home or office address and check out in a few taps.')}</p>
        <button type="button" className={styles.addButton} onClick={onAdd}>
          <PlusIcon size={16} />
          {t('Add an address')}
        </button>
      </div>
    );
  }
  return (
    <section aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title" className={styles.visuallyHidden}>
        {t('Saved addresses')}
      </h2>
      <ul className={styles.addresses}>
        {load.addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              busy={busyId !== null}
              onEdit={() => onEdit(address)}
              onDelete={() => onDelete(address)}
              onMakeDefault={() => onMakeDefault(address)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
