import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { BlogSummary, Campaign, HomeBanner, HomeCategoryProducts } from '@/contract/home';
import {
  getBanners,
  getCampaigns,
  getCategoryList,
  getHomeCategoryProducts,
  getHomeProducts,
  getLatestBlogs,
  HOT_DEAL_LIMIT,
  type BannerPlacement,
  type CategoryList,
} from '@/services/home';
import { fromService, shopApi } from './shopApi';

/** The campaigns with the time they arrived, from which their countdowns run. */
export interface LoadedCampaigns {
  campaigns: Campaign[];
  loadedAt: number;
}

/** What each section further down the home page shows, by the section's kind. */
interface HomeSectionContent {
  'hot-deals': ProductListItem[];
  banners: HomeBanner[];
  categories: CategoryTile[];
  campaigns: LoadedCampaigns;
  'category-products': HomeCategoryProducts[];
  blogs: BlogSummary[];
}

export type HomeSectionKind = keyof HomeSectionContent;
export type HomeSectionData<Kind extends HomeSectionKind> = HomeSectionContent[Kind];

type AnyHomeSection =
  | { kind: 'hot-deals' }
  | { kind: 'banners'; placement: BannerPlacement }
  | { kind: 'categories'; list: CategoryList }
  | { kind: 'campaigns' }
  | { kind: 'category-products' }
  | { kind: 'blogs'; limit: number };

/** A home section's content to ask for: its kind and what picks it (a placement, a list, a count). */
export type HomeSection<Kind extends HomeSectionKind = HomeSectionKind> = Extract<AnyHomeSection, { kind: Kind }>;

async function loadSection(section: HomeSection, signal: AbortSignal): Promise<HomeSectionContent[HomeSectionKind]> {
  switch (section.kind) {
    case 'hot-deals':
      return getHomeProducts('hot-deal', HOT_DEAL_LIMIT, { signal });
    case 'banners':
      return getBanners(section.placement, { signal });
    case 'categories':
      return getCategoryList(section.list, { signal });
    case 'campaigns':
      return { campaigns: await getCampaigns({ signal }), loadedAt: Date.now() };
    case 'category-products':
      return getHomeCategoryProducts({ signal });
    case 'blogs':
      return getLatestBlogs(section.limit, { signal });
  }
}

// The home page's content is public, the same for every visitor.
const homeApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    homeSection: build.query<HomeSectionContent[HomeSectionKind], HomeSection>({
      queryFn: fromService(loadSection),
    }),
  }),
});

export const { useHomeSectionQuery } = homeApi;
