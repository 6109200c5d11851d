import Link from 'next/link';
import { lineImage } from '@/components/cart/cartDisplay';
import { useCartLineActions } from '@/components/cart/useCartLineActions';
import { TrashIcon } from '@/components/common/icons';
import { QuantityStepper } from '@/components/common/QuantityStepper';
import { isMarkedDown, lineTotal } from '@/utils/bagPage';
import type { CartLine } from '@/utils/cart';
import { formatTaka } from '@/utils/money';
import { productPath } from '@/utils/sitePaths';
import styles from './BagLineRow.module.scss';

/** One line of the full bag: picture, name, colour and size, unit price, quantity, line total and remove. */
export function BagLineRow({ line }: { line: CartLine }) {
  const { busy, decrease, increase, remove } = useCartLineActions(line);
  const href = productPath(line.slug);

  return (
    <li className={styles.line} aria-busy={busy}>
      <Link href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img src={lineImage(line)} alt="" width={96} height={120} loading="lazy" />
      </Link>
      <div className={styles.info}>
        <Link href={href} className={styles.name}>
          {line.name}
        </Link>
        {(line.color || line.size) && (
          <p className={styles.variant}>
            {line.color && <span>Colour: {line.color}</span>}
            {line.size && <span>Size: {line.size}</span>}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <span className={styles.cellLabel}>Price </span>
        <span className={styles.unitPrice}>{formatTaka(line.main_price_discount)}</span>
        {isMarkedDown(line) && (
          <del className={styles.strokedPrice}>
            <span className={styles.visuallyHidden}>Regular price </span>
            {formatTaka(line.main_price)}
          </del>
        )}
      </p>
      <div className={styles.quantity}>
        <QuantityStepper quantity={line.quantity} itemName={line.name} onDecrease={decrease} onIncrease={increase} busy={busy} />
      </div>
      <p className={styles.total}>
        <span className={styles.cellLabel}>Total </span>
        <strong>{formatTaka(lineTotal(line))}</strong>
      </p>
      <button type="button" className={styles.remove} onClick={remove} disabled={busy} aria-label={`Remove ${line.name}`}>
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
