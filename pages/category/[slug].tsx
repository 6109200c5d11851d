import type { GetServerSideProps } from 'next';
import { categoryTrail, subCategoryNavigation } from '@/components/category/categoryTree';
import { CategoryTemplate, type CategoryTemplateProps } from '@/components/category/CategoryTemplate';
import { LISTING_PAGE_SIZE, listingPageOf } from '@/components/category/listingPage';
import { backendFailure } from '@/services/backendFailure';
import { getCategoryFacets, getCategoryTree, listCatalog } from '@/services/catalog';
import { isNotFound } from '@/services/http';
import { requestSiteUrl } from '@/services/seo';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';
import { listingHref, parseListingQuery, withPage, type ListingState } from '@/utils/listingQuery';
import { categoryPath } from '@/utils/sitePaths';

// The API refuses longer category slugs; no category has one.
const MAX_SLUG_LENGTH = 150;

async function loadCategory(slug: string, state: ListingState) {
  try {
    const [facets, tree, listing] = await Promise.all([
      getCategoryFacets(slug),
      getCategoryTree(),
      listCatalog({
        category: slug,
        colors: state.colors,
        sizes: state.sizes,
        minPrice: state.minPrice,
        maxPrice: state.maxPrice,
        orderBy: state.sort,
        page: state.page,
        limit: LISTING_PAGE_SIZE,
      }).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    ]);
    return facets?.category && listing ? { facets, category: facets.category, tree, listing } : null;
  } catch (error) {
    throw backendFailure(`Category "${slug}"`, error);
  }
}

export const getServerSideProps: GetServerSideProps<CategoryTemplateProps, { slug: string }> = async ({
  params,
  query,
  req,
  res,
}) => {
  const slug = params?.slug ?? '';
  if (slug === '' || slug.length > MAX_SLUG_LENGTH) return { notFound: true };
  const state = parseListingQuery(query);
  const loaded = await loadCategory(slug, state);
  if (!loaded) return { notFound: true };

  const pathname = categoryPath(slug);
  const listing = listingPageOf(loaded.listing);
  // A page past the end (the listing shrank since the link was shared) shows the last page instead.
  if (state.page > listing.lastPage) {
    return { redirect: { destination: listingHref(pathname, withPage(state, listing.lastPage)), permanent: false } };
  }

  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  const { category, facets, tree } = loaded;
  return {
    props: {
      category: {
        name: category.name,
        slug: category.slug,
        metaTitle: category.meta_title ?? null,
        metaDescription: category.meta_description ?? null,
      },
      trail: categoryTrail(tree, slug)
        .slice(0, -1)
        .map((node) => ({ name: node.name, slug: node.slug })),
      subCategories: subCategoryNavigation(tree, slug),
      colors: facets.colors,
      sizes: facets.sizes,
      listing,
      state,
      siteUrl: requestSiteUrl(req),
    },
  };
};

export default function CategoryPage(props: CategoryTemplateProps) {
  return <CategoryTemplate {...props} />;
}
