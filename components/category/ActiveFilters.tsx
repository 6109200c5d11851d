import Link from 'next/link';
import { CloseIcon } from '@/components/common/icons';
import { formatTaka } from '@/utils/money';
import { hasActiveFilters, toggledValue, withFilters, type ListingFilters, type ListingState } from '@/utils/listingQuery';
import styles from './ActiveFilters.module.scss';

interface ActiveFiltersProps {
  state: ListingState;
  hrefFor: (state: ListingState) => string;
  clearHref: string;
}

function priceLabel({ minPrice, maxPrice }: ListingFilters): string {
  if (minPrice !== null && maxPrice !== null) return `${formatTaka(minPrice)} – ${formatTaka(maxPrice)}`;
  if (minPrice !== null) return `From ${formatTaka(minPrice)}`;
  return `Up to ${formatTaka(maxPrice ?? 0)}`;
}

/** The filters in force, each removable on its own, and a link that clears them all. */
export function ActiveFilters({ state, hrefFor, clearHref }: ActiveFiltersProps) {
  if (!hasActiveFilters(state)) return null;
  const chips = [
    ...state.colors.map((color) => ({
      key: `color-${color}`,
      label: color,
      href: hrefFor(withFilters(state, { colors: toggledValue(state.colors, color) })),
    })),
    ...state.sizes.map((size) => ({
      key: `size-${size}`,
      label: `Size ${size}`,
      href: hrefFor(withFilters(state, { sizes: toggledValue(state.sizes, size) })),
    })),
    ...(state.minPrice !== null || state.maxPrice !== null
      ? [{ key: 'price', label: priceLabel(state), href: hrefFor(withFilters(state, { minPrice: null, maxPrice: null })) }]
      : []),
  ];
  return (
    <div className={styles.active}>
      <ul className={styles.chips} aria-label="Filters in use">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} scroll={false} rel="nofollow" className={styles.chip} aria-label={`Remove filter ${chip.label}`}>
              {chip.label}
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} scroll={false} className={styles.clear}>
        Clear filters
      </Link>
    </div>
  );
}
