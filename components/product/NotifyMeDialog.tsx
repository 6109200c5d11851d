import { Dialog } from '@/components/common/Dialog';
import { StockRequestForm } from '@/components/stock-request/StockRequestForm';
import { variantLabels } from '@/components/stock-request/stockRequestDisplay';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import styles from './NotifyMe.module.scss';

interface NotifyMeDialogProps {
  open: boolean;
  onClose: () => void;
  product: ProductDetail;
  variant: ProductVariant;
}

/** The "Notify me" modal: which item, then the contact form of the back-in-stock request. */
export function NotifyMeDialog({ open, onClose, product, variant }: NotifyMeDialogProps) {
  const t = useText('stockRequest');
  const signedIn = useAppSelector(selectIsSignedIn);
  const labels = variantLabels(product, variant);
  const options = [labels.colour && t('Colour: {colour}', { colour: labels.colour }), labels.size && t('Size: {size}', { size: labels.size })]
    .filter(Boolean)
    .join(' · ');
  return (
    <Dialog open={open} onClose={onClose} title={t('Notify me when available')} placement="center" closeLabel={t('Close')}>
      <div className={styles.dialogBody}>
        <div className={styles.item}>
          <p className={styles.itemName}>{product.name}</p>
          <p className={styles.itemOptions}>{options || variant.variant}</p>
        </div>
        {/* Remounted once the stored session is back, so a customer's own contact is filled in. */}
        <StockRequestForm key={signedIn ? 'customer' : 'guest'} product={product} variant={variant} signedIn={signedIn} onDone={onClose} />
      </div>
    </Dialog>
  );
}
