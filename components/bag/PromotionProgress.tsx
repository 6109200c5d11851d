import { ProgressBar } from '@/components/common/ProgressBar';
import { useFormat, useText } from '@/hooks/useLocale';
import type { PromotionSelection } from '@/contract/cart';
import { promotionHint, promotionProgressPercent } from '@/utils/bagPage';
import styles from './PromotionProgress.module.scss';

/** "Add 1 more item to save 5%" with a bar filling towards the promotion; nothing when it is off. */
export function PromotionProgress({ promotion }: { promotion: PromotionSelection }) {
  const t = useText('bag');
  const { locale, price } = useFormat();
  const hint = promotionHint(promotion, t, locale);
  if (!hint) return null;
  const progress = promotionProgressPercent(promotion);

  return (
    <section className={`${styles.promotion} ${promotion.eligible ? styles.reached : ''}`} aria-label={t('Promotion')}>
      {promotion.title && <p className={styles.title}>{promotion.title}</p>}
      <p className={styles.hint} aria-live="polite">
        {hint}
        {promotion.eligible && promotion.discount > 0 && <strong className={styles.saving}> (−{price(promotion.discount)})</strong>}
      </p>
      <ProgressBar label={t('Progress towards the promotion')} percent={progress} trackClassName={styles.track} barClassName={styles.bar} />
    </section>
  );
}
