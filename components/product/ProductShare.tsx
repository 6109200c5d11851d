import { toast } from '@/components/common/toast';
import { FacebookIcon, HeartIcon, InstagramIcon, WhatsappIcon, XIcon } from '@/components/common/icons';
import { showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail } from '@/contract/catalog';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { loadWishlistChanges } from '@/store/wishlistChanges';
import { selectIsOnWishlist } from '@/store/wishlistSlice';
import { shareLinks } from '@/utils/share';
import { copyText } from './copyText';
import { COPY_LINK_TOAST_MS, PRODUCT_MESSAGES } from './productMessages';
import styles from './ProductShare.module.scss';

interface ProductShareProps {
  product: Pick<ProductDetail, 'id' | 'name'>;
  shareUrl: string;
}

/** The wishlist heart and the share links: Facebook, X, Instagram (copies the link) and WhatsApp. */
export function ProductShare({ product, shareUrl }: ProductShareProps) {
  const store = useAppStore();
  const onWishlist = useAppSelector((state) => selectIsOnWishlist(state, product.id));
  const links = shareLinks(shareUrl, product.name);
  const t = useText('product');

  async function copyLink() {
    if (await copyText(shareUrl)) toast.success(t(PRODUCT_MESSAGES.linkCopied), { autoClose: COPY_LINK_TOAST_MS });
  }

  return (
    <div className={styles.row}>
      <button
        type="button"
        className={`${styles.wishlist} ${onWishlist ? styles.listed : ''}`}
        aria-pressed={onWishlist}
        onClick={() => void showOutcome(loadWishlistChanges().then((changes) => changes.toggleWishlist(store, product.id)))}
      >
        <HeartIcon size={20} />
        <span>{t('Wishlist')}</span>
      </button>
      <div className={styles.share} role="group" aria-label={t('Share')}>
        <span className={styles.shareLabel} aria-hidden="true">
          {t('Share')}
        </span>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={styles.network} aria-label={t('Share on Facebook')}>
          <FacebookIcon size={16} />
        </a>
        <a href={links.x} target="_blank" rel="noopener noreferrer" className={styles.network} aria-label={t('Share on X')}>
          <XIcon size={15} />
        </a>
        <button type="button" className={styles.network} onClick={() => void copyLink()} aria-label={t('Copy link for Instagram')}>
          <InstagramIcon size={16} />
        </button>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={styles.network} aria-label={t('Share on WhatsApp')}>
          <WhatsappIcon size={16} />
        </a>
      </div>
    </div>
  );
}
