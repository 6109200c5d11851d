/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/common/Link';
import { toast } from './toast';
import { useText } from '@/hooks/useLocale';
import { answerFieldErrors, answerMessage } from '@/services/http';
import { subscribe } from '@/services/subscribe';
import type { ImageLink } from '@/contract/settings';
import { useImageLinkQuery } from '@/store/api/contentApi';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import {
  NEWSLETTER_MESSAGES,
  newsletterContactError,
  newsletterEmailError,
  newsletterPhoneError,
  newsletterRequest,
  type NewsletterFormValues,
} from '@/utils/newsletter';
import { Dialog } from './Dialog';
import { SafeHtml } from './SafeHtml';
import styles from './NewsletterPopup.module.scss';

interface NewsletterPopupDialogProps {
  /** Closing, by any means, keeps the popup away (the caller sets the popup cookie). */
  onClose: () => void;
}

interface PopupImage {
  /** False until the chosen image is known (or known to be missing): the popup waits, so nothing in it moves. */
  settled: boolean;
  imageLink: ImageLink | null;
}

/** The popup image chosen in the settings (website_popup_image_link_id), once it has loaded. */
function usePopupImage(): PopupImage {
  const imageLinkId = Number(useAppSelector((state) => selectBusinessSetting(state, 'website_popup_image_link_id')));
  const hasImage = Number.isInteger(imageLinkId) && imageLinkId > 0;
  const query = useImageLinkQuery(hasImage ? imageLinkId : skipToken);

  if (!hasImage || query.isError) return { settled: true, imageLink: null };
  return query.currentData ? { settled: true, imageLink: query.currentData } : { settled: false, imageLink: null };
}

export function NewsletterPopupDialog({ onClose }: NewsletterPopupDialogProps) {
  const content = useAppSelector((state) => selectBusinessSetting(state, 'website_popup_content'));
  const showsForm = useAppSelector((state) => selectBusinessSetting(state, 'show_subscribe_form') !== '0');
  const { settled, imageLink } = usePopupImage();
  const t = useText('widgets');
  const image = imageLink?.image ? (
    <img src={imageLink.image} alt="" width={360} height={360} className={styles.image} />
  ) : null;

  return (
    <Dialog open={settled} onClose={onClose} title={t('Subscribe to our newsletter')} titleHidden placement="center" closeLabel={t('Close newsletter popup')}>
      <div className={`${styles.popup} ${image ? styles.withImage : ''}`}>
        {image && (
          <div className={styles.media}>
            {imageLink?.link ? (
              <Link href={imageLink.link} tabIndex={-1} aria-hidden="true">
                {image}
              </Link>
            ) : (
              image
            )}
          </div>
        )}
        <div className={styles.body}>
          <SafeHtml html={content} className={styles.content} />
          {showsForm && <SubscribeForm onSubscribed={onClose} />}
        </div>
      </div>
    </Dialog>
  );
}

function SubscribeForm({ onSubscribed }: { onSubscribed: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues>({ defaultValues: { email: '', phone: '' } });
  const t = useText('widgets');

  async function send(values: NewsletterFormValues) {
    const contactMissing = newsletterContactError(values);
    if (contactMissing) {
      setError('root.contact', { message: contactMissing });
      return;
    }
    try {
      const answer = await subscribe(newsletterRequest(values));
      if (!answer.result) {
        toast.error(t(answer.message || NEWSLETTER_MESSAGES.failed));
        return;
      }
      toast.success(t(answer.message || NEWSLETTER_MESSAGES.subscribed));
      onSubscribed();
    } catch (error) {
      toast.error(t(answerMessage(error) ?? NEWSLETTER_MESSAGES.failed));
      const fieldErrors = answerFieldErrors(error);
      if (fieldErrors.email?.[0]) setError('email', { message: fieldErrors.email[0] });
      if (fieldErrors.phone?.[0]) setError('phone', { message: fieldErrors.phone[0] });
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate>
      <div className={styles.field}>
        <label htmlFor="newsletter-email">{t('Email')}</label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          {...register('email', { validate: (value) => newsletterEmailError(value) ?? true })}
        />
        {errors.email && (
          <p id="newsletter-email-error" className={styles.error} role="alert">
            {errors.email.message && t(errors.email.message)}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="newsletter-phone">{t('Phone')}</label>
        <input
          id="newsletter-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'newsletter-phone-error' : undefined}
          {...register('phone', { validate: (value) => newsletterPhoneError(value) ?? true })}
        />
        {errors.phone && (
          <p id="newsletter-phone-error" className={styles.error} role="alert">
            {errors.phone.message && t(errors.phone.message)}
          </p>
        )}
      </div>
      {errors.root?.contact && (
        <p className={styles.error} role="alert">
          {errors.root.contact.message && t(errors.root.contact.message)}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('Subscribing…') : t('Subscribe')}
      </button>
    </form>
  );
}
