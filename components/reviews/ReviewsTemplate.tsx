import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import { useRef } from 'react';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { useText } from '@/hooks/useLocale';
import { useMyReviewsQuery, useReviewableProductsQuery } from '@/store/api/reviewsApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { MyReviewList } from './MyReviewList';
import { ReviewableProducts } from './ReviewableProducts';
import { REVIEWS_PATH } from './reviewDisplay';
import { loadOf } from './reviewLoad';
import styles from './ReviewsTemplate.module.scss';

export const REVIEWS_TITLE = 'My Reviews';

/** `/reviews`: writing reviews of delivered products, and the customer's reviews (`?page=`). */
export function ReviewsTemplate({ page }: { page: number }) {
  const router = useRouter();
  const t = useText('reviews');
  const token = useAppSelector(selectToken);
  // A review sent reloads both lists (the api invalidates them); a retry reloads those that failed.
  const reviewsQuery = useMyReviewsQuery(token ? { token, page } : skipToken);
  const reviewableQuery = useReviewableProductsQuery(token ? { token } : skipToken);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const retry = () => [reviewsQuery, reviewableQuery].filter((query) => query.isError).forEach((query) => void query.refetch());

  function reviewSubmitted() {
    // The new review is the newest: it shows on the first page.
    if (page !== 1) void router.push(REVIEWS_PATH);
    listHeading.current?.focus();
  }

  return (
    <ProfileLayout current={t(REVIEWS_TITLE)}>
      <PrivatePageHead title={t(REVIEWS_TITLE)} />
      <h1 className={styles.title}>{t(REVIEWS_TITLE)}</h1>
      <ReviewableProducts load={loadOf(reviewableQuery)} onRetry={retry} onSubmitted={reviewSubmitted} />
      <MyReviewList load={loadOf(reviewsQuery)} onRetry={retry} headingRef={listHeading} />
    </ProfileLayout>
  );
}
