import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { runOnEnter } from '@/components/common/runOnEnter';
import { failureNotice } from '@/components/common/showNotice';
import { useFormat, useText } from '@/hooks/useLocale';
import type { Notice } from '@/store/notices';
import { translateServerMessage } from '@/utils/serverMessages';
import styles from './OfferBoxes.module.scss';

/** A card on the bag as the shopper sees it. */
export interface CardView {
  number: string | null;
  applied: boolean;
  /** What the card takes off (membership) or pays (gift card). */
  amount: number;
  /** A code was sent to the holder and awaits confirmation. */
  codeSent: boolean;
}

interface CardCodeBoxProps {
  /** Prefixes the ids of the box's controls. */
  id: string;
  title: string;
  numberLabel: string;
  /** What the applied amount is called ("Membership discount", "Paid by gift card"). */
  amountLabel: string;
  card: CardView;
  sendCode: (number: string) => Promise<Notice>;
  applyCode: (code: string) => Promise<Notice>;
  remove: () => Promise<Notice>;
  /** Back to the number, before a code was confirmed. */
  changeCard: () => void;
}

interface CardFields {
  number: string;
  code: string;
}

const TEXTS = {
  numberMissing: 'Enter the card number',
  codeMissing: 'Enter the code the card holder received',
  codeSent: 'A verification code was sent to the card holder.',
} as const;

/**
 * A card applied with a one-time code: the number, "Send code", then the code and "Apply"; once
 * applied, its number and amount with "Remove". The server's refusals show beside the field.
 */
export function CardCodeBox({ id, title, numberLabel, amountLabel, card, sendCode, applyCode, remove, changeCard }: CardCodeBoxProps) {
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const t = useText('checkout');
  const { locale, price } = useFormat();
  // Messages stay in English in state and are translated when shown.
  const shown = (message: string) => translateServerMessage(message, t, locale);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFields>({ defaultValues: { number: card.number ?? '', code: '' } });

  async function run(action: () => Promise<void>) {
    setBusy(true);
    await action();
    setBusy(false);
  }

  const send = handleSubmit(({ number }) =>
    run(async () => {
      try {
        setSentMessage((await sendCode(number)).message);
      } catch (failure) {
        setError('number', { message: failureNotice(failure).message });
      }
    }),
  );

  const apply = handleSubmit(({ code }) =>
    run(async () => {
      try {
        toast.success(shown((await applyCode(code)).message));
      } catch (failure) {
        setError('code', { message: failureNotice(failure).message });
      }
    }),
  );

  const removeCard = () =>
    run(async () => {
      setRemoveError(null);
      try {
        toast.success(shown((await remove()).message));
      } catch (failure) {
        setRemoveError(failureNotice(failure).message);
      }
    });

  const numberId = `${id}-number`;
  const codeId = `${id}-code`;

  return (
    <div className={styles.box} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {card.applied ? (
        <div className={styles.applied}>
          <p>
            <strong>{card.number}</strong> {t('applied')}
            {card.amount > 0 && (
              <span className={styles.amount}>
                {amountLabel}: −{price(card.amount)}
              </span>
            )}
          </p>
          <button type="button" className={styles.textButton} onClick={removeCard} disabled={busy}>
            {t('Remove')}
          </button>
          {removeError && (
            <p className={styles.error} role="alert">
              {shown(removeError)}
            </p>
          )}
        </div>
      ) : card.codeSent ? (
        <div className={styles.step}>
          <p className={styles.status} role="status">
            {shown(sentMessage ?? TEXTS.codeSent)}
          </p>
          <label htmlFor={codeId}>{t('Verification code')}</label>
          <div className={styles.row}>
            <input
              id={codeId}
              className={styles.control}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${codeId}-error` : undefined}
              onKeyDown={runOnEnter(apply)}
              {...register('code', { validate: (value) => value.trim() !== '' || TEXTS.codeMissing })}
            />
            <button type="button" className={styles.button} onClick={apply} disabled={busy}>
              {t('Apply')}
            </button>
          </div>
          {errors.code?.message && (
            <p id={`${codeId}-error`} className={styles.error} role="alert">
              {shown(errors.code.message)}
            </p>
          )}
          <button type="button" className={styles.textButton} onClick={changeCard} disabled={busy}>
            {t('Use another card')}
          </button>
        </div>
      ) : (
        <div className={styles.step}>
          <label htmlFor={numberId}>{numberLabel}</label>
          <div className={styles.row}>
            <input
              id={numberId}
              className={styles.control}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={errors.number ? true : undefined}
              aria-describedby={errors.number ? `${numberId}-error` : undefined}
              onKeyDown={runOnEnter(send)}
              {...register('number', { validate: (value) => value.trim() !== '' || TEXTS.numberMissing })}
            />
            <button type="button" className={styles.button} onClick={send} disabled={busy}>
              {busy ? t('Sending…') : t('Send code')}
            </button>
          </div>
          {errors.number?.message && (
            <p id={`${numberId}-error`} className={styles.error} role="alert">
              {shown(errors.number.message)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
