import { Dialog } from '@/components/common/Dialog';
import { Link } from '@/components/common/Link';
import { ProgressBar } from '@/components/common/ProgressBar';
import { QuantityStepper } from '@/components/common/QuantityStepper';
import { TruckIcon } from '@/components/common/icons';
import { useFormat, useText } from '@/hooks/useLocale';
import { selectBagLines } from '@/store/bagSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBagTotals, selectCheckoutPath } from '@/store/selectors';
import type { BagLine } from '@/utils/bag';
import { CART_PATH } from '@/utils/sitePaths';
import { linePrice } from '@/utils/wasPrice';
import { FREE_SHIPPING_THRESHOLD, lineImage } from './bagDisplay';
import { EMPTY_BAG_TEXT } from './BagPanel';
import { BagTotals } from './BagTotals';
import { PanelProductRow } from './PanelProductRow';
import { StruckPrice } from './StruckPrice';
import { useBagFigures } from './useBagFigures';
import { useBagLineActions } from './useBagLineActions';
import styles from './LayoutBagPanel.module.scss';

interface LayoutBagPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The slide-in bag the header's bag icon opens: a stepper on each line, the bag's figures and the ways on. */
export function LayoutBagPanel({ open, onClose }: LayoutBagPanelProps) {
  const t = useText('bag');
  return (
    <Dialog open={open} onClose={onClose} title={t('Shopping Cart')} placement="right">
      <LayoutBagContents />
    </Dialog>
  );
}

function LayoutBagContents() {
  const lines = useAppSelector(selectBagLines);
  const figures = useBagFigures();
  const { subTotal } = useAppSelector(selectBagTotals);
  const checkoutPath = useAppSelector(selectCheckoutPath);
  const t = useText('bag');

  return (
    <div className={styles.contents}>
      <FreeShippingProgress subTotal={subTotal} />
      {lines.length === 0 ? (
        <p className={styles.empty}>{t(EMPTY_BAG_TEXT)}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <LayoutBagLine key={line.barcode} line={line} />
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        <BagTotals figures={figures} stage="bag" className={styles.totals} />
        <div className={styles.actions}>
          <Link href={CART_PATH} className={styles.secondaryButton}>
            {t('View cart')}
          </Link>
          <Link href={checkoutPath} className={styles.primaryButton}>
            {t('Proceed to checkout')}
          </Link>
        </div>
      </footer>
    </div>
  );
}

function LayoutBagLine({ line }: { line: BagLine }) {
  const { busy, decrease, increase, remove } = useBagLineActions(line);
  const t = useText('bag');
  const { unit } = linePrice(line);

  return (
    <PanelProductRow
      slug={line.slug}
      name={line.name}
      image={lineImage(line)}
      className={styles.line}
      detailsClassName={styles.details}
      removeLabel={t('Remove {name}', { name: line.name })}
      onRemove={remove}
      removing={busy}
    >
      {(line.size || line.color) && (
        <p className={styles.variant}>
          {line.size && <span>{t('Size: {size}', { size: line.size })}</span>}
          {line.color && <span>{t('Colour: {colour}', { colour: line.color })}</span>}
        </p>
      )}
      <div className={styles.priceRow}>
        <QuantityStepper quantity={line.quantity} itemName={line.name} onDecrease={decrease} onIncrease={increase} busy={busy} />
        <StruckPrice className={styles.price} current={unit.current} was={unit.was} />
      </div>
    </PanelProductRow>
  );
}

/** The free-shipping progress bar is kept in the page but hidden. */
function FreeShippingProgress({ subTotal }: { subTotal: number }) {
  const remaining = Math.max(FREE_SHIPPING_THRESHOLD - subTotal, 0);
  const progress = Math.min(Math.round((subTotal / FREE_SHIPPING_THRESHOLD) * 100), 100);
  const t = useText('bag');
  const { price } = useFormat();
  return (
    <div className={styles.freeShipping} hidden>
      <p>
        <TruckIcon size={18} />
        {remaining > 0 ? t('Spend {amount} more for free shipping', { amount: price(remaining) }) : t('Your order ships free')}
      </p>
      <ProgressBar label={t('Free shipping progress')} percent={progress} trackClassName={styles.track} barClassName={styles.bar} />
    </div>
  );
}
