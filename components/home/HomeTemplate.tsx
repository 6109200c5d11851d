import { ErrorNotice } from '@/components/common/ErrorNotice';
import { SiteHead } from '@/components/layout/SiteHead';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ProductGrid } from '@/components/product/ProductGrid';
import type { SiteBranding } from '@/services/settings';
import type { ProductListItem } from '@/services/types';
import styles from './HomeTemplate.module.scss';

export interface HomeTemplateProps {
  branding: SiteBranding;
  featuredProducts: ProductListItem[];
  newArrivalProducts: ProductListItem[];
  errorMessage: string | null;
}

const FALLBACK_TITLE = 'Fashion & lifestyle shop';

// The grid that opens the page loads its first row eagerly; a desktop row holds four cards.
const FIRST_ROW_SIZE = 4;

export function HomeTemplate({ branding, featuredProducts, newArrivalProducts, errorMessage }: HomeTemplateProps) {
  const grids = [
    { title: 'Featured', products: featuredProducts },
    { title: 'New arrivals', products: newArrivalProducts },
  ].filter((grid) => grid.products.length > 0);

  return (
    <>
      <SiteHead title={branding.siteMotto ?? branding.siteName ?? FALLBACK_TITLE} branding={branding} />
      <SiteHeader branding={branding} />
      <main className={styles.main}>
        {errorMessage && <ErrorNotice message={errorMessage} />}
        {grids.map((grid, index) => (
          <ProductGrid
            key={grid.title}
            title={grid.title}
            products={grid.products}
            eagerImages={index === 0 ? FIRST_ROW_SIZE : 0}
          />
        ))}
      </main>
    </>
  );
}
