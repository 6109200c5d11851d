import { useState } from 'react';
import { Link } from '@/components/common/Link';
import { showOutcome } from '@/components/common/showNotice';
import { useFormat, useText } from '@/hooks/useLocale';
import { LOGIN_PATH } from '@/services/http';
import { selectIsSignedIn } from '@/store/authSlice';
import { selectBagLines } from '@/store/bagSlice';
import { selectBagSummary } from '@/store/bagSummarySlice';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppSelector, useAppStore } from '@/store/hooks';
import type { BagLine } from '@/utils/bag';
import { itemCountLabel } from '@/utils/itemCount';
import { CART_PATH, CHECKOUT_PATH } from '@/utils/sitePaths';
import { linePrice } from '@/utils/wasPrice';
import { lineImage } from './bagDisplay';
import { BagTotals } from './BagTotals';
import { FreeDeliveryProgress } from './FreeDeliveryProgress';
import { PanelProductRow } from './PanelProductRow';
import { StruckPrice } from './StruckPrice';
import { useBagFigures } from './useBagFigures';
import styles from './BagPanel.module.scss';

export const EMPTY_BAG_TEXT = 'Add Something to Cart';

/** The shopping bag of the side panel's bag tab: its checkout sends visitors who are not signed in to log in. */
export function BagPanel() {
  const lines = useAppSelector(selectBagLines);
  const figures = useBagFigures();
  const summary = useAppSelector(selectBagSummary);
  const signedIn = useAppSelector(selectIsSignedIn);
  // Variant 1 sends visitors who are not signed in to log in, whatever the guest checkout setting.
  const checkoutPath = signedIn ? CHECKOUT_PATH : LOGIN_PATH;
  const t = useText('bag');

  return (
    <div className={styles.bag}>
      <h3 className={styles.title}>
        {t('Shopping Bag')} <span className={styles.count}>({itemCountLabel(lines.length, t)})</span>
      </h3>
      {lines.length === 0 ? (
        <p className={styles.empty}>{t(EMPTY_BAG_TEXT)}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <BagLineCard key={line.barcode} line={line} />
            ))}
          </ul>
          <footer className={styles.footer}>
            <FreeDeliveryProgress summary={summary} className={styles.freeDelivery} />
            <BagTotals figures={figures} stage="bag" subTotalLabel={t('Subtotal')} className={styles.totals} />
            <div className={styles.actions}>
              <Link href={CART_PATH} className={styles.secondaryButton}>
                {t('View shopping bag')}
              </Link>
              <Link href={checkoutPath} className={styles.primaryButton}>
                {t('Checkout')}
              </Link>
            </div>
          </footer>
        </>
      )}
    </div>
  );
}

function BagLineCard({ line }: { line: BagLine }) {
  const store = useAppStore();
  const [removing, setRemoving] = useState(false);
  const t = useText('bag');
  const { number } = useFormat();
  const { unit } = linePrice(line);

  async function remove() {
    setRemoving(true);
    const lineRef = { barcode: line.barcode, product_id: line.product_id };
    await showOutcome(loadBagChanges().then((changes) => changes.removeBagLine(store, lineRef)));
    setRemoving(false);
  }

  return (
    <PanelProductRow
      slug={line.slug}
      name={line.name}
      image={lineImage(line)}
      className={styles.card}
      detailsClassName={styles.details}
      removeLabel={t('Remove {name}', { name: line.name })}
      onRemove={() => void remove()}
      removing={removing}
    >
      <p>
        <StruckPrice className={styles.price} current={unit.current} was={unit.was} />
      </p>
      <p className={styles.meta}>
        <span>{t('Qty: {quantity}', { quantity: number(line.quantity) })}</span>
        {line.color && <span>{t('Colour: {colour}', { colour: line.color })}</span>}
      </p>
    </PanelProductRow>
  );
}
