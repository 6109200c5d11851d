import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInputField } from '@/components/common/FormField';
import { Link } from '@/components/common/Link';
import { useLocale, useText } from '@/hooks/useLocale';
import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import type { ApiFailure } from '@/store/api/shopApi';
import { useRequestStockAlertMutation } from '@/store/api/stockRequestsApi';
import { selectToken, selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { productPath, REQUEST_STOCK_PATH } from '@/utils/sitePaths';
import { contactFromInput } from './stockRequestDisplay';
import styles from './RequestStockTemplate.module.scss';

const STOCK_REQUEST_TEXTS = {
  contactMissing: 'Please enter an email or a phone number',
  contactInvalid: 'Please enter a valid email address or an 11-digit phone number',
  failed: 'Your request could not be sent. Please try again.',
  sessionEnded: 'Your session has ended. Please refresh the page and try again.',
} as const;

interface ContactFields {
  contact: string;
}

interface StockRequestFormProps {
  product: ProductDetail;
  variant: ProductVariant;
  signedIn: boolean;
  /** In a dialog: the confirmation offers to close it instead of a link back to the product. */
  onDone?: () => void;
}

/**
 * Where to send the alert: required for a guest; for a customer filled with their phone (else
 * e-mail) and optional, as the API then uses the account's own. The alert is written in the
 * language of the page it was asked on.
 */
export function StockRequestForm({ product, variant, signedIn, onDone }: StockRequestFormProps) {
  const contactId = useId();
  const t = useText('stockRequest');
  const locale = useLocale();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [requestStockAlert] = useRequestStockAlertMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields>({ defaultValues: { contact: signedIn ? user?.phone || user?.email || '' : '' } });

  async function send({ contact }: ContactFields) {
    const typed = contact.trim() ? contactFromInput(contact) : {};
    // English is the API's default language for the alert.
    const submission = { product_id: product.id, barcode: variant.barcode, ...typed, ...(locale === 'en' ? {} : { locale }) };
    const outcome = await requestStockAlert({ token, submission });
    if (outcome.error) {
      showFailure('fieldErrors' in outcome.error ? outcome.error : null);
      return;
    }
    if (!outcome.data.result) {
      setError('root.server', { message: t(outcome.data.message || STOCK_REQUEST_TEXTS.failed) });
      return;
    }
    setConfirmation(t(outcome.data.message));
  }

  function showFailure(failure: ApiFailure | null) {
    const contactError = failure?.fieldErrors.email?.[0] ?? failure?.fieldErrors.phone?.[0];
    if (contactError) {
      setError('contact', { message: t(contactError) });
      return;
    }
    const message = failure?.status === 401 ? STOCK_REQUEST_TEXTS.sessionEnded : (failure?.message ?? STOCK_REQUEST_TEXTS.failed);
    setError('root.server', { message: t(message) });
  }

  if (confirmation !== null) {
    return (
      <div className={styles.confirmation}>
        <p className={styles.confirmationTitle} role="status">
          {confirmation}
        </p>
        <p>{t('We will send one message as soon as this item is back. Popular sizes sell out quickly, so be quick when it arrives.')}</p>
        <div className={styles.actions}>
          {onDone ? (
            <button type="button" className={styles.primaryAction} onClick={onDone}>
              {t('Done')}
            </button>
          ) : (
            <Link href={productPath(product.slug)} className={styles.primaryAction}>
              {t('Back to the product')}
            </Link>
          )}
          {signedIn && (
            <Link href={REQUEST_STOCK_PATH} className={styles.secondaryAction}>
              {t('See my requests')}
            </Link>
          )}
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-label={t('Notify me when available')}>
      <p className={styles.soldOut}>{t('This item is sold out right now.')}</p>
      <p>{t('Leave your email or phone number and we will tell you when it is back in stock.')}</p>
      <TextInputField
        id={contactId}
        label={t('Email or phone number')}
        optional={signedIn}
        inputMode="email"
        autoComplete="email"
        placeholder={t('you@example.com or 01XXXXXXXXX')}
        hint={signedIn ? t('Leave it empty to use the phone number or email of your account.') : undefined}
        error={errors.contact?.message}
        registration={register('contact', {
          validate: (value) => {
            if (!value.trim()) return signedIn || t(STOCK_REQUEST_TEXTS.contactMissing);
            return contactFromInput(value) !== null || t(STOCK_REQUEST_TEXTS.contactInvalid);
          },
        })}
      />
      {errors.root?.server && (
        <p className={styles.formError} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('Sending…') : t('Notify me')}
      </button>
    </form>
  );
}
