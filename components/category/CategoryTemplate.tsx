import Head from 'next/head';
import { useCallback, useRef, useState } from 'react';
import { CloseIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useModalDialog } from '@/components/common/useModalDialog';
import { JsonLd } from '@/components/seo/JsonLd';
import { Seo } from '@/components/seo/Seo';
import { useFormat, useText, type Translate } from '@/hooks/useLocale';
import type { ColorFacet } from '@/contract/catalog';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import {
  canonicalListingPath,
  hasActiveFilters,
  listingHref,
  priceSliderBounds,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
  type ListingFilters,
  type ListingState,
} from '@/utils/listingQuery';
import { categoryPath, HOME_PATH } from '@/utils/sitePaths';
import { breadcrumbJsonLd, HOME_CRUMB_NAME } from '@/utils/structuredData';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumb } from './Breadcrumb';
import type { CategoryLink, SubCategoryNavigation } from './categoryTree';
import { FilterPanel } from './FilterPanel';
import { ListingGrid } from './ListingGrid';
import { productCountLabel, type ListingPage } from './listingPage';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import { useListingNavigation } from './useListingNavigation';
import { CATEGORY_BANGLA } from './translations.bn';
import styles from './CategoryTemplate.module.scss';

export interface CategoryPageCategory {
  name: string;
  slug: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface CategoryTemplateProps {
  category: CategoryPageCategory;
  /** The categories above this one, top first. */
  trail: CategoryLink[];
  subCategories: SubCategoryNavigation | null;
  colors: ColorFacet[];
  sizes: string[];
  listing: ListingPage;
  state: ListingState;
  /** The site's origin, for the canonical URL and structured data. */
  siteUrl: string;
}

const FILTER_DRAWER_ID = 'listing-filters';

/** The category's name, or its SEO title for share cards, with the page's number past the first. */
function pagedTitle(title: string, page: number, t: Translate): string {
  return page > 1 ? t('{title} – Page {page}', { title, page }) : title;
}

function pageDescription(category: CategoryPageCategory, subCategories: SubCategoryNavigation | null, siteName: string | undefined, t: Translate) {
  if (category.metaDescription) return category.metaDescription;
  const shop = siteName ? t(' at {siteName}', { siteName }) : '';
  const ownChildren = subCategories?.parent.slug === category.slug ? subCategories.links.map((link) => link.name) : [];
  const range = ownChildren.length > 0 ? `: ${ownChildren.join(', ')}` : '';
  return t('Shop {name}{shop}{range}. Prices in taka, filter by size, color and price.', { name: category.name, shop, range });
}

function activeFilterCount(filters: ListingFilters): number {
  const price = filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0;
  return filters.colors.length + filters.sizes.length + price;
}

/** A category's products with filters (a drawer on phones), sorting and crawlable pagination. */
export function CategoryTemplate({
  category,
  trail,
  subCategories,
  colors,
  sizes,
  listing,
  state,
  siteUrl,
}: CategoryTemplateProps) {
  const siteName = useAppSelector((appState) => selectBusinessSetting(appState, 'site_name'));
  const { showListing, loading } = useListingNavigation();
  const t = useText(CATEGORY_BANGLA);
  const { locale, number } = useFormat();
  // The controls show what was asked for while it loads, not the listing still on screen.
  const [requested, setRequested] = useState<ListingState | null>(null);
  if (!loading && requested) setRequested(null);
  const shown = loading && requested ? requested : state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  useModalDialog(filtersOpen, closeFilters, drawerRef);

  const pathname = categoryPath(category.slug);
  const hrefFor = (next: ListingState) => listingHref(pathname, next);
  const show = (next: ListingState) => {
    setRequested(next);
    void showListing(hrefFor(next));
  };
  const filtered = hasActiveFilters(state);
  const clearHref = hrefFor(withoutFilters(state));
  const filterCount = activeFilterCount(state);
  const { products, total, page, lastPage } = listing;

  return (
    <div className={styles.page}>
      <Seo
        title={pagedTitle(category.name, page, t)}
        shareTitle={category.metaTitle ? pagedTitle(category.metaTitle, page, t) : undefined}
        description={pageDescription(category, subCategories, siteName, t)}
        canonicalUrl={`${siteUrl}${canonicalListingPath(pathname, page)}`}
      />
      <Head>
        {page > 1 && <link key="prev" rel="prev" href={hrefFor(withPage(state, page - 1))} />}
        {page < lastPage && <link key="next" rel="next" href={hrefFor(withPage(state, page + 1))} />}
      </Head>
      <JsonLd
        id="breadcrumb"
        data={breadcrumbJsonLd(
          [
            { name: HOME_CRUMB_NAME, path: HOME_PATH },
            ...trail.map((crumb) => ({ name: crumb.name, path: categoryPath(crumb.slug) })),
            { name: category.name, path: pathname },
          ],
          siteUrl,
        )}
      />

      <Breadcrumb trail={trail} current={category.name} />

      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.count} role="status">
          {productCountLabel(total, locale)}
        </p>
      </header>

      {subCategories && (
        <nav aria-label={t('{name} categories', { name: subCategories.parent.name })} className={styles.subCategoryChips}>
          <ul>
            {subCategories.links.map((link) => (
              <li key={link.slug}>
                <Link href={categoryPath(link.slug)} aria-current={link.slug === category.slug ? 'page' : undefined}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className={styles.layout}>
        <div className={`${styles.backdrop} ${filtersOpen ? styles.backdropShown : ''}`} onClick={closeFilters} aria-hidden="true" />
        <aside
          id={FILTER_DRAWER_ID}
          ref={drawerRef}
          className={`${styles.filters} ${filtersOpen ? styles.filtersOpen : ''}`}
          aria-label={t('Filters')}
          role={filtersOpen ? 'dialog' : undefined}
          aria-modal={filtersOpen ? true : undefined}
          tabIndex={-1}
        >
          <div className={styles.drawerHeader}>
            <h2 className={styles.drawerTitle}>{t('Filters')}</h2>
            <button type="button" className={styles.drawerClose} onClick={closeFilters} aria-label={t('Close filters')}>
              <CloseIcon size={22} />
            </button>
          </div>
          <div className={styles.drawerBody}>
            <FilterPanel
              filters={shown}
              colors={colors}
              sizes={sizes}
              priceBounds={priceSliderBounds(listing.minPrice, listing.maxPrice, state)}
              subCategories={subCategories}
              currentSlug={category.slug}
              onChange={(change) => show(withFilters(shown, change))}
              onLeave={closeFilters}
            />
          </div>
          <div className={styles.drawerFooter}>
            {filtered && (
              <Link href={clearHref} scroll={false} className={styles.drawerClear}>
                {t('Clear filters')}
              </Link>
            )}
            <button type="button" className={styles.drawerDone} onClick={closeFilters}>
              {t('Show {count}', { count: productCountLabel(total, locale) })}
            </button>
          </div>
        </aside>

        <section ref={resultsRef} className={styles.results} aria-labelledby="listing-results-heading">
          {/* The cards' h3 names sit under this heading, which only screen readers need. */}
          <h2 id="listing-results-heading" className={styles.resultsHeading}>
            {t('{name} products', { name: category.name })}
          </h2>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.filterButton}
              onClick={() => setFiltersOpen(true)}
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
              {filterCount > 0 && <span className={styles.filterBadge}>{number(filterCount)}</span>}
            </button>
            <SortSelect value={shown.sort} onChange={(sort) => show(withSort(shown, sort))} />
          </div>

          <ActiveFilters state={state} hrefFor={hrefFor} clearHref={clearHref} />

          {products.length > 0 ? (
            <ListingGrid products={products} label={t('{name} products', { name: category.name })} loading={loading} />
          ) : (
            <div className={styles.empty}>
              {filtered ? (
                <>
                  <h2 className={styles.emptyTitle}>{t('No products match these filters')}</h2>
                  <p className={styles.emptyText}>{t('Try removing a filter or widening the price range.')}</p>
                  <Link href={clearHref} className={styles.emptyAction}>
                    {t('Clear filters')}
                  </Link>
                </>
              ) : (
                <>
                  <h2 className={styles.emptyTitle}>{t('No products in {name} yet', { name: category.name })}</h2>
                  <p className={styles.emptyText}>{t('Have a look around the rest of the shop in the meantime.')}</p>
                  <Link href="/" className={styles.emptyAction}>
                    {t('Continue shopping')}
                  </Link>
                </>
              )}
            </div>
          )}

          <Pagination page={page} lastPage={lastPage} hrefFor={(target) => hrefFor(withPage(state, target))} listingRef={resultsRef} />
        </section>
      </div>
    </div>
  );
}
