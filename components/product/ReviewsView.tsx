import { useId, type ReactNode } from 'react';
import { useFormat, useText } from '@/hooks/useLocale';
import type { ReviewFilter } from '@/services/reviews';
import type { PageMeta } from '@/contract/envelope';
import type { Review, ReviewSummary } from '@/contract/reviews';
import { StarRating } from './StarRating';
import styles from './ProductReviews.module.scss';

/** The review filter's values, in the order the select lists them. */
export const REVIEW_FILTERS: readonly { value: ReviewFilter; label: string }[] = [
  { value: '', label: 'All reviews' },
  { value: 'recent', label: 'Most recent' },
  { value: 'older', label: 'Oldest first' },
  { value: 'desc_rating', label: 'Highest rating' },
  { value: 'asc_rating', label: 'Lowest rating' },
  { value: 'most_helpful', label: 'Most helpful' },
  { value: '3', label: '3 stars only' },
  { value: '2', label: '2 stars only' },
  { value: '1', label: '1 star only' },
];

const STAR_LEVELS = ['5', '4', '3', '2', '1'] as const;

export interface ReviewsViewProps {
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  summary: ReviewSummary | undefined;
  /** The first page's reviews; the later pages follow as `children`. */
  reviews: readonly Review[];
  /** The meta of the last page shown: whether there is more. */
  meta: PageMeta | undefined;
  onLoadMore: (page: number) => void;
  loading: boolean;
  failed: boolean;
  children?: ReactNode;
}

/** The rating summary, the review filter, the reviews and the button for more, as the list stands. */
export function ReviewsView({ filter, onFilterChange, summary, reviews, meta, onLoadMore, loading, failed, children }: ReviewsViewProps) {
  const filterId = useId();
  const t = useText('product');
  const hasMore = meta !== undefined && meta.current_page < meta.last_page;
  return (
    <section className={styles.section} aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading" className={styles.title}>
        {summary ? t('Reviews ({count})', { count: summary.count }) : t('Reviews')}
      </h2>
      <div className={styles.layout}>
        {summary && summary.count > 0 && <RatingSummary summary={summary} />}
        <div className={styles.listColumn}>
          <div className={styles.toolbar}>
            <label htmlFor={filterId}>{t('Show')}</label>
            <select id={filterId} value={filter} onChange={(event) => onFilterChange(event.target.value as ReviewFilter)} className={styles.filter}>
              {REVIEW_FILTERS.map((option) => (
                <option key={option.value || 'all'} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </div>
          {failed && (
            <p className={styles.message} role="alert">
              {t('Reviews could not be loaded. Please try again.')}
            </p>
          )}
          {!failed && !loading && reviews.length === 0 && (
            <p className={styles.message}>{filter ? t('No reviews match this choice.') : t('No reviews yet.')}</p>
          )}
          <ul className={styles.reviews} aria-busy={loading} aria-label={t('Customer reviews')}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
            {children}
          </ul>
          {hasMore && (
            <button type="button" className={styles.loadMore} onClick={() => onLoadMore(meta.current_page + 1)} disabled={loading}>
              {loading ? t('Loading…') : t('Load more reviews')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  const t = useText('product');
  const { date } = useFormat();
  return (
    <li className={styles.review}>
      <div className={styles.reviewHeader}>
        <StarRating rating={review.rating} />
        <span className={styles.author}>{review.user_name || t('Customer')}</span>
        {review.time_date && (
          <time dateTime={review.time_date} className={styles.date}>
            {date(review.time_date)}
          </time>
        )}
      </div>
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
      {review.upvote_count > 0 && (
        <p className={styles.helpful}>
          {t(review.upvote_count === 1 ? '{count} person found this helpful' : '{count} people found this helpful', { count: review.upvote_count })}
        </p>
      )}
    </li>
  );
}

function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const t = useText('product');
  const { number, decimal } = useFormat();
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageValue}>{decimal(summary.average, 1)}</span>
        <span className={styles.outOf}>{t('out of 5')}</span>
      </p>
      <StarRating rating={summary.average} />
      <p className={styles.count}>
        {t(summary.count === 1 ? 'Based on {count} review' : 'Based on {count} reviews', { count: summary.count })}
      </p>
      <ul className={styles.breakdown} aria-label={t('Ratings by stars')}>
        {STAR_LEVELS.map((stars) => {
          const count = summary.breakdown[stars] ?? 0;
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          return (
            <li key={stars} className={styles.level}>
              <span className={styles.levelLabel}>{number(Number(stars))} ★</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span className={styles.levelCount}>
                {number(count)}
                <span className={styles.visuallyHidden}> {t('with {stars} stars', { stars: Number(stars) })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
