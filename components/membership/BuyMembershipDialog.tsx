/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginPathFor } from '@/components/app/loginRedirect';
import { Dialog } from '@/components/common/Dialog';
import { useFormat, useText } from '@/hooks/useLocale';
import type { PaymentType } from '@/contract/checkout';
import { answerFieldErrors, answerMessage, isUnauthorized } from '@/services/http';
import type { MembershipCardType } from '@/contract/cart';
import { purchaseMembership } from '@/services/membership';
import { usePaymentTypesQuery } from '@/store/api/checkoutApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { onlinePaymentTypes } from '@/utils/membershipCards';
import styles from './BuyMembershipDialog.module.scss';

export const MEMBERSHIP_PATH = '/membership';

const BUY_TEXTS = {
  choosePayment: 'Choose how you want to pay',
  paymentTypesFailed: 'The payment methods could not be loaded just now. Please try again in a moment.',
  noOnlinePayment: 'Online payment is not available right now, and a membership card is paid online. Please try again later.',
} as const;

type PaymentChoices = { status: 'loading' } | { status: 'loaded'; types: PaymentType[] } | { status: 'failed' };

/** The online payment types a card may be paid with, loaded when the dialog opens. */
function useOnlinePaymentTypes(): PaymentChoices {
  const query = usePaymentTypesQuery();
  if (query.currentData) return { status: 'loaded', types: onlinePaymentTypes(query.currentData) };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}

interface BuyMembershipDialogProps {
  card: MembershipCardType;
  onClose: () => void;
}

/** A signed-in customer picks an online payment type for the card and goes on to the gateway's page. */
export function BuyMembershipDialog({ card, onClose }: BuyMembershipDialogProps) {
  const choices = useOnlinePaymentTypes();
  const t = useText('membership');
  const { price } = useFormat();

  let content;
  if (choices.status === 'loading') content = <p className={styles.status} role="status">{t('Loading payment methods…')}</p>;
  else if (choices.status === 'failed') content = <p className={styles.error} role="alert">{t(BUY_TEXTS.paymentTypesFailed)}</p>;
  else if (choices.types.length === 0) content = <p className={styles.error} role="alert">{t(BUY_TEXTS.noOnlinePayment)}</p>;
  else content = <PaymentForm card={card} types={choices.types} />;

  return (
    <Dialog open onClose={onClose} title={t('Buy the {name} card', { name: card.name })} placement="center">
      <div className={styles.body}>
        <p className={styles.summary}>
          <span>{t('{name} membership card', { name: card.name })}</span>
          <strong>{price(card.price)}</strong>
        </p>
        {content}
      </div>
    </Dialog>
  );
}

interface PaymentFields {
  payment_type: string;
}

function PaymentForm({ card, types }: { card: MembershipCardType; types: PaymentType[] }) {
  const router = useRouter();
  const t = useText('membership');
  const { price } = useFormat();
  const token = useAppSelector(selectToken);
  const errorId = useId();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFields>({ defaultValues: { payment_type: '' } });

  async function buy({ payment_type }: PaymentFields) {
    try {
      const answer = await purchaseMembership(card.id, payment_type, token ? { token } : {});
      if (!answer.result || !answer.data.payment_url) {
        setError('root.server', { message: answer.message || MESSAGES.pleaseTryAgain });
        return;
      }
      setLeaving(true);
      await router.push(answer.data.payment_url);
    } catch (error) {
      if (isUnauthorized(error)) {
        await router.push(loginPathFor(MEMBERSHIP_PATH));
        return;
      }
      const fieldMessage = answerFieldErrors(error).payment_type?.[0];
      if (fieldMessage) setError('payment_type', { message: fieldMessage });
      else setError('root.server', { message: answerMessage(error) ?? MESSAGES.pleaseTryAgain });
    }
  }

  const fieldError = errors.payment_type?.message;
  const serverError = errors.root?.server?.message;
  const busy = isSubmitting || leaving;

  return (
    <form className={styles.form} onSubmit={handleSubmit(buy)} noValidate>
      <fieldset className={styles.choices} aria-describedby={fieldError ? errorId : undefined}>
        <legend className={styles.legend}>
          {t('Pay with')}
        </legend>
        {types.map((type) => (
          <label key={type.payment_type_key} className={styles.choice}>
            <input type="radio" value={type.payment_type_key} {...register('payment_type', { required: BUY_TEXTS.choosePayment })} />
            {type.image && <img src={type.image} alt="" width={40} height={40} />}
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{type.name}</span>
              {type.title && <span className={styles.choiceTitle}>{type.title}</span>}
            </span>
          </label>
        ))}
        {fieldError && (
          <p id={errorId} className={styles.error} role="alert">
            {t(fieldError)}
          </p>
        )}
      </fieldset>
      {serverError && (
        <p className={styles.error} role="alert">
          {t(serverError)}
        </p>
      )}
      <button type="submit" className={styles.pay} disabled={busy}>
        {busy ? t('Taking you to payment…') : t('Pay {amount}', { amount: price(card.price) })}
      </button>
      <p className={styles.hint}>{t('You will be taken to the payment page. Your card is issued as soon as the payment is approved.')}</p>
    </form>
  );
}
