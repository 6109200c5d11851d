/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/common/Link';
import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { Load } from './reviewLoad';
import { useText } from '@/hooks/useLocale';
import type { ReviewedProduct } from '@/contract/reviews';
import { ORDERS_PATH } from '@/utils/orders';
import { productPath } from '@/utils/sitePaths';
import { ReviewForm } from './ReviewForm';
import styles from './ReviewsTemplate.module.scss';

const REVIEWABLE_LOAD_FAILED_MESSAGE = 'The products waiting for your review could not be loaded.';

interface ReviewableProductsProps {
  load: Load<ReviewedProduct[]>;
  onRetry: () => void;
  onSubmitted: () => void;
}

/** "Write a review": the delivered products not reviewed yet, each opening its own form. */
export function ReviewableProducts({ load, onRetry, onSubmitted }: ReviewableProductsProps) {
  const headingId = useId();
  const t = useText('reviews');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('Write a review')}
      </h2>
      <ReviewableContent load={load} onRetry={onRetry} onSubmitted={onSubmitted} />
    </section>
  );
}

function ReviewableContent({ load, onRetry, onSubmitted }: ReviewableProductsProps) {
  const t = useText('reviews');
  if (load.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('Loading products to review…')}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{t(REVIEWABLE_LOAD_FAILED_MESSAGE)}</p>
        <button type="button" onClick={onRetry} className={styles.retry}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (load.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('Nothing waiting for a review')}</p>
        <p>{t('Once an order is delivered, its products appear here for you to review.')}</p>
        <Link href={ORDERS_PATH} className={styles.emptyAction}>
          {t('See my orders')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.intro}>{t('Tell other shoppers what you thought of the products delivered to you.')}</p>
      <ul className={styles.reviewable} aria-busy={load.refreshing}>
        {load.data.map((product) => (
          <ReviewableProduct key={product.id} product={product} onSubmitted={onSubmitted} />
        ))}
      </ul>
    </>
  );
}

function ReviewableProduct({ product, onSubmitted }: { product: ReviewedProduct; onSubmitted: () => void }) {
  const formId = useId();
  const t = useText('reviews');
  const [writing, setWriting] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    // Closing the form hands the focus back to the button that opened it.
    if (!writing && cancelled.current) writeButton.current?.focus();
  }, [writing]);

  function cancel() {
    cancelled.current = true;
    setWriting(false);
  }

  return (
    <li className={styles.reviewableItem}>
      <div className={styles.reviewableRow}>
        <Link href={productPath(product.slug)} className={styles.thumbnail} tabIndex={-1} aria-hidden="true">
          <img src={product.thumbnail_image || PLACEHOLDER_IMAGE} alt="" width={56} height={70} loading="lazy" />
        </Link>
        <Link href={productPath(product.slug)} className={styles.productName}>
          {product.name}
        </Link>
        {!writing && (
          <button
            ref={writeButton}
            type="button"
            className={styles.writeButton}
            aria-label={t('Write a review of {product}', { product: product.name })}
            onClick={() => setWriting(true)}
          >
            {t('Write a review')}
          </button>
        )}
      </div>
      {writing && <ReviewForm id={formId} product={product} onSubmitted={onSubmitted} onCancel={cancel} />}
    </li>
  );
}
