import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { TextInputField } from '@/components/common/FormField';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { answerFieldErrors, answerMessage } from '@/services/http';
import { subscribe } from '@/services/subscribe';
import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import {
  NEWSLETTER_MESSAGES,
  newsletterEmailError,
  newsletterPhoneError,
  newsletterRequest,
  type NewsletterFormValues,
} from '@/utils/newsletter';
import { ProfileLayout } from './ProfileLayout';
import styles from './SubscribeTemplate.module.scss';

export const SUBSCRIBE_TITLE = 'Subscribe';

/** `/subscribe`: the newsletter form, by e-mail, phone or both. */
export function SubscribeTemplate() {
  const t = useText('profile');
  const user = useAppSelector(selectUser);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues>({ defaultValues: { email: user?.email ?? '', phone: user?.phone ?? '' } });

  const send = handleSubmit(async (values) => {
    setConfirmation(null);
    try {
      const answer = await subscribe(newsletterRequest(values));
      if (!answer.result) {
        toast.error(t(answer.message || NEWSLETTER_MESSAGES.failed));
        return;
      }
      const message = answer.message || NEWSLETTER_MESSAGES.subscribed;
      toast.success(t(message));
      setConfirmation(message);
    } catch (error) {
      toast.error(t(answerMessage(error) ?? NEWSLETTER_MESSAGES.failed));
      const fieldErrors = answerFieldErrors(error);
      if (fieldErrors.email?.[0]) setError('email', { type: 'server', message: fieldErrors.email[0] }, { shouldFocus: true });
      if (fieldErrors.phone?.[0]) setError('phone', { type: 'server', message: fieldErrors.phone[0] }, { shouldFocus: !fieldErrors.email });
    }
  });

  return (
    <ProfileLayout current={t(SUBSCRIBE_TITLE)}>
      <PrivatePageHead title={t(SUBSCRIBE_TITLE)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Subscribe to our newsletter')}</h1>
        <p className={styles.intro}>{t('New arrivals, festive collections and members-only offers, by email, SMS or both.')}</p>
      </header>
      <section className={styles.panel} aria-labelledby="subscribe-form-title">
        <h2 id="subscribe-form-title" className={styles.panelTitle}>
          {t('Where should we send them?')}
        </h2>
        <p className={styles.panelIntro}>{t('Fill in your email, your phone number or both.')}</p>
        <form className={styles.form} onSubmit={send} noValidate aria-labelledby="subscribe-form-title">
          <TextInputField
            id="subscribe-email"
            label={t('Email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            registration={register('email', { validate: (email) => newsletterEmailError(email) ?? true })}
            error={errors.email?.message && t(errors.email.message)}
          />
          <TextInputField
            id="subscribe-phone"
            label={t('Phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            registration={register('phone', { validate: (phone) => newsletterPhoneError(phone) ?? true })}
            hint={t('11 digits, such as 01712345678')}
            error={errors.phone?.message && t(errors.phone.message)}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('Subscribing…') : t('Subscribe')}
            </button>
          </div>
        </form>
        {/* The toast announces the answer; this line keeps it on the page. */}
        {confirmation && <p className={styles.confirmation}>{t(confirmation)}</p>}
      </section>
    </ProfileLayout>
  );
}
