import Link from 'next/link';
import { useState } from 'react';
import { showOutcome } from '@/components/common/showNotice';
import { LOGIN_PATH } from '@/services/http';
import { selectIsSignedIn } from '@/store/authSlice';
import { selectCartLines } from '@/store/cartSlice';
import { removeCartLine } from '@/store/cartThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CHECKOUT_PATH, selectCartTotals } from '@/store/selectors';
import type { CartLine } from '@/utils/cart';
import { formatTaka } from '@/utils/money';
import { CART_PATH, itemCountLabel, lineImage } from './cartDisplay';
import { PanelProductRow } from './PanelProductRow';
import styles from './BagPanel.module.scss';

export const EMPTY_BAG_TEXT = 'Add Something to Cart';

/** The shopping bag of the side panel's Cart tab (SPEC "Shopping bag panel, variant 1"). */
export function BagPanel() {
  const lines = useAppSelector(selectCartLines);
  const { subTotal } = useAppSelector(selectCartTotals);
  const signedIn = useAppSelector(selectIsSignedIn);
  // Variant 1 sends visitors who are not signed in to log in, whatever the guest checkout setting.
  const checkoutPath = signedIn ? CHECKOUT_PATH : LOGIN_PATH;

  return (
    <div className={styles.bag}>
      <h3 className={styles.title}>
        Shopping Bag <span className={styles.count}>({itemCountLabel(lines.length)})</span>
      </h3>
      {lines.length === 0 ? (
        <p className={styles.empty}>{EMPTY_BAG_TEXT}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <BagLineCard key={line.barcode} line={line} />
            ))}
          </ul>
          <footer className={styles.footer}>
            <p className={styles.subtotal}>
              <span>Subtotal</span>
              <strong>{formatTaka(subTotal)}</strong>
            </p>
            <div className={styles.actions}>
              <Link href={CART_PATH} className={styles.secondaryButton}>
                View shopping bag
              </Link>
              <Link href={checkoutPath} className={styles.primaryButton}>
                Checkout
              </Link>
            </div>
          </footer>
        </>
      )}
    </div>
  );
}

function BagLineCard({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    await showOutcome(dispatch(removeCartLine({ barcode: line.barcode, product_id: line.product_id })).unwrap());
    setRemoving(false);
  }

  return (
    <PanelProductRow
      slug={line.slug}
      name={line.name}
      image={lineImage(line)}
      className={styles.card}
      detailsClassName={styles.details}
      removeLabel={`Remove ${line.name}`}
      onRemove={remove}
      removing={removing}
    >
      <p className={styles.price}>{formatTaka(line.main_price_discount)}</p>
      <p className={styles.meta}>
        <span>Qty: {line.quantity}</span>
        {line.color && <span>Colour: {line.color}</span>}
      </p>
    </PanelProductRow>
  );
}
