import { useId, useRef } from 'react';
import { useText } from '@/hooks/useLocale';
import { ChevronRightIcon } from '@/components/common/icons';
import type { ProductListItem } from '@/contract/catalog';
import { ProductCard } from './ProductCard';
import styles from './ProductCarousel.module.scss';

interface ProductCarouselProps {
  title: string;
  products: readonly ProductListItem[];
}

/**
 * A row of product cards that scrolls sideways, snapping card by card; the arrows move one view.
 * Cards per view follow those of the quick-view and cart carousels (see the stylesheet).
 */
export function ProductCarousel({ title, products }: ProductCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  // Titles may be in Bangla, so the heading's id cannot be made from their letters.
  const headingId = useId();
  const t = useText('product');

  function scrollByView(direction: 1 | -1) {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  }

  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => scrollByView(-1)} aria-label={t('Previous: {title}', { title })}>
            <ChevronRightIcon size={18} className={styles.previousIcon} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => scrollByView(1)} aria-label={t('Next: {title}', { title })}>
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul className={styles.track} ref={trackRef}>
        {products.map((product) => (
          <li key={product.id} className={styles.slide}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
