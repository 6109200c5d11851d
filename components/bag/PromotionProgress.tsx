import type { PromotionSelection } from '@/services/cart';
import { promotionHint, promotionProgressPercent } from '@/utils/bagPage';
import { formatTaka } from '@/utils/money';
import styles from './PromotionProgress.module.scss';

/** "Add 1 more item to save 5%" with a bar filling towards the promotion; nothing when it is off. */
export function PromotionProgress({ promotion }: { promotion: PromotionSelection }) {
  const hint = promotionHint(promotion);
  if (!hint) return null;
  const progress = promotionProgressPercent(promotion);

  return (
    <section className={`${styles.promotion} ${promotion.eligible ? styles.reached : ''}`} aria-label="Promotion">
      {promotion.title && <p className={styles.title}>{promotion.title}</p>}
      <p className={styles.hint} aria-live="polite">
        {hint}
        {promotion.eligible && promotion.discount > 0 && <strong className={styles.saving}> (−{formatTaka(promotion.discount)})</strong>}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Progress towards the promotion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className={styles.bar} style={{ width: `${progress}%` }} />
      </div>
    </section>
  );
}
