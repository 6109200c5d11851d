/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import type { Ref } from 'react';
import { Pagination } from '@/components/category/Pagination';
import { Link } from '@/components/common/Link';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import { StarRating } from '@/components/product/StarRating';
import type { Load } from './reviewLoad';
import { useFormat, useText } from '@/hooks/useLocale';
import type { PaginatedResponse } from '@/contract/envelope';
import type { AuthoredReview } from '@/contract/reviews';
import { HOME_PATH, productPath } from '@/utils/sitePaths';
import { helpfulLabel, reviewsPagePath } from './reviewDisplay';
import styles from './ReviewsTemplate.module.scss';

const REVIEWS_LOAD_FAILED_MESSAGE = 'Your reviews could not be loaded. Please check your connection and try again.';
const MY_REVIEWS_HEADING_ID = 'my-reviews-heading';

interface MyReviewListProps {
  load: Load<PaginatedResponse<AuthoredReview>>;
  onRetry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** "Your reviews": the customer's reviews, newest first, ten a page. */
export function MyReviewList({ load, onRetry, headingRef }: MyReviewListProps) {
  const t = useText('reviews');
  return (
    <section className={styles.section} aria-labelledby={MY_REVIEWS_HEADING_ID}>
      <h2 id={MY_REVIEWS_HEADING_ID} className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
        {t('Your reviews')}
      </h2>
      <ReviewListContent load={load} onRetry={onRetry} />
    </section>
  );
}

function ReviewListContent({ load, onRetry }: Omit<MyReviewListProps, 'headingRef'>) {
  const t = useText('reviews');
  if (load.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('Loading your reviews…')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(REVIEWS_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={onRetry} className={styles.retry}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  const { data: reviews, meta } = load.data;
  if (reviews.length === 0) {
    // A page past the last one (an old link) is not the same as having no reviews at all.
    const beyondLast = meta.total > 0;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{beyondLast ? t('There are no reviews on this page.') : t('You have not written any reviews yet.')}</p>
        {!beyondLast && <p>{t('Your reviews help other shoppers choose the right fit and fabric.')}</p>}
        <Link href={beyondLast ? reviewsPagePath(1) : HOME_PATH} className={styles.emptyAction}>
          {beyondLast ? t('Back to your reviews') : t('Start shopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {t(meta.total === 1 ? '{count} review' : '{count} reviews', { count: meta.total })}
      </p>
      <ul className={styles.reviews} aria-busy={load.refreshing}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <Pagination page={meta.current_page} lastPage={meta.last_page} hrefFor={reviewsPagePath} />
    </>
  );
}

function ReviewItem({ review }: { review: AuthoredReview }) {
  const t = useText('reviews');
  const { date } = useFormat();
  const { product } = review;
  return (
    <li className={styles.review}>
      <Link href={productPath(product.slug)} className={styles.thumbnail} tabIndex={-1} aria-hidden="true">
        <img src={product.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={64} height={80} loading="lazy" />
      </Link>
      <div className={styles.reviewBody}>
        <h3 className={styles.reviewProduct}>
          <Link href={productPath(product.slug)}>{product.name}</Link>
        </h3>
        <div className={styles.reviewMeta}>
          <StarRating rating={review.rating} />
          <time dateTime={review.time_date}>{date(review.time_date)}</time>
          {review.status === 'pending' && <StatusBadge tone="warning">{t('Awaiting approval')}</StatusBadge>}
        </div>
        {review.comment && <p className={styles.reviewComment}>{review.comment}</p>}
        <p className={styles.helpful}>{helpfulLabel(review.upvote_count, t)}</p>
      </div>
    </li>
  );
}
