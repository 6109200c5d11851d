import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { BlogSummary, HomeBanner, HomeCategoryProducts } from '@/contract/home';
import type { BannerPlacement } from '@/services/home';
import type { HomeSection, LoadedCampaigns } from '@/store/api/homeApi';
import { BannerRow, type BannerShape } from './BannerRow';
import { BLOG_TEASER_COUNT, BlogSection } from './BlogSection';
import { CampaignSection } from './CampaignSection';
import { CategoryTiles } from './CategoryTiles';
import { LazySection } from './LazySection';
import { ProductRow } from './ProductRow';
import {
  BLOG_PLACEHOLDER,
  bannerRowPlaceholder,
  CAMPAIGN_PLACEHOLDER,
  CATEGORY_TILES_PLACEHOLDER,
  PRODUCT_ROW_PLACEHOLDER,
} from './skeletons';

// The sections further down the page: each loads on the client when it scrolls near.

const isNotEmpty = (list: unknown[]) => list.length > 0;

const HOT_DEALS: HomeSection<'hot-deals'> = { kind: 'hot-deals' };

export function HotDeals() {
  return (
    <LazySection section={HOT_DEALS} hasContent={isNotEmpty} placeholder={PRODUCT_ROW_PLACEHOLDER}>
      {(products: ProductListItem[]) => <ProductRow title="Hot deals" products={products} />}
    </LazySection>
  );
}

const bannerSections: Record<BannerPlacement, HomeSection<'banners'>> = {
  'all-banner-ad': { kind: 'banners', placement: 'all-banner-ad' },
  'home-banner-one': { kind: 'banners', placement: 'home-banner-one' },
  'home-banner-two': { kind: 'banners', placement: 'home-banner-two' },
  'home-banner-three': { kind: 'banners', placement: 'home-banner-three' },
  'home-two-banner': { kind: 'banners', placement: 'home-two-banner' },
};

interface HomeBannersProps {
  placement: BannerPlacement;
  label: string;
  shape: BannerShape;
  /** How many banners the placeholder expects side by side. */
  expectedCount: number;
}

export function HomeBanners({ placement, label, shape, expectedCount }: HomeBannersProps) {
  return (
    <LazySection
      section={bannerSections[placement]}
      hasContent={isNotEmpty}
      placeholder={bannerRowPlaceholder(expectedCount, shape)}
    >
      {(banners: HomeBanner[]) => <BannerRow label={label} banners={banners} shape={shape} />}
    </LazySection>
  );
}

const NEW_ARRIVAL_CATEGORIES: HomeSection<'categories'> = { kind: 'categories', list: 'new-arrival' };
const BEST_SELLING_CATEGORIES: HomeSection<'categories'> = { kind: 'categories', list: 'best-selling' };

export function NewArrivalCategories() {
  return (
    <LazySection
      section={NEW_ARRIVAL_CATEGORIES}
      hasContent={isNotEmpty}
      placeholder={CATEGORY_TILES_PLACEHOLDER}
    >
      {(categories: CategoryTile[]) => <CategoryTiles title="New in by category" categories={categories} tileStyle="cover" />}
    </LazySection>
  );
}

export function BestSellingCategories() {
  return (
    <LazySection
      section={BEST_SELLING_CATEGORIES}
      hasContent={isNotEmpty}
      placeholder={CATEGORY_TILES_PLACEHOLDER}
    >
      {(categories: CategoryTile[]) => <CategoryTiles title="Best-selling categories" categories={categories} tileStyle="cover" />}
    </LazySection>
  );
}

const CAMPAIGNS: HomeSection<'campaigns'> = { kind: 'campaigns' };
const hasCampaignProducts = ({ campaigns }: LoadedCampaigns) => campaigns.some((campaign) => campaign.products.length > 0);

export function Campaigns() {
  return (
    <LazySection section={CAMPAIGNS} hasContent={hasCampaignProducts} placeholder={CAMPAIGN_PLACEHOLDER}>
      {({ campaigns, loadedAt }: LoadedCampaigns) =>
        campaigns.map((campaign) => <CampaignSection key={campaign.id} campaign={campaign} loadedAt={loadedAt} />)
      }
    </LazySection>
  );
}

const HOME_CATEGORY_PRODUCTS: HomeSection<'category-products'> = { kind: 'category-products' };
const hasCategoryProducts = (rows: HomeCategoryProducts[]) => rows.some((row) => row.products.length > 0);

export function HomeCategoryRows() {
  return (
    <LazySection
      section={HOME_CATEGORY_PRODUCTS}
      hasContent={hasCategoryProducts}
      placeholder={PRODUCT_ROW_PLACEHOLDER}
    >
      {(rows: HomeCategoryProducts[]) =>
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

const LATEST_BLOGS: HomeSection<'blogs'> = { kind: 'blogs', limit: BLOG_TEASER_COUNT };

export function LatestBlogs() {
  return (
    <LazySection section={LATEST_BLOGS} hasContent={isNotEmpty} placeholder={BLOG_PLACEHOLDER}>
      {(posts: BlogSummary[]) => <BlogSection posts={posts} />}
    </LazySection>
  );
}
