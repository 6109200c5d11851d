import { ErrorNotice } from '@/components/common/ErrorNotice';
import { ProductGrid } from '@/components/product/ProductGrid';
import type { ProductListItem } from '@/services/types';
import styles from './HomeTemplate.module.scss';

export interface HomeTemplateProps {
  featuredProducts: ProductListItem[];
  newArrivalProducts: ProductListItem[];
  errorMessage: string | null;
}

// The grid that opens the page loads its first row eagerly; a desktop row holds four cards.
const FIRST_ROW_SIZE = 4;

export function HomeTemplate({ featuredProducts, newArrivalProducts, errorMessage }: HomeTemplateProps) {
  const grids = [
    { title: 'Featured', products: featuredProducts },
    { title: 'New arrivals', products: newArrivalProducts },
  ].filter((grid) => grid.products.length > 0);

  return (
    <div className={styles.page}>
      {errorMessage && <ErrorNotice message={errorMessage} />}
      {grids.map((grid, index) => (
        <ProductGrid
          key={grid.title}
          title={grid.title}
          products={grid.products}
          eagerImages={index === 0 ? FIRST_ROW_SIZE : 0}
        />
      ))}
    </div>
  );
}
