import { useRef } from 'react';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import type { ColorFacet } from '@/contract/catalog';
import { withPage, type ListingState } from '@/utils/listingQuery';
import { categoryPath } from '@/utils/sitePaths';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumb } from './Breadcrumb';
import { CategoryHead, type CategoryPageCategory } from './CategoryHead';
import type { CategoryLink, SubCategoryNavigation } from './categoryTree';
import { EmptyListing } from './EmptyListing';
import { FilterDrawer, useFilterDrawer } from './FilterDrawer';
import { ListingGrid } from './ListingGrid';
import { ListingToolbar } from './ListingToolbar';
import { productCountLabel, type ListingPage } from './listingPage';
import { Pagination } from './Pagination';
import { useListingQuery } from './useListingQuery';
import styles from './CategoryTemplate.module.scss';

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
  const t = useText('category');
  const { locale } = useFormat();
  const query = useListingQuery(categoryPath(category.slug), state);
  const drawer = useFilterDrawer();
  const resultsRef = useRef<HTMLElement>(null);
  const { products, total, page, lastPage } = listing;

  return (
    <div className={styles.page}>
      <CategoryHead
        category={category}
        trail={trail}
        subCategories={subCategories}
        state={state}
        page={page}
        lastPage={lastPage}
        hrefFor={query.hrefFor}
        siteUrl={siteUrl}
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
        <FilterDrawer
          drawer={drawer}
          query={query}
          state={state}
          listing={listing}
          colors={colors}
          sizes={sizes}
          subCategories={subCategories}
          currentSlug={category.slug}
        />

        <section ref={resultsRef} className={styles.results} aria-labelledby="listing-results-heading">
          {/* The cards' h3 names sit under this heading, which only screen readers need. */}
          <h2 id="listing-results-heading" className={styles.resultsHeading}>
            {t('{name} products', { name: category.name })}
          </h2>
          <ListingToolbar query={query} filtersOpen={drawer.open} onOpenFilters={drawer.openDrawer} />

          <ActiveFilters state={state} hrefFor={query.hrefFor} clearHref={query.clearHref} />

          {products.length > 0 ? (
            <ListingGrid products={products} label={t('{name} products', { name: category.name })} loading={query.loading} />
          ) : (
            <EmptyListing categoryName={category.name} filtered={query.filtered} clearHref={query.clearHref} />
          )}

          <Pagination page={page} lastPage={lastPage} hrefFor={(target) => query.hrefFor(withPage(state, target))} listingRef={resultsRef} />
        </section>
      </div>
    </div>
  );
}
