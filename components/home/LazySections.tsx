import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { BlogSummary, Campaign, HomeBanner, HomeCategoryProducts } from '@/contract/home';
import { getBanners, getCampaigns, getCategoryList, getHomeCategoryProducts, getHomeProducts, getLatestBlogs, HOT_DEAL_LIMIT, type BannerPlacement } from '@/services/home';
import { BannerRow, type BannerShape } from './BannerRow';
import { BLOG_TEASER_COUNT, BlogSection } from './BlogSection';
import { CampaignSection } from './CampaignSection';
import { CategoryTiles } from './CategoryTiles';
import { LazySection } from './LazySection';
import { ProductRow } from './ProductRow';
import { BannerRowSkeleton, BlogSkeleton, CampaignSkeleton, CategoryTilesSkeleton, ProductRowSkeleton } from './skeletons';

// The sections further down the page: each loads on the client when it scrolls near.

const isNotEmpty = (list: unknown[]) => list.length > 0;

const loadHotDeals = (signal: AbortSignal) => getHomeProducts('hot-deal', HOT_DEAL_LIMIT, { signal });

export function HotDeals() {
  return (
    <LazySection<ProductListItem[]> load={loadHotDeals} hasContent={isNotEmpty} skeleton={<ProductRowSkeleton />}>
      {(products) => <ProductRow title="Hot deals" products={products} />}
    </LazySection>
  );
}

const bannerLoaders: Record<BannerPlacement, (signal: AbortSignal) => Promise<HomeBanner[]>> = {
  'all-banner-ad': (signal) => getBanners('all-banner-ad', { signal }),
  'home-banner-one': (signal) => getBanners('home-banner-one', { signal }),
  'home-banner-two': (signal) => getBanners('home-banner-two', { signal }),
  'home-banner-three': (signal) => getBanners('home-banner-three', { signal }),
  'home-two-banner': (signal) => getBanners('home-two-banner', { signal }),
};

interface HomeBannersProps {
  placement: BannerPlacement;
  label: string;
  shape: BannerShape;
  /** How many banners the skeleton expects side by side. */
  expectedCount: number;
}

export function HomeBanners({ placement, label, shape, expectedCount }: HomeBannersProps) {
  return (
    <LazySection<HomeBanner[]>
      load={bannerLoaders[placement]}
      hasContent={isNotEmpty}
      skeleton={<BannerRowSkeleton columns={expectedCount} shape={shape} />}
    >
      {(banners) => <BannerRow label={label} banners={banners} shape={shape} />}
    </LazySection>
  );
}

const loadNewArrivalCategories = (signal: AbortSignal) => getCategoryList('new-arrival', { signal });
const loadBestSellingCategories = (signal: AbortSignal) => getCategoryList('best-selling', { signal });

export function NewArrivalCategories() {
  return (
    <LazySection<CategoryTile[]>
      load={loadNewArrivalCategories}
      hasContent={isNotEmpty}
      skeleton={<CategoryTilesSkeleton />}
    >
      {(categories) => <CategoryTiles title="New in by category" categories={categories} tileStyle="cover" />}
    </LazySection>
  );
}

export function BestSellingCategories() {
  return (
    <LazySection<CategoryTile[]>
      load={loadBestSellingCategories}
      hasContent={isNotEmpty}
      skeleton={<CategoryTilesSkeleton />}
    >
      {(categories) => <CategoryTiles title="Best-selling categories" categories={categories} tileStyle="cover" />}
    </LazySection>
  );
}

interface LoadedCampaigns {
  campaigns: Campaign[];
  loadedAt: number;
}

const loadCampaigns = async (signal: AbortSignal): Promise<LoadedCampaigns> => ({
  campaigns: await getCampaigns({ signal }),
  loadedAt: Date.now(),
});
const hasCampaignProducts = ({ campaigns }: LoadedCampaigns) => campaigns.some((campaign) => campaign.products.length > 0);

export function Campaigns() {
  return (
    <LazySection<LoadedCampaigns> load={loadCampaigns} hasContent={hasCampaignProducts} skeleton={<CampaignSkeleton />}>
      {({ campaigns, loadedAt }) =>
        campaigns.map((campaign) => <CampaignSection key={campaign.id} campaign={campaign} loadedAt={loadedAt} />)
      }
    </LazySection>
  );
}

const loadHomeCategoryProducts = (signal: AbortSignal) => getHomeCategoryProducts({ signal });
const hasCategoryProducts = (rows: HomeCategoryProducts[]) => rows.some((row) => row.products.length > 0);

export function HomeCategoryRows() {
  return (
    <LazySection<HomeCategoryProducts[]>
      load={loadHomeCategoryProducts}
      hasContent={hasCategoryProducts}
      skeleton={<ProductRowSkeleton />}
    >
      {(rows) =>
        rows.map(({ category, products }) => (
          <ProductRow
            key={category.id}
            title={category.name}
            products={products}
            viewAllHref={`/category/${category.slug}`}
          />
        ))
      }
    </LazySection>
  );
}

const loadBlogs = (signal: AbortSignal) => getLatestBlogs(BLOG_TEASER_COUNT, { signal });

export function LatestBlogs() {
  return (
    <LazySection<BlogSummary[]> load={loadBlogs} hasContent={isNotEmpty} skeleton={<BlogSkeleton />}>
      {(posts) => <BlogSection posts={posts} />}
    </LazySection>
  );
}
