import { delay, http, HttpResponse } from 'msw';
import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { BlogSummary, Campaign, FlashDeal, HomeBanner, HomeCategoryProducts, HomeSlide } from '@/contract/home';

// The home endpoints of the commerce API as MSW handlers, with small fixtures.

export const API = 'http://localhost/api';

export function product(id: number, name: string, overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    thumbnail_image: `/media/products/tshirt/222222/front.svg`,
    hover_image: null,
    base_price: 950,
    base_discounted_price: 950,
    main_price: 950,
    stroked_price: 950,
    discount: 0,
    discount_percent: 0,
    has_discount: false,
    rating: 0,
    rating_count: 0,
    sales: 0,
    current_stock: 5,
    is_negative: 0,
    choice_options: [],
    ...overrides,
  };
}

export function products(count: number, prefix: string, firstId = 1): ProductListItem[] {
  return Array.from({ length: count }, (_, index) => product(firstId + index, `${prefix} ${index + 1}`));
}

export function category(id: number, name: string): CategoryTile {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    slug,
    icon: `/media/icons/tshirt/${slug}.svg`,
    banner: null,
    cover_image: `/media/banners/square/1f2a4a/${name}.svg`,
    number_of_products: id,
  };
}

export function banner(id: number, title: string, url: string | null = null): HomeBanner {
  return { id, title, photo: `/media/banners/box/1f2a4a/${encodeURIComponent(title)}.svg`, url, position: id };
}

export const SLIDES: HomeSlide[] = [
  {
    id: 1,
    title: 'Eid Collection',
    subtitle: 'Panjabi and three-piece for the festive season',
    photo: '/media/banners/slider/7b1e2b/Eid%20Collection.svg',
    link: '/category/panjabi',
    video_link: null,
  },
  {
    id: 2,
    title: 'Jamdani Heritage',
    subtitle: null,
    photo: '/media/banners/slider/00897b/Jamdani%20Heritage.svg',
    link: null,
    video_link: null,
  },
];

export function flashDeal(endDate: string, dealProducts: ProductListItem[] = products(3, 'Flash Tee', 300)): FlashDeal {
  return {
    id: 1,
    title: 'Mega Flash Sale',
    slug: 'mega-flash-sale',
    banner: null,
    background_color: '#c62828',
    text_color: '#ffffff',
    start_date: '2026-11-20T00:00:00.000Z',
    end_date: endDate,
    products: dealProducts,
  };
}

export const CAMPAIGN: Campaign = {
  id: 1,
  title: 'Eid Campaign',
  slug: 'eid-campaign',
  subtitle: 'Panjabi, saree and three-piece',
  banner: '/media/banners/slider/7b1e2b/Eid.svg',
  start_date: '2026-11-15T00:00:00.000Z',
  end_date: '2099-12-13T00:00:00.000Z',
  products: [product(400, 'Campaign Saree')],
};

export const HOME_CATEGORY_ROWS: HomeCategoryProducts[] = [
  { category: { id: 1, name: 'Men', slug: 'men', banner: null }, products: [product(500, 'Jogger Cotton Pants')] },
  { category: { id: 3, name: 'Kids', slug: 'kids', banner: null }, products: [product(501, 'Baby Jhabla Set')] },
];

export const BLOGS: BlogSummary[] = [
  {
    id: 1,
    title: 'How to Choose the Perfect Eid Panjabi',
    slug: 'how-to-choose-the-perfect-eid-panjabi',
    category: 'Style Guide',
    short_description: 'Fabric, fit and colour.',
    banner: '/media/banners/box/7b1e2b/Eid.svg',
    created_at: '2026-11-17T03:24:26.478Z',
  },
];

export interface HomeApiContent {
  hotDeals: ProductListItem[];
  banners: Partial<Record<string, HomeBanner[]>>;
  newArrivalCategories: CategoryTile[];
  bestSellingCategories: CategoryTile[];
  campaigns: Campaign[];
  homeCategoryRows: HomeCategoryProducts[];
  blogs: BlogSummary[];
}

export const HOME_API_CONTENT: HomeApiContent = {
  hotDeals: products(3, 'Hot Deal', 200),
  banners: {
    'home-banner-one': [banner(3, 'Panjabi Festival', '/category/panjabi')],
    'home-banner-two': [banner(6, 'Denim Days', '/category/men-jeans')],
    'home-banner-three': [banner(8, 'Step Out in Style', '/category/footwear')],
    'home-two-banner': [banner(10, 'Handloom Tant', 'https://example.com/tant')],
  },
  newArrivalCategories: [category(2, 'Women'), category(3, 'Kids')],
  bestSellingCategories: [category(1, 'Men')],
  campaigns: [CAMPAIGN],
  homeCategoryRows: HOME_CATEGORY_ROWS,
  blogs: BLOGS,
};

export interface SeenHomeRequest {
  path: string;
  search: string;
}

const read = <Data>(data: Data) => HttpResponse.json({ success: true, status: 200, data });

/** One page of a listing, its pagination as the contract has it. */
const listingPage = <Item>(data: Item[]) =>
  HttpResponse.json({ success: true, status: 200, data, meta: { current_page: 1, last_page: 1, total: data.length } });

/**
 * The endpoints the lazily loaded home sections call. `latency` holds every answer back so a test can
 * see the skeletons; `seen` records each request.
 */
export function homeApiHandlers(
  content: Partial<HomeApiContent> = {},
  { latency = 0, seen = [] as SeenHomeRequest[] }: { latency?: number; seen?: SeenHomeRequest[] } = {},
) {
  const answers: HomeApiContent = { ...HOME_API_CONTENT, ...content };
  const answer =
    <Data>(data: () => Data, envelope: (data: Data) => Response = read) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      seen.push({ path: url.pathname, search: url.search });
      if (latency > 0) await delay(latency);
      return envelope(data());
    };
  return [
    http.get(`${API}/v3/products`, answer(() => answers.hotDeals, listingPage)),
    http.get(`${API}/v2/:placement`, async (info) => {
      const placement = String(info.params.placement);
      const banners = answers.banners[placement];
      if (!banners) return undefined;
      return answer(() => banners)(info);
    }),
    http.get(`${API}/v2/new-arrival/categories`, answer(() => answers.newArrivalCategories)),
    http.get(`${API}/v2/best-selling-categories`, answer(() => answers.bestSellingCategories)),
    http.get(`${API}/v2/campaign`, answer(() => answers.campaigns)),
    http.get(`${API}/v2/categories/home-categories-product`, answer(() => answers.homeCategoryRows)),
    http.get(`${API}/v2/blog`, answer(() => answers.blogs)),
  ];
}
