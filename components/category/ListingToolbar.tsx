import { useFormat, useText } from '@/hooks/useLocale';
import { withSort } from '@/utils/listingQuery';
import { FILTER_DRAWER_ID } from './FilterDrawer';
import { SortSelect } from './SortSelect';
import type { ListingQuery } from './useListingQuery';
import styles from './CategoryTemplate.module.scss';

/** Above the results: the button that opens the filters (with how many are on) and the sort. */
export function ListingToolbar({ query, filtersOpen, onOpenFilters }: { query: ListingQuery; filtersOpen: boolean; onOpenFilters: () => void }) {
  const t = useText('category');
  const { number } = useFormat();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.filterButton}
        onClick={onOpenFilters}
        aria-controls={FILTER_DRAWER_ID}
        aria-expanded={filtersOpen}
        aria-haspopup="dialog"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" strokeLinecap="round" />
          <circle cx="16" cy="6" r="2" />
          <circle cx="10" cy="12" r="2" />
          <circle cx="18" cy="18" r="2" />
        </svg>
        {t('Filters')}
        {query.filterCount > 0 && <span className={styles.filterBadge}>{number(query.filterCount)}</span>}
      </button>
      <SortSelect value={query.shown.sort} onChange={(sort) => query.show(withSort(query.shown, sort))} />
    </div>
  );
}
