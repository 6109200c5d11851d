/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import Head from 'next/head';
import { useRef } from 'react';
import { Breadcrumb } from '@/components/category/Breadcrumb';
import { ListingGrid } from '@/components/category/ListingGrid';
import { productCountLabel, type ListingPage } from '@/components/category/listingPage';
import { Pagination } from '@/components/category/Pagination';
import { SortSelect } from '@/components/category/SortSelect';
import { useListingNavigation } from '@/components/category/useListingNavigation';
import { Link } from '@/components/common/Link';
import { usePageTitle } from '@/components/seo/usePageTitle';
import { useFormat, useText } from '@/hooks/useLocale';
import type { CategoryTile } from '@/contract/catalog';
import { listingHref, withPage, withSort, type ListingState } from '@/utils/listingQuery';
import { categoryPath } from '@/utils/sitePaths';
import { SEARCH_PATH, SearchBox } from './SearchBox';
import styles from './SearchTemplate.module.scss';

export interface SearchTemplateProps {
  /** What was searched for; empty when the page was opened without a term. */
  term: string;
  /** Null without a term. */
  listing: ListingPage | null;
  state: ListingState;
  /** Offered as a way on when nothing was found (or nothing searched). */
  popularCategories: CategoryTile[];
}

function PopularCategories({ categories }: { categories: CategoryTile[] }) {
  const t = useText('search');
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="popular-categories" className={styles.popular}>
      <h2 id="popular-categories" className={styles.popularTitle}>
        {t('Popular categories')}
      </h2>
      <ul className={styles.popularList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryPath(category.slug)} className={styles.popularLink}>
              {category.icon && <img src={category.icon} alt="" width={40} height={40} loading="lazy" className={styles.popularIcon} />}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/search?q=`: the products matching a term, sorted and paginated like a category. */
export function SearchTemplate({ term, listing, state, popularCategories }: SearchTemplateProps) {
  const { showListing, loading } = useListingNavigation();
  const t = useText('search');
  const { locale } = useFormat();
  const hrefFor = (next: ListingState) => listingHref(SEARCH_PATH, next, { q: term });
  const resultsRef = useRef<HTMLElement>(null);
  const heading = term ? t('Search results for “{term}”', { term }) : t('Search');
  const title = usePageTitle(heading);

  return (
    <div className={styles.page}>
      <Head>
        <title>{title}</title>
        {/* Result pages are endless variations of the category pages: crawlers follow, never index. */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <Breadcrumb trail={[]} current={t('Search')} />

      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {listing && listing.total > 0 && (
          <p className={styles.count} role="status">
            {productCountLabel(listing.total, locale)}
          </p>
        )}
      </header>

      {!listing && (
        <div className={styles.prompt}>
          <p className={styles.promptText}>{t('What are you looking for today?')}</p>
          <SearchBox />
          <PopularCategories categories={popularCategories} />
        </div>
      )}

      {listing && listing.total === 0 && (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('No products found for “{term}”', { term })}</h2>
          <p className={styles.emptyText}>{t('Check the spelling, try a more general word, or browse a category instead.')}</p>
          <Link href="/" className={styles.emptyAction}>
            {t('Back to the home page')}
          </Link>
          <PopularCategories categories={popularCategories} />
        </div>
      )}

      {listing && listing.total > 0 && (
        <section ref={resultsRef} aria-label={t('Products matching {term}', { term })}>
          <div className={styles.toolbar}>
            <SortSelect value={state.sort} onChange={(sort) => showListing(hrefFor(withSort(state, sort)))} />
          </div>
          <ListingGrid products={listing.products} label={t('Products matching {term}', { term })} loading={loading} fullWidth />
          <Pagination page={listing.page} lastPage={listing.lastPage} hrefFor={(page) => hrefFor(withPage(state, page))} listingRef={resultsRef} />
        </section>
      )}
    </div>
  );
}
