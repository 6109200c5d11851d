import { useId } from 'react';
import type { ProductListItem } from '@/contract/catalog';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

interface ProductGridProps {
  title: string;
  products: ProductListItem[];
  /** How many cards load their image eagerly: the first row when the grid opens the page. */
  eagerImages?: number;
}

/** A titled grid of product cards. */
export function ProductGrid({ title, products, eagerImages = 0 }: ProductGridProps) {
  // Titles may be in Bangla, so the heading's id cannot be made from their letters.
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} imageLoading={index < eagerImages ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
