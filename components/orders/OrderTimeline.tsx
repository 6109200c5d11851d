import { useLocale, useText } from '@/hooks/useLocale';
import type { OrderTimelineEntry, DeliveryStatus } from '@/contract/orders';
import { orderStatusLabel } from '@/utils/orderStatus';
import { formatOrderDateTime, timelineSteps } from '@/utils/orders';
import styles from './OrderTimeline.module.scss';

/** The order's way: placed, confirmed, shipped, delivered (or cancelled), with the dates of the steps reached. */
export function OrderTimeline({ status, history }: { status: DeliveryStatus; history: OrderTimelineEntry[] }) {
  const t = useText('orders');
  const locale = useLocale();
  return (
    <ol className={styles.timeline}>
      {timelineSteps(status, history).map((step) => {
        const classes = [styles.step, step.reached ? styles.reached : '', step.current ? styles.current : '', styles[step.status]];
        return (
          <li key={step.status} className={classes.join(' ')} aria-current={step.current ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true" />
            <div className={styles.text}>
              <p className={styles.label}>
                {orderStatusLabel(step.status, locale)}
                {!step.reached && <span className={styles.hidden}> {t('(not yet)')}</span>}
              </p>
              {step.date && (
                <time className={styles.date} dateTime={step.date}>
                  {formatOrderDateTime(step.date, locale)}
                </time>
              )}
              {step.note && <p className={styles.note}>{t(step.note)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
