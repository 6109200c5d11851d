import { ProgressBar } from '@/components/common/ProgressBar';
import { type Translate, useFormat, useText } from '@/hooks/useLocale';
import type { CartSummary } from '@/contract/cart';
import { freeDeliveryPercent } from '@/utils/freeDelivery';
import styles from './FreeDeliveryProgress.module.scss';

interface FreeDeliveryProgressProps {
  /** The server's summary: the limit and what is left come from it, never from the browser's sums. */
  summary: CartSummary | null;
  className?: string;
}

function hintText(summary: CartSummary, remaining: number, t: Translate, price: (taka: number) => string): string {
  if (remaining > 0) return t('Add {amount} more for free delivery', { amount: price(remaining) });
  // Free delivery waives the zone's rate; a shipping cost left over is the express surcharge.
  if (summary.shipping_cost > 0 && !summary.free_shipping) return t('You have free delivery; express delivery is charged extra');
  return t('You have free delivery');
}

/** "Add ৳400.00 more for free delivery" with a bar filling towards the shop's limit; nothing when the shop does not offer it. */
export function FreeDeliveryProgress({ summary, className }: FreeDeliveryProgressProps) {
  const t = useText('bag');
  const { price } = useFormat();
  const limit = summary?.free_shipping_limit;
  const remaining = summary?.free_shipping_remaining;
  if (!summary || limit == null || remaining == null) return null;
  const reached = summary.free_shipping_applied === true || remaining === 0;
  const hint = hintText(summary, reached ? 0 : remaining, t, price);
  const percent = reached ? 100 : freeDeliveryPercent(limit, remaining);

  return (
    <div className={[styles.freeDelivery, reached ? styles.reached : '', className ?? ''].join(' ').trim()}>
      <p className={styles.hint} aria-live="polite">
        {hint}
      </p>
      <ProgressBar
        label={t('Progress towards free delivery')}
        percent={percent}
        valueText={hint}
        trackClassName={styles.track}
        barClassName={styles.bar}
      />
    </div>
  );
}
