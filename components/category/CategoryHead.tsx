import Head from 'next/head';
import { JsonLd } from '@/components/seo/JsonLd';
import { Seo } from '@/components/seo/Seo';
import { useText, type Translate } from '@/hooks/useLocale';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { canonicalListingPath, withPage, type ListingState } from '@/utils/listingQuery';
import { categoryPath, HOME_PATH } from '@/utils/sitePaths';
import { breadcrumbJsonLd, HOME_CRUMB_NAME } from '@/utils/structuredData';
import type { CategoryLink, SubCategoryNavigation } from './categoryTree';

export interface CategoryPageCategory {
  name: string;
  slug: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

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

interface CategoryHeadProps {
  category: CategoryPageCategory;
  trail: CategoryLink[];
  subCategories: SubCategoryNavigation | null;
  state: ListingState;
  page: number;
  lastPage: number;
  hrefFor: (next: ListingState) => string;
  siteUrl: string;
}

/** What search engines read of a category page: title, description, canonical URL, page links, breadcrumb data. */
export function CategoryHead({ category, trail, subCategories, state, page, lastPage, hrefFor, siteUrl }: CategoryHeadProps) {
  const siteName = useAppSelector((appState) => selectBusinessSetting(appState, 'site_name'));
  const t = useText('category');
  const pathname = categoryPath(category.slug);
  return (
    <>
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
    </>
  );
}
