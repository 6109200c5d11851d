import { useFormat, useText } from '@/hooks/useLocale';
import styles from './StruckPrice.module.scss';

interface StruckPriceProps {
  /** What it sells for now, in taka. */
  current: number;
  /** The regular price while it sells for less, else null. */
  was: number | null;
  /** The caller lays the two prices out: side by side or one above the other. */
  className: string;
}

/** A price with the regular one struck through beside it while it sells for less (a bag line, a checkout line). */
export function StruckPrice({ current, was, className }: StruckPriceProps) {
  const t = useText('bag');
  const { price } = useFormat();
  return (
    <span className={className}>
      {price(current)}
      {was !== null && (
        <del className={styles.was}>
          <span className={styles.visuallyHidden}>{t('Regular price')} </span>
          {price(was)}
        </del>
      )}
    </span>
  );
}
