import dynamic from 'next/dynamic';
import { useState } from 'react';
import { toast } from '@/components/common/toast';
import { BagIcon } from '@/components/common/icons';
import { useFormat, useText } from '@/hooks/useLocale';
import { selectBagLineCount, selectBagLines } from '@/store/bagSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBagGrandTotal } from '@/store/selectors';
import { pushToDataLayer, viewCartEvent } from '@/utils/analytics';
import { itemCountLabel } from '@/utils/itemCount';
import styles from './FloatingBagButton.module.scss';

// The side panel loads on the first click: no page needs it for its first paint.
const BagSidePanel = dynamic(() => import('./BagSidePanel').then((module) => module.BagSidePanel), { ssr: false });

const VIEW_BAG_TOAST = 'Your bag';
/** The toast shows for 1 second. */
const VIEW_BAG_TOAST_MS = 1000;

/** The bag button floating on every page but checkout: line count and total; opens the cart/wishlist/account panel. */
export function FloatingBagButton() {
  const lines = useAppSelector(selectBagLines);
  const lineCount = useAppSelector(selectBagLineCount);
  const total = useAppSelector(selectBagGrandTotal);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const t = useText('bag');
  const { price } = useFormat();

  function openPanel() {
    pushToDataLayer(viewCartEvent(lines, total));
    toast.info(t(VIEW_BAG_TOAST), { autoClose: VIEW_BAG_TOAST_MS, toastId: 'view-bag' });
    setRequested(true);
    setOpen(true);
  }

  return (
    <>
      <button type="button" className={styles.button} onClick={openPanel} aria-haspopup="dialog" aria-expanded={open}>
        <span className={styles.visuallyHidden}>{t('Open your bag:')} </span>
        <span className={styles.count}>
          <BagIcon size={22} />
          <span>{itemCountLabel(lineCount, t)}</span>
        </span>
        <span className={styles.total}>{price(total)}</span>
      </button>
      {requested && <BagSidePanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
