import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { HOME_PATH } from '@/utils/sitePaths';
import styles from './OrderLoadMessage.module.scss';

const ORDER_NOT_FOUND_TITLE = 'Order not found';
const ORDER_LOAD_FAILED_MESSAGE = 'Your order could not be loaded. Please check your connection and try again.';

/** What an order page shows until the order is on screen: progress, "not found", or a failure with a retry. */
export function OrderLoadMessage({ state, onRetry }: { state: 'loading' | 'not_found' | 'failed'; onRetry: () => void }) {
  const t = useText('orders');
  if (state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('Loading your order…')}
      </p>
    );
  }
  if (state === 'not_found') {
    return (
      <section className={styles.message} aria-labelledby="order-not-found">
        <h1 id="order-not-found" className={styles.title}>
          {t(ORDER_NOT_FOUND_TITLE)}
        </h1>
        <p className={styles.text}>{t('We could not find this order. The link may be incomplete, or the order belongs to another account.')}</p>
        <Link href={HOME_PATH} className={styles.action}>
          {t('Continue shopping')}
        </Link>
      </section>
    );
  }
  return (
    <div className={styles.message}>
      <p role="alert" className={styles.error}>
        {t(ORDER_LOAD_FAILED_MESSAGE)}
      </p>
      <button type="button" className={styles.action} onClick={onRetry}>
        {t('Try again')}
      </button>
    </div>
  );
}
