import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldErrorId, TextInputField } from '@/components/common/FormField';
import { useText } from '@/hooks/useLocale';
import type { PayoutMethod } from '@/services/affiliate';
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS } from '@/utils/affiliateDisplay';
import type { PayoutFormField, PayoutFormValues } from '@/utils/affiliateForms';
import styles from './PayoutFields.module.scss';

const METHOD_DETAILS: Record<PayoutMethod, string> = {
  bkash: 'To your bKash wallet',
  nagad: 'To your Nagad wallet',
  bank: 'To a bank account in Bangladesh',
};

interface PayoutFieldsProps {
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string;
  /** The form's `register` for these fields (the form may have more). */
  register: (field: PayoutFormField) => UseFormRegisterReturn;
  errors: FieldErrors<PayoutFormValues>;
  /** The chosen method: only its own number or account is asked for. */
  method: PayoutMethod | '';
}

/** How the affiliate is paid: bKash, Nagad or a bank account, and that method's details. */
export function PayoutFields({ idPrefix, register, errors, method }: PayoutFieldsProps) {
  const t = useText('affiliate');
  const methodId = `${idPrefix}-method`;
  const shownError = (message: string | undefined) => message && t(message);
  return (
    <div className={styles.fields}>
      <fieldset
        className={styles.methods}
        aria-invalid={errors.payment_method ? true : undefined}
        aria-describedby={errors.payment_method ? fieldErrorId(methodId) : undefined}
      >
        <legend className={styles.legend}>{t('How you want to be paid')}</legend>
        <div className={styles.choices}>
          {PAYOUT_METHODS.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" value={choice} {...register('payment_method')} />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{t(PAYOUT_METHOD_LABELS[choice])}</span>
                <span className={styles.choiceDetail}>{t(METHOD_DETAILS[choice])}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={methodId} error={shownError(errors.payment_method?.message)} />
      </fieldset>
      {(method === 'bkash' || method === 'nagad') && (
        <TextInputField
          key={method}
          id={`${idPrefix}-${method}-number`}
          label={t(`${PAYOUT_METHOD_LABELS[method]} number`)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          registration={register(method === 'bkash' ? 'bkash_number' : 'nagad_number')}
          hint={t('A personal account of 11 digits.')}
          error={shownError((method === 'bkash' ? errors.bkash_number : errors.nagad_number)?.message)}
        />
      )}
      {method === 'bank' && (
        <div className={styles.bank}>
          <TextInputField
            id={`${idPrefix}-bank-name`}
            label={t('Bank name')}
            registration={register('bank_name')}
            error={shownError(errors.bank_name?.message)}
          />
          <TextInputField
            id={`${idPrefix}-bank-branch`}
            label={t('Branch')}
            optional
            registration={register('bank_branch')}
            error={shownError(errors.bank_branch?.message)}
          />
          <TextInputField
            id={`${idPrefix}-bank-account-name`}
            label={t('Account holder’s name')}
            autoComplete="name"
            registration={register('bank_account_name')}
            error={shownError(errors.bank_account_name?.message)}
          />
          <TextInputField
            id={`${idPrefix}-bank-account-number`}
            label={t('Account number')}
            inputMode="numeric"
            registration={register('bank_account_number')}
            error={shownError(errors.bank_account_number?.message)}
          />
        </div>
      )}
    </div>
  );
}
