import { useRef } from 'react';
import { ChevronRightIcon } from '@/components/common/icons';
import type { ProductListItem } from '@/services/types';
import { ProductCard } from './ProductCard';
import styles from './ProductCarousel.module.scss';

interface ProductCarouselProps {
  title: string;
  products: readonly ProductListItem[];
}

/**
 * A row of product cards that scrolls sideways, snapping card by card; the arrows move one view.
 * Cards per view follow the quick-view/cart carousels of SPEC section 9 (see the stylesheet).
 */
export function ProductCarousel({ title, products }: ProductCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const headingId = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

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
          <button type="button" className={styles.arrow} onClick={() => scrollByView(-1)} aria-label={`Previous: ${title}`}>
            <ChevronRightIcon size={18} className={styles.previousIcon} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => scrollByView(1)} aria-label={`Next: ${title}`}>
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
