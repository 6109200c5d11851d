import { useFormat, useText } from '@/hooks/useLocale';
import type { CartLine } from '@/utils/cart';
import { linePrice } from '@/utils/wasPrice';
import styles from './PanelPrice.module.scss';

/** What one piece of a bag panel's line sells for, its regular price struck through while it sells for less. */
export function PanelPrice({ line, className }: { line: CartLine; className: string }) {
  const t = useText('cart');
  const { price } = useFormat();
  const { unit } = linePrice(line);
  return (
    <span className={className}>
      {price(unit.current)}
      {unit.was !== null && (
        <del className={styles.was}>
          <span className={styles.visuallyHidden}>{t('Regular price')} </span>
          {price(unit.was)}
        </del>
      )}
    </span>
  );
}
