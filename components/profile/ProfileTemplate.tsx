import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/common/Link';
import { toast } from '@/components/common/toast';
import { resolverFrom, showFieldErrors } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { updateProfile } from '@/services/account';
import { answerFieldErrors, answerMessage } from '@/services/http';
import type { Address, User } from '@/contract/account';
import { selectToken, selectUser, userUpdated } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { addressPlaceLine } from '@/utils/addressForm';
import {
  profileErrorsFromServer,
  profileFormErrors,
  profileFormValues,
  profileUpdate,
  type ProfileFormValues,
} from '@/utils/profileForm';
import { ProfileLayout } from './ProfileLayout';
import styles from './ProfileTemplate.module.scss';

export const PROFILE_TITLE = 'My Profile';
const ADDRESS_BOOK_PATH = '/address-book';
const NOT_ADDED = 'Not added';

export const PROFILE_HINTS = {
  email: 'Leave it blank to remove your email. Keep an email or a phone number to sign in with.',
  phone: '11 digits, such as 01712345678. Leave it blank to remove your phone number.',
} as const;

const profileResolver = resolverFrom<ProfileFormValues>(profileFormErrors);

function ProfileDetails({ user, onEdit, focusEdit }: { user: User; onEdit: () => void; focusEdit: boolean }) {
  const t = useText('profile');
  const editButton = useRef<HTMLButtonElement>(null);

  // Back from the form, focus returns to the button that opened it.
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  return (
    <section className={styles.panel} aria-labelledby="profile-details-title">
      <div className={styles.panelHead}>
        <h2 id="profile-details-title" className={styles.panelTitle}>
          {t('Account details')}
        </h2>
        <button ref={editButton} type="button" className={styles.secondaryButton} onClick={onEdit}>
          {t('Edit profile')}
        </button>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('Name')}</dt>
          <dd>{user.name || t(NOT_ADDED)}</dd>
        </div>
        <div>
          <dt>{t('Email')}</dt>
          <dd className={user.email ? undefined : styles.missing}>{user.email || t(NOT_ADDED)}</dd>
        </div>
        <div>
          <dt>{t('Phone')}</dt>
          <dd className={user.phone ? undefined : styles.missing}>{user.phone || t(NOT_ADDED)}</dd>
        </div>
      </dl>
    </section>
  );
}

interface ProfileFormProps {
  user: User;
  onClose: () => void;
}

function ProfileForm({ user, onClose }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const t = useText('profile');
  const token = useAppSelector(selectToken);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: profileFormValues(user), resolver: profileResolver });

  useEffect(() => setFocus('name'), [setFocus]);

  const save = handleSubmit(async (values) => {
    try {
      const answer = await updateProfile(profileUpdate(values), token ? { token } : undefined);
      dispatch(userUpdated(answer.user));
      toast.success(t(answer.message));
      onClose();
    } catch (error) {
      toast.error(t(answerMessage(error) ?? MESSAGES.somethingWentWrong));
      showFieldErrors(setError, profileErrorsFromServer(answerFieldErrors(error)));
    }
  });

  return (
    <section className={styles.panel} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={`${styles.panelTitle} ${styles.formTitle}`}>
        {t('Edit profile')}
      </h2>
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby="profile-form-title">
        <TextInputField
          id="profile-name"
          label={t('Full name')}
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message && t(errors.name.message)}
          className={styles.wide}
        />
        <TextInputField
          id="profile-email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          registration={register('email')}
          hint={t(PROFILE_HINTS.email)}
          error={errors.email?.message && t(errors.email.message)}
        />
        <TextInputField
          id="profile-phone"
          label={t('Phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          registration={register('phone')}
          hint={t(PROFILE_HINTS.phone)}
          error={errors.phone?.message && t(errors.phone.message)}
        />
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Saving…') : t('Save changes')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose} disabled={isSubmitting}>
            {t('Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function DefaultAddress({ address }: { address: Address | null }) {
  const t = useText('profile');
  return (
    <section className={styles.panel} aria-labelledby="profile-address-title">
      <div className={styles.panelHead}>
        <h2 id="profile-address-title" className={styles.panelTitle}>
          {t('Default address')}
        </h2>
        <Link href={ADDRESS_BOOK_PATH} className={styles.textLink}>
          {address ? t('Manage addresses') : t('Add an address')}
        </Link>
      </div>
      {address ? (
        <address className={styles.address}>
          <strong>{address.name}</strong>
          <span>{address.phone}</span>
          <span>{address.address}</span>
          <span>{addressPlaceLine(address)}</span>
        </address>
      ) : (
        <p className={styles.missing}>{t('You have no saved address yet. Save one to check out faster.')}</p>
      )}
    </section>
  );
}

/** `/profile`: the customer's name, e-mail and phone, edited in place, and their default address. */
export function ProfileTemplate() {
  const t = useText('profile');
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const [returnedFromForm, setReturnedFromForm] = useState(false);

  function closeForm() {
    setEditing(false);
    setReturnedFromForm(true);
  }

  return (
    <ProfileLayout current={t(PROFILE_TITLE)}>
      <PrivatePageHead title={t(PROFILE_TITLE)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t(PROFILE_TITLE)}</h1>
        <p className={styles.intro}>{t('Your name and the email and phone number we reach you at.')}</p>
      </header>
      {user && (
        <div className={styles.sections}>
          {editing ? (
            <ProfileForm user={user} onClose={closeForm} />
          ) : (
            <ProfileDetails user={user} onEdit={() => setEditing(true)} focusEdit={returnedFromForm} />
          )}
          <DefaultAddress address={user.default_address} />
        </div>
      )}
    </ProfileLayout>
  );
}
