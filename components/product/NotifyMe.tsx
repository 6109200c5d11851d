import dynamic from 'next/dynamic';
import { useState } from 'react';
import { variantLabels } from '@/components/stock-request/stockRequestDisplay';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import styles from './NotifyMe.module.scss';

// The form and its dialog load only when a shopper asks, keeping the product page light.
const NotifyMeDialog = dynamic(() => import('./NotifyMeDialog').then((module) => module.NotifyMeDialog), { ssr: false });

interface NotifyMeProps {
  product: ProductDetail;
  /** The chosen colour and size, sold out. */
  variant: ProductVariant;
}

/** Under a sold-out size: the offer to be told when this colour and size is back. */
export function NotifyMe({ product, variant }: NotifyMeProps) {
  const t = useText('product');
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form (0: never opened, nothing loaded yet).
  const [openings, setOpenings] = useState(0);
  const labels = variantLabels(product, variant);

  function openDialog() {
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  return (
    <div className={styles.offer}>
      <p className={styles.soldOut}>{t('This size is sold out in this colour.')}</p>
      <button
        type="button"
        className={styles.notifyButton}
        onClick={openDialog}
        aria-haspopup="dialog"
        aria-label={labels.size ? t('Notify me when {size} is back', { size: labels.size }) : undefined}
      >
        {t('Notify me')}
      </button>
      {openings > 0 && (
        <NotifyMeDialog key={`${variant.barcode}:${openings}`} open={open} onClose={() => setOpen(false)} product={product} variant={variant} />
      )}
    </div>
  );
}
