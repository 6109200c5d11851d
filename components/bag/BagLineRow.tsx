/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { TrashIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { QuantityStepper } from '@/components/common/QuantityStepper';
import { useFormat, useText } from '@/hooks/useLocale';
import type { BagLine } from '@/utils/bag';
import { productPath } from '@/utils/sitePaths';
import { linePrice } from '@/utils/wasPrice';
import { lineImage } from './bagDisplay';
import styles from './BagLineRow.module.scss';
import { StruckPrice } from './StruckPrice';
import { useBagLineActions } from './useBagLineActions';

/** One line of the full bag: picture, name, colour and size, unit price, quantity, line total and remove. */
export function BagLineRow({ line }: { line: BagLine }) {
  const { busy, decrease, increase, remove } = useBagLineActions(line);
  const t = useText('bag');
  const { price } = useFormat();
  const href = productPath(line.slug);
  const { unit, total } = linePrice(line);

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
            {line.color && <span>{t('Colour: {colour}', { colour: line.color })}</span>}
            {line.size && <span>{t('Size: {size}', { size: line.size })}</span>}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <span className={styles.cellLabel}>{t('Price')} </span>
        <StruckPrice className={styles.unitPrice} current={unit.current} was={unit.was} />
      </p>
      <div className={styles.quantity}>
        <QuantityStepper quantity={line.quantity} itemName={line.name} onDecrease={decrease} onIncrease={increase} busy={busy} />
      </div>
      <p className={styles.total}>
        <span className={styles.cellLabel}>{t('Total')} </span>
        <strong>{price(total.current)}</strong>
      </p>
      <button type="button" className={styles.remove} onClick={remove} disabled={busy} aria-label={t('Remove {name}', { name: line.name })}>
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
