import { useEffect, useId, useRef, useState } from 'react';
import { useFormat, useText } from '@/hooks/useLocale';
import { listProductReviews, type ReviewFilter } from '@/services/reviews';
import type { PageMeta } from '@/contract/envelope';
import type { ProductReviewsResponse, Review, ReviewSummary } from '@/contract/reviews';
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

export const REVIEWS_PER_PAGE = 5;

const STAR_LEVELS = ['5', '4', '3', '2', '1'] as const;

interface ProductReviewsProps {
  productId: number;
  /** The first page, server-rendered for crawlers; null when it could not be loaded. */
  initialReviews: ProductReviewsResponse | null;
  /** How many reviews the product has now, which may be more than the first page was rendered with. */
  reviewCount: number;
}

interface ReviewList {
  reviews: Review[];
  meta: PageMeta | null;
  summary: ReviewSummary | null;
}

function listOf(answer: ProductReviewsResponse | null): ReviewList {
  return { reviews: answer?.data ?? [], meta: answer?.meta ?? null, summary: answer?.summary ?? null };
}

/** The rating summary, the review filter and the reviews, more loading on request. */
export function ProductReviews({ productId, initialReviews, reviewCount }: ProductReviewsProps) {
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewFilter>('');
  const [list, setList] = useState<ReviewList>(() => listOf(initialReviews));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);
  const t = useText('product');
  const { date } = useFormat();

  async function load(nextFilter: ReviewFilter, page: number) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await listProductReviews(productId, { filter: nextFilter, page, limit: REVIEWS_PER_PAGE }, { signal: controller.signal });
      setList((current) => ({
        reviews: page === 1 ? answer.data : [...current.reviews, ...answer.data],
        meta: answer.meta,
        summary: answer.summary,
      }));
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (request.current === controller) setLoading(false);
    }
  }

  // Without a server-rendered first page (its call failed), the browser asks once mounted.
  useEffect(() => {
    if (!initialReviews) void load('', 1);
    return () => request.current?.abort();
  }, []);

  // A count other than the list's means reviews were written or removed since the page was rendered.
  useEffect(() => {
    if (list.summary && list.summary.count !== reviewCount) void load(filter, 1);
  }, [reviewCount]);

  function changeFilter(value: ReviewFilter) {
    setFilter(value);
    void load(value, 1);
  }

  const { reviews, meta, summary } = list;
  const hasMore = meta !== null && meta.current_page < meta.last_page;
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
            <select id={filterId} value={filter} onChange={(event) => changeFilter(event.target.value as ReviewFilter)} className={styles.filter}>
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
              <li key={review.id} className={styles.review}>
                <div className={styles.reviewHeader}>
                  <StarRating rating={review.rating} />
                  <span className={styles.author}>{review.user_name || t('Customer')}</span>
                  <time dateTime={review.time_date} className={styles.date}>
                    {date(review.time_date)}
                  </time>
                </div>
                {review.comment && <p className={styles.comment}>{review.comment}</p>}
                {review.upvote_count > 0 && (
                  <p className={styles.helpful}>
                    {t(review.upvote_count === 1 ? '{count} person found this helpful' : '{count} people found this helpful', { count: review.upvote_count })}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {hasMore && (
            <button type="button" className={styles.loadMore} onClick={() => void load(filter, meta.current_page + 1)} disabled={loading}>
              {loading ? t('Loading…') : t('Load more reviews')}
            </button>
          )}
        </div>
      </div>
    </section>
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
