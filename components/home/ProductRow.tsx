import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useText } from '@/hooks/useLocale';
import type { ProductListItem } from '@/contract/catalog';
import { SectionHeader, sectionHeadingId } from './SectionHeader';
import { PlaceholderBlock, PRODUCT_CARDS_PLACEHOLDER } from './skeletons';
import styles from './HomeSections.module.scss';

// Product rows sit below the fold: their carousel code is split from the page's first load.
const ProductCarousel = dynamic(() => import('./ProductCarousel'), {
  loading: () => <PlaceholderBlock placeholder={PRODUCT_CARDS_PLACEHOLDER} />,
});

interface ProductRowProps {
  title: string;
  products: ProductListItem[];
  viewAllHref?: string;
  /** Shown beside the title, such as a countdown. */
  aside?: ReactNode;
  /** Shown between the title and the products, such as a banner. */
  lead?: ReactNode;
  className?: string;
}

/** A titled product carousel; left out when there are no products. */
export function ProductRow({ title, products, viewAllHref, aside, lead, className }: ProductRowProps) {
  const t = useText('home');
  if (products.length === 0) return null;
  const headingId = sectionHeadingId(title);
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title} viewAllHref={viewAllHref} aside={aside} />
      {lead}
      <ProductCarousel label={t(title)} products={products} />
    </section>
  );
}
