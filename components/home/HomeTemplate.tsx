import { HydrationPart } from '@/components/app/HydrationPart';
import { ErrorNotice } from '@/components/common/ErrorNotice';
import { ProductGrid } from '@/components/product/ProductGrid';
import { useText } from '@/hooks/useLocale';
import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { FlashDeal, HomeBanner, HomeSlide } from '@/contract/home';
import { BannerRow } from './BannerRow';
import { CategoryTiles } from './CategoryTiles';
import { FlashDealSection } from './FlashDealSection';
import {
  BestSellingCategories,
  Campaigns,
  HomeBanners,
  HomeCategoryRows,
  HotDeals,
  LatestBlogs,
  NewArrivalCategories,
} from './LazySections';
import { MainSlider } from './MainSlider';
import { ProductRow } from './ProductRow';
import styles from './HomeTemplate.module.scss';

/** The sections the server renders, so crawlers read them and the first screen needs no request. */
export interface HomeContent {
  slides: HomeSlide[];
  trendingCategories: CategoryTile[];
  featuredProducts: ProductListItem[];
  flashDeals: FlashDeal[];
  offerBanners: HomeBanner[];
  newArrivalProducts: ProductListItem[];
  topSellingProducts: ProductListItem[];
}

export const EMPTY_HOME_CONTENT: HomeContent = {
  slides: [],
  trendingCategories: [],
  featuredProducts: [],
  flashDeals: [],
  offerBanners: [],
  newArrivalProducts: [],
  topSellingProducts: [],
};

export interface HomeTemplateProps extends HomeContent {
  errorMessage: string | null;
  /** When the server rendered the page (ms): countdowns start from it so both renders agree. */
  renderedAt: number;
}

// The featured grid's first row loads eagerly; a desktop row holds four cards.
const FIRST_ROW_SIZE = 4;

// Each server-rendered section hydrates as a part of its own (HydrationPart), after the rest of the page,
// so the page's hydration is not one long task. The sections that load later are one placeholder each.
export function HomeTemplate({ errorMessage, renderedAt, ...content }: HomeTemplateProps) {
  const t = useText('home');
  if (errorMessage) {
    return (
      <div className={styles.page}>
        <ErrorNotice message={errorMessage} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <HydrationPart>
        <MainSlider slides={content.slides} />
      </HydrationPart>
      <HydrationPart>
        <CategoryTiles
          title="Trending categories"
          categories={content.trendingCategories}
          tileStyle="icon"
          eagerImages
        />
      </HydrationPart>
      {content.featuredProducts.length > 0 && (
        <HydrationPart>
          <ProductGrid title={t('Featured')} products={content.featuredProducts} eagerImages={FIRST_ROW_SIZE} />
        </HydrationPart>
      )}
      {content.flashDeals.map((deal) => (
        <HydrationPart key={deal.id}>
          <FlashDealSection deal={deal} renderedAt={renderedAt} />
        </HydrationPart>
      ))}
      <HydrationPart>
        <BannerRow label="Offers" banners={content.offerBanners} shape="wide" />
      </HydrationPart>
      <HydrationPart>
        <ProductRow title="New arrivals" products={content.newArrivalProducts} />
      </HydrationPart>
      <HomeBanners placement="home-banner-one" label="Collections" shape="box" expectedCount={3} />
      <HydrationPart>
        <ProductRow title="Top selling" products={content.topSellingProducts} />
      </HydrationPart>
      <NewArrivalCategories />
      <HomeBanners placement="home-banner-two" label="Shop the look" shape="box" expectedCount={2} />
      <HotDeals />
      <Campaigns />
      <HomeBanners placement="home-two-banner" label="Handpicked" shape="tall" expectedCount={2} />
      <HomeCategoryRows />
      <BestSellingCategories />
      <HomeBanners placement="home-banner-three" label="More to explore" shape="box" expectedCount={2} />
      <LatestBlogs />
    </div>
  );
}
