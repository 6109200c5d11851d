import { useFormat, useText } from '@/hooks/useLocale';
import styles from './StarRating.module.scss';

const STARS = 5;

/** Five stars filled to the rating (4.3 fills four and a third), read out as "Rated 4.3 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 10) / 10;
  const fill = Math.min(Math.max(rating / STARS, 0), 1) * 100;
  const t = useText('product');
  const { number } = useFormat();
  return (
    <span className={styles.stars} role="img" aria-label={t('Rated {rating} out of {stars}', { rating: number(rounded), stars: STARS })}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: `${fill}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
