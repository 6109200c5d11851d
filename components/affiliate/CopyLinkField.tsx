import { useEffect, useState } from 'react';
import { toast } from '@/components/common/toast';
import { CheckIcon, CopyIcon, FacebookIcon, WhatsappIcon } from '@/components/common/icons';
import { copyText } from '@/components/product/copyText';
import { COPY_LINK_TOAST_MS } from '@/components/product/productMessages';
import { useText } from '@/hooks/useLocale';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { referralShareLinks } from '@/utils/affiliateLinks';
import { AFFILIATE_MESSAGES } from './affiliateText';
import styles from './CopyLinkField.module.scss';

interface CopyLinkFieldProps {
  id: string;
  /** In the page's language. */
  label: string;
  /** The whole link, origin included. */
  link: string;
  /** Hides the label (the surrounding card names the link already). */
  hideLabel?: boolean;
  /** The button under the link at every width, for narrow cards. */
  stacked?: boolean;
}

/** Copies the referral link and toasts "Copied" for 2 seconds; the button says so meanwhile. */
export function useCopyLink(): { copied: string | null; copy: (link: string) => Promise<void> } {
  const t = useText('affiliate');
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPY_LINK_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(link: string) {
    if (await copyText(link)) {
      toast.success(t(AFFILIATE_MESSAGES.copied), { autoClose: COPY_LINK_TOAST_MS, toastId: `copied-${link}` });
      setCopied(link);
    } else {
      toast.error(t(AFFILIATE_MESSAGES.copyFailed));
    }
  }

  return { copied, copy };
}

/** A referral link to read, select and copy, with WhatsApp and Facebook share buttons. */
export function CopyLinkField({ id, label, link, hideLabel = false, stacked = false }: CopyLinkFieldProps) {
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const t = useText('affiliate');
  const { copied, copy } = useCopyLink();
  const share = referralShareLinks(link, siteName);
  const isCopied = copied === link;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={stacked ? styles.stackedRow : styles.row}>
        <input id={id} className={styles.link} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={styles.copy} onClick={() => void copy(link)} aria-describedby={`${id}-copied`}>
          {isCopied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          {isCopied ? t('Copied') : t('Copy')}
        </button>
      </div>
      <span id={`${id}-copied`} className={styles.hiddenLabel} aria-live="polite">
        {isCopied ? t('Link copied to the clipboard') : ''}
      </span>
      <div className={styles.share} role="group" aria-label={t('Share {link}', { link: label.toLowerCase() })}>
        <a href={share.whatsapp} target="_blank" rel="noopener noreferrer" className={`${styles.network} ${styles.whatsapp}`}>
          <WhatsappIcon size={16} />
          WhatsApp
        </a>
        <a href={share.facebook} target="_blank" rel="noopener noreferrer" className={`${styles.network} ${styles.facebook}`}>
          <FacebookIcon size={16} />
          Facebook
        </a>
      </div>
    </div>
  );
}
