import { useCallback, useRef, useState } from 'react';
import { CloseIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useModalDialog } from '@/components/common/useModalDialog';
import { useFormat, useText } from '@/hooks/useLocale';
import type { ColorFacet } from '@/contract/catalog';
import { priceSliderBounds, withFilters, type ListingState } from '@/utils/listingQuery';
import type { SubCategoryNavigation } from './categoryTree';
import { FilterPanel } from './FilterPanel';
import { productCountLabel, type ListingPage } from './listingPage';
import type { ListingQuery } from './useListingQuery';
import styles from './CategoryTemplate.module.scss';

export const FILTER_DRAWER_ID = 'listing-filters';

/** Whether the filters are open as a modal drawer (on phones), and the drawer's element. */
export function useFilterDrawer() {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModalDialog(open, close, drawerRef);
  return { open, openDrawer: () => setOpen(true), close, drawerRef };
}

type FilterDrawerState = ReturnType<typeof useFilterDrawer>;

interface FilterDrawerProps {
  drawer: FilterDrawerState;
  query: ListingQuery;
  state: ListingState;
  listing: ListingPage;
  colors: ColorFacet[];
  sizes: string[];
  subCategories: SubCategoryNavigation | null;
  currentSlug: string;
}

/** The filters: a column beside the results on wide screens, a drawer with Done and Clear on phones. */
export function FilterDrawer({ drawer, query, state, listing, colors, sizes, subCategories, currentSlug }: FilterDrawerProps) {
  const t = useText('category');
  const { locale } = useFormat();
  const { open, close, drawerRef } = drawer;
  return (
    <>
      <div className={`${styles.backdrop} ${open ? styles.backdropShown : ''}`} onClick={close} aria-hidden="true" />
      <aside
        id={FILTER_DRAWER_ID}
        ref={drawerRef}
        className={`${styles.filters} ${open ? styles.filtersOpen : ''}`}
        aria-label={t('Filters')}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        tabIndex={-1}
      >
        <div className={styles.drawerHeader}>
          <h2 className={styles.drawerTitle}>{t('Filters')}</h2>
          <button type="button" className={styles.drawerClose} onClick={close} aria-label={t('Close filters')}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.drawerBody}>
          <FilterPanel
            filters={query.shown}
            colors={colors}
            sizes={sizes}
            priceBounds={priceSliderBounds(listing.minPrice, listing.maxPrice, state)}
            subCategories={subCategories}
            currentSlug={currentSlug}
            onChange={(change) => query.show(withFilters(query.shown, change))}
            onLeave={close}
          />
        </div>
        <div className={styles.drawerFooter}>
          {query.filtered && (
            <Link href={query.clearHref} scroll={false} className={styles.drawerClear}>
              {t('Clear filters')}
            </Link>
          )}
          <button type="button" className={styles.drawerDone} onClick={close}>
            {t('Show {count}', { count: productCountLabel(listing.total, locale) })}
          </button>
        </div>
      </aside>
    </>
  );
}
