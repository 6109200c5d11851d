import type { CSSProperties, Ref } from 'react';
import styles from './skeletons.module.scss';

// Placeholders with the final size of what loads into them, so nothing below moves when it arrives.
// Each is one element, sized by its stylesheet: a home page holds several, and every element of a
// grey card tree would cost the page's first load its parsing, styling and hydration.

/** What a placeholder stands for: its size's rules, and the name tests find it by. */
export interface Placeholder {
  className: string;
  style?: CSSProperties;
  testId: string;
}

export const PRODUCT_ROW_PLACEHOLDER: Placeholder = { className: styles.productRow, testId: 'product-row-skeleton' };

/** The cards alone, inside a section that already shows its title. */
export const PRODUCT_CARDS_PLACEHOLDER: Placeholder = { className: styles.productCards, testId: 'product-row-skeleton' };

export const CAMPAIGN_PLACEHOLDER: Placeholder = { className: styles.campaign, testId: 'campaign-skeleton' };

export const CATEGORY_TILES_PLACEHOLDER: Placeholder = { className: styles.categoryTiles, testId: 'category-tiles-skeleton' };

export const BLOG_PLACEHOLDER: Placeholder = { className: styles.blog, testId: 'blog-skeleton' };

export function bannerRowPlaceholder(columns: number, shape: 'wide' | 'box' | 'tall'): Placeholder {
  return {
    className: `${styles.banners} ${styles[shape]}`,
    style: { '--count': columns } as CSSProperties,
    testId: 'banner-row-skeleton',
  };
}

interface PlaceholderBlockProps {
  placeholder: Placeholder;
  /** The element that tells its section when it comes near the viewport. */
  ref?: Ref<HTMLDivElement>;
}

export function PlaceholderBlock({ placeholder, ref }: PlaceholderBlockProps) {
  return (
    <div
      ref={ref}
      className={`${styles.placeholder} ${styles.pulse} ${placeholder.className}`}
      style={placeholder.style}
      aria-busy="true"
      aria-hidden="true"
      data-testid={placeholder.testId}
    />
  );
}
