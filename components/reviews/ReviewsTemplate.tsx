import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { ProfileLayout } from '@/components/profile/ProfileLayout';
import { useCustomerLoad } from '@/hooks/useCustomerLoad';
import { useText } from '@/hooks/useLocale';
import { listMyReviews, listReviewableProducts } from '@/services/reviews';
import { MyReviewList } from './MyReviewList';
import { ReviewableProducts } from './ReviewableProducts';
import { REVIEWS_PATH } from './reviewDisplay';
import styles from './ReviewsTemplate.module.scss';

export const REVIEWS_TITLE = 'My Reviews';

/** `/reviews`: writing reviews of delivered products, and the customer's reviews (`?page=`). */
export function ReviewsTemplate({ page }: { page: number }) {
  const router = useRouter();
  const t = useText('reviews');
  // Bumped after a review is sent or on a retry: both lists are fetched again.
  const [version, setVersion] = useState(0);
  const reviews = useCustomerLoad((options) => listMyReviews(page, options), `${page}:${version}`);
  const reviewable = useCustomerLoad((options) => listReviewableProducts(options), String(version));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const reload = () => setVersion((current) => current + 1);

  function reviewSubmitted() {
    reload();
    // The new review is the newest: it shows on the first page.
    if (page !== 1) void router.push(REVIEWS_PATH);
    listHeading.current?.focus();
  }

  return (
    <ProfileLayout current={t(REVIEWS_TITLE)}>
      <PrivatePageHead title={t(REVIEWS_TITLE)} />
      <h1 className={styles.title}>{t(REVIEWS_TITLE)}</h1>
      <ReviewableProducts load={reviewable} onRetry={reload} onSubmitted={reviewSubmitted} />
      <MyReviewList load={reviews} onRetry={reload} headingRef={listHeading} />
    </ProfileLayout>
  );
}
