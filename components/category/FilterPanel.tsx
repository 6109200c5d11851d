import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import { categoryPath } from '@/utils/sitePaths';
import type { ColorFacet } from '@/contract/catalog';
import { includesValue, toggledValue, type ListingFilters, type PriceBounds } from '@/utils/listingQuery';
import type { SubCategoryNavigation } from './categoryTree';
import { PriceRangeFilter } from './PriceRangeFilter';
import styles from './FilterPanel.module.scss';

interface FilterPanelProps {
  filters: ListingFilters;
  colors: ColorFacet[];
  /** In size order. */
  sizes: string[];
  priceBounds: PriceBounds;
  subCategories: SubCategoryNavigation | null;
  currentSlug: string;
  onChange: (change: Partial<ListingFilters>) => void;
  /** A sub-category link was followed (the phone drawer closes). */
  onLeave?: () => void;
}

const PALE_LUMINANCE = 0.8;

// Near-white swatches need a darker outline to show against the page.
function isPale(code: string): boolean {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(code);
  if (!hex) return false;
  const [red, green, blue] = hex.slice(1).map((part) => parseInt(part, 16) / 255);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue > PALE_LUMINANCE;
}

export function FilterPanel({ filters, colors, sizes, priceBounds, subCategories, currentSlug, onChange, onLeave }: FilterPanelProps) {
  const t = useText('category');
  const { number } = useFormat();
  return (
    <div className={styles.panel}>
      {subCategories && (
        <section className={`${styles.section} ${styles.categories}`} aria-labelledby="filter-categories">
          <h2 id="filter-categories" className={styles.heading}>
            {subCategories.parent.name}
          </h2>
          <ul className={styles.categoryList}>
            {subCategories.links.map((link) => (
              <li key={link.slug}>
                <Link
                  href={categoryPath(link.slug)}
                  className={styles.categoryLink}
                  aria-current={link.slug === currentSlug ? 'page' : undefined}
                  onClick={onLeave}
                >
                  <span>{link.name}</span>
                  <span className={styles.count}>{number(link.productCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="filter-price">
        <h2 id="filter-price" className={styles.heading}>
          {t('Price')}
        </h2>
        <PriceRangeFilter
          key={`${filters.minPrice}:${filters.maxPrice}:${priceBounds.min}:${priceBounds.max}`}
          bounds={priceBounds}
          value={filters}
          onApply={onChange}
        />
      </section>

      {colors.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.heading}>{t('Color')}</legend>
          <ul className={styles.colorList}>
            {colors.map((color) => (
              <li key={color.name}>
                <label className={styles.color}>
                  <input
                    type="checkbox"
                    className={styles.hiddenInput}
                    checked={includesValue(filters.colors, color.name)}
                    onChange={() => onChange({ colors: toggledValue(filters.colors, color.name) })}
                  />
                  <span
                    className={`${styles.swatch} ${isPale(color.code) ? styles.paleSwatch : ''}`}
                    style={{ backgroundColor: color.code }}
                    aria-hidden="true"
                  />
                  <span className={styles.colorName}>{color.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {sizes.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.heading}>{t('Size')}</legend>
          <ul className={styles.sizeList}>
            {sizes.map((size) => (
              <li key={size}>
                <label className={styles.size}>
                  <input
                    type="checkbox"
                    className={styles.hiddenInput}
                    checked={includesValue(filters.sizes, size)}
                    onChange={() => onChange({ sizes: toggledValue(filters.sizes, size) })}
                  />
                  <span className={styles.sizeLabel}>{size}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
