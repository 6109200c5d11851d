import { skipToken } from '@reduxjs/toolkit/query/react';
import { Pagination } from '@/components/category/Pagination';
import { ChevronRightIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { useFormat, useText } from '@/hooks/useLocale';
import type { OrderSummary } from '@/contract/orders';
import type { PageMeta } from '@/contract/envelope';
import { useOrderHistoryQuery } from '@/store/api/ordersApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { itemCountLabel } from '@/utils/itemCount';
import {
  DELIVERY_STATUS_TONES,
  formatOrderDate,
  orderPath,
  ordersPagePath,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_TONES,
} from '@/utils/orders';
import { orderStatusLabel } from '@/utils/orderStatus';
import { HOME_PATH } from '@/utils/sitePaths';
import { PrivatePageHead } from './PrivatePageHead';
import { StatusBadge } from './StatusBadge';
import styles from './OrdersTemplate.module.scss';

export const ORDERS_TITLE = 'My Orders';
const ORDERS_LOAD_FAILED_MESSAGE = 'Your orders could not be loaded. Please check your connection and try again.';

type HistoryLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; orders: OrderSummary[]; meta: PageMeta };

/** One page of the customer's orders, fetched again when the page or the session changes. */
function useOrderHistory(page: number): { load: HistoryLoad; retry: () => void } {
  const token = useAppSelector(selectToken);
  const query = useOrderHistoryQuery(token ? { token, page } : skipToken);
  const retry = () => void query.refetch();
  if (query.currentData) return { load: { state: 'ready', orders: query.currentData.data, meta: query.currentData.meta }, retry };
  return { load: query.isError ? { state: 'failed' } : { state: 'loading' }, retry };
}

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useText('orders');
  const { locale, price } = useFormat();
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <h2 className={styles.code}>{order.code}</h2>
        <StatusBadge tone={DELIVERY_STATUS_TONES[order.delivery_status]} context={t('Delivery status')}>
          {orderStatusLabel(order.delivery_status, locale)}
        </StatusBadge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Date')}</dt>
          <dd>
            <time dateTime={order.date}>{formatOrderDate(order.date, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('Items')}</dt>
          <dd>{itemCountLabel(order.item_count, t)}</dd>
        </div>
        <div>
          <dt>{t('Total')}</dt>
          <dd className={styles.total}>{price(order.grand_total)}</dd>
        </div>
        <div>
          <dt>{t('Payment')}</dt>
          <dd className={styles.payment}>
            <StatusBadge tone={PAYMENT_STATUS_TONES[order.payment_status]}>{t(PAYMENT_STATUS_LABELS[order.payment_status])}</StatusBadge>
            <span className={styles.method}>{t(order.payment_type_name)}</span>
          </dd>
        </div>
      </dl>
      <Link href={orderPath(order.id)} className={styles.view} aria-label={t('View order {code}', { code: order.code })}>
        {t('View details')}
        <ChevronRightIcon size={16} />
      </Link>
    </li>
  );
}

function OrderHistory({ page }: { page: number }) {
  const { load, retry } = useOrderHistory(page);
  const t = useText('orders');

  if (load.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('Loading your orders…')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(ORDERS_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={retry} className={styles.button}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (load.orders.length === 0) {
    // A page past the last one (an old link) is not the same as having no orders at all.
    const beyondLast = load.meta.total > 0;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{beyondLast ? t('There are no orders on this page.') : t('You have not placed any orders yet.')}</p>
        {!beyondLast && <p>{t('When you place an order, you can follow it here.')}</p>}
        <Link href={beyondLast ? ordersPagePath(1) : HOME_PATH} className={styles.button}>
          {beyondLast ? t('Back to your orders') : t('Start shopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {t(load.meta.total === 1 ? '{count} order' : '{count} orders', { count: load.meta.total })}
      </p>
      <ul className={styles.orders}>
        {load.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <Pagination page={load.meta.current_page} lastPage={load.meta.last_page} hrefFor={ordersPagePath} />
    </>
  );
}

/** `/orders`: the customer's orders, newest first, ten a page (`?page=`). */
export function OrdersTemplate({ page }: { page: number }) {
  const t = useText('orders');
  return (
    <ProfileLayout current={t(ORDERS_TITLE)}>
      <PrivatePageHead title={t(ORDERS_TITLE)} />
      <h1 className={styles.title}>{t(ORDERS_TITLE)}</h1>
      <OrderHistory page={page} />
    </ProfileLayout>
  );
}
