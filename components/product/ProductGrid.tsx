import type { ProductListItem } from '@/services/types';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

interface ProductGridProps {
  title: string;
  products: ProductListItem[];
  /** How many cards load their image eagerly: the first row when the grid opens the page. */
  eagerImages?: number;
}

export function ProductGrid({ title, products, eagerImages = 0 }: ProductGridProps) {
  const headingId = `grid-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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
