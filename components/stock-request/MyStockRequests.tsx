/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Pagination } from '@/components/category/Pagination';
import { Link } from '@/components/common/Link';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { useFormat, useText } from '@/hooks/useLocale';
import type { StockRequest } from '@/services/stockRequests';
import { useMyStockRequestsQuery } from '@/store/api/stockRequestsApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { HOME_PATH, productPath } from '@/utils/sitePaths';
import { stockRequestsPagePath } from './stockRequestDisplay';
import styles from './RequestStockTemplate.module.scss';

const REQUESTS_LOAD_FAILED_MESSAGE = 'Your requests could not be loaded. Please check your connection and try again.';

/** The signed-in customer's back-in-stock requests, newest first, waiting or already answered. */
export function MyStockRequests({ page }: { page: number }) {
  const t = useText('stockRequest');
  const token = useAppSelector(selectToken);
  // While another page loads, the last one stays on screen, marked busy.
  const query = useMyStockRequestsQuery(token ? { token, page } : skipToken);

  if (query.isError && !query.isFetching) {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(REQUESTS_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={() => void query.refetch()} className={styles.primaryAction}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className={styles.status} role="status">
        {t('Loading your requests…')}
      </p>
    );
  }
  const { data: requests, meta } = query.data;
  if (requests.length === 0) {
    const beyondLast = meta.total > 0;
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{t(beyondLast ? 'There are no requests on this page.' : 'You have no back-in-stock requests.')}</p>
        {!beyondLast && <p>{t('When a size you want is sold out, ask on its product page and we will tell you when it is back.')}</p>}
        <Link href={beyondLast ? stockRequestsPagePath(1) : HOME_PATH} className={styles.primaryAction}>
          {t(beyondLast ? 'Back to your requests' : 'Continue shopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {t(meta.total === 1 ? '{count} request' : '{count} requests', { count: meta.total })}
      </p>
      <ul className={styles.requests} aria-busy={query.isFetching}>
        {requests.map((request) => (
          <StockRequestRow key={request.id} request={request} />
        ))}
      </ul>
      <Pagination page={meta.current_page} lastPage={meta.last_page} hrefFor={stockRequestsPagePath} />
    </>
  );
}

function StockRequestRow({ request }: { request: StockRequest }) {
  const t = useText('stockRequest');
  const { date } = useFormat();
  const { product, variant } = request;
  const options = [variant.color && t('Colour: {colour}', { colour: variant.color }), variant.size && t('Size: {size}', { size: variant.size })]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.requestRow}>
      <Link href={productPath(product.slug)} className={styles.thumbnail} tabIndex={-1} aria-hidden="true">
        <img src={variant.image || product.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={64} height={80} loading="lazy" />
      </Link>
      <div className={styles.requestText}>
        <div className={styles.requestHead}>
          <h2 className={styles.requestName}>
            <Link href={productPath(product.slug)}>{product.name}</Link>
          </h2>
          {request.status === 'notified' ? (
            <StatusBadge tone="success">{t('Back in stock')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('Waiting')}</StatusBadge>
          )}
        </div>
        <p className={styles.requestOptions}>{options || variant.variant}</p>
        <p className={styles.requestFacts}>
          <time dateTime={request.date}>{t('Asked on {date}', { date: date(request.date) })}</time>
          {' · '}
          {request.notified_at ? (
            <time dateTime={request.notified_at}>{t('told you on {date} at {contact}', { date: date(request.notified_at), contact: request.contact })}</time>
          ) : (
            t('we will tell you at {contact}', { contact: request.contact })
          )}
        </p>
      </div>
    </li>
  );
}
