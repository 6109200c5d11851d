import { CloseIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import { hasActiveFilters, toggledValue, withFilters, type ListingFilters, type ListingState } from '@/utils/listingQuery';
import styles from './ActiveFilters.module.scss';

interface ActiveFiltersProps {
  state: ListingState;
  hrefFor: (state: ListingState) => string;
  clearHref: string;
}

function priceLabel({ minPrice, maxPrice }: ListingFilters, t: Translate, price: (taka: number) => string): string {
  if (minPrice !== null && maxPrice !== null) return t('{from} – {to}', { from: price(minPrice), to: price(maxPrice) });
  if (minPrice !== null) return t('From {amount}', { amount: price(minPrice) });
  return t('Up to {amount}', { amount: price(maxPrice ?? 0) });
}

/** The filters in force, each removable on its own, and a link that clears them all. */
export function ActiveFilters({ state, hrefFor, clearHref }: ActiveFiltersProps) {
  const t = useText('category');
  const { price } = useFormat();
  if (!hasActiveFilters(state)) return null;
  const chips = [
    ...state.colors.map((color) => ({
      key: `color-${color}`,
      label: color,
      href: hrefFor(withFilters(state, { colors: toggledValue(state.colors, color) })),
    })),
    ...state.sizes.map((size) => ({
      key: `size-${size}`,
      label: t('Size {size}', { size }),
      href: hrefFor(withFilters(state, { sizes: toggledValue(state.sizes, size) })),
    })),
    ...(state.minPrice !== null || state.maxPrice !== null
      ? [{ key: 'price', label: priceLabel(state, t, price), href: hrefFor(withFilters(state, { minPrice: null, maxPrice: null })) }]
      : []),
  ];
  return (
    <div className={styles.active}>
      <ul className={styles.chips} aria-label={t('Filters in use')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} scroll={false} rel="nofollow" className={styles.chip} aria-label={t('Remove filter {label}', { label: chip.label })}>
              {chip.label}
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} scroll={false} className={styles.clear}>
        {t('Clear filters')}
      </Link>
    </div>
  );
}
