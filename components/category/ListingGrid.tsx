import { ProductCard } from '@/components/product/ProductCard';
import type { ProductListItem } from '@/contract/catalog';
import styles from './ListingGrid.module.scss';

// The first row is in view when the page opens: those images load at once, the rest as they near.
const EAGER_IMAGES = 4;
// A phone shows two cards a row: the first row's pictures are the listing's largest paint.
const PRIORITY_IMAGES = 2;

interface ListingGridProps {
  products: ProductListItem[];
  /** Names the list for assistive technology ("Men products"). */
  label: string;
  /** A new listing is on its way: the current one is dimmed and marked busy. */
  loading?: boolean;
  /** Without a filter column beside it the grid takes four columns on desktops. */
  fullWidth?: boolean;
}

/** The listing's cards. */
export function ListingGrid({ products, label, loading = false, fullWidth = false }: ListingGridProps) {
  const className = [styles.grid, fullWidth && styles.wide, loading && styles.loading].filter(Boolean).join(' ');
  return (
    <ul className={className} aria-label={label} aria-busy={loading}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            imagePriority={index < PRIORITY_IMAGES}
          />
        </li>
      ))}
    </ul>
  );
}
