import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  BestSellingCategories,
  Campaigns,
  HomeBanners,
  HomeCategoryRows,
  HotDeals,
  LatestBlogs,
  NewArrivalCategories,
} from '@/components/home/LazySections';
import { NEAR_VIEWPORT_MARGIN } from '@/hooks/useNearViewport';
import { withFakeIntersectionObserver } from '../../hooks/support/fakeIntersectionObserver';
import { renderHome, renderSettled, sectionsSettled } from './support/renderHome';
import { API, homeApiHandlers, products, type SeenHomeRequest } from './support/homeApi';

jest.mock('swiper', () => jest.requireActual('./support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('./support/fakeSwiper').swiperModules);

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('the sections further down the home page', () => {
  it('each shows its data once loaded', async () => {
    server.use(...homeApiHandlers());
    await renderSettled(
      <>
        <HotDeals />
        <HomeBanners placement="home-banner-one" label="Collections" shape="box" expectedCount={3} />
        <HomeBanners placement="home-two-banner" label="Handpicked" shape="tall" expectedCount={2} />
        <NewArrivalCategories />
        <BestSellingCategories />
        <Campaigns />
        <HomeCategoryRows />
        <LatestBlogs />
      </>,
    );

    expect(within(section('Hot deals')).getByRole('link', { name: 'Hot Deal 1' })).toHaveAttribute(
      'href',
      '/details/hot-deal-1',
    );
    expect(within(section('Collections')).getByRole('link', { name: 'Panjabi Festival' })).toHaveAttribute(
      'href',
      '/category/panjabi',
    );
    expect(within(section('Handpicked')).getByRole('link', { name: 'Handloom Tant' })).toHaveAttribute(
      'href',
      'https://example.com/tant',
    );
    const newIn = section('New in by category');
    expect(within(newIn).getByRole('link', { name: /Kids/ })).toHaveAttribute('href', '/category/kids');
    expect(within(newIn).getByText('3 products')).toBeInTheDocument();
    expect(within(section('Best-selling categories')).getByRole('link', { name: /Men/ })).toHaveAttribute(
      'href',
      '/category/men',
    );

    const campaign = section('Eid Campaign');
    expect(within(campaign).getByText('Panjabi, saree and three-piece')).toBeInTheDocument();
    expect(within(campaign).getByRole('timer')).toBeInTheDocument();
    expect(within(campaign).getByRole('link', { name: 'Campaign Saree' })).toBeInTheDocument();

    const kids = section('Kids');
    expect(within(kids).getByRole('link', { name: 'Baby Jhabla Set' })).toHaveAttribute('href', '/details/baby-jhabla-set');
    expect(within(kids).getByRole('link', { name: 'View all: Kids' })).toHaveAttribute('href', '/category/kids');
    expect(within(section('Men')).getByRole('link', { name: 'View all: Men' })).toHaveAttribute('href', '/category/men');

    const journal = section('From the journal');
    expect(within(journal).getByRole('heading', { name: 'How to Choose the Perfect Eid Panjabi' })).toBeInTheDocument();
    expect(within(journal).getByText('Style Guide')).toBeInTheDocument();
    expect(within(journal).getByText('17 Nov 2026')).toHaveAttribute('datetime', '2026-11-17T03:24:26.478Z');
  });

  it('show skeletons while loading, at the size of what replaces them', async () => {
    server.use(...homeApiHandlers({}, { latency: 150 }));
    const { container } = renderHome(
      <>
        <HotDeals />
        <HomeBanners placement="home-banner-two" label="Shop the look" shape="box" expectedCount={2} />
        <NewArrivalCategories />
        <Campaigns />
        <LatestBlogs />
      </>,
    );
    expect(screen.getByTestId('product-row-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('banner-row-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('category-tiles-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('blog-skeleton')).toBeInTheDocument();
    // Each placeholder is one pulsing element, whatever its section holds once loaded.
    const placeholders = [...container.querySelectorAll('[aria-busy="true"]')];
    expect(placeholders).toHaveLength(5);
    expect(placeholders.map((placeholder) => placeholder.childElementCount)).toEqual([0, 0, 0, 0, 0]);
    expect(container.querySelectorAll('[aria-busy="true"].pulse')).toHaveLength(5);
    expect(container.childElementCount).toBe(5);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await sectionsSettled(container);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(section('Hot deals')).toBeInTheDocument();
    expect(section('From the journal')).toBeInTheDocument();
  });

  it('asks for 10 hot deals and shows at most 10', async () => {
    const seen: SeenHomeRequest[] = [];
    server.use(...homeApiHandlers({ hotDeals: products(12, 'Hot Deal') }, { seen }));
    await renderSettled(<HotDeals />);

    expect(seen).toEqual([{ path: '/api/v3/products', search: '?hot_deal=1&limit=10' }]);
    // The row shows the slides that fit first; all 10 once its carousel starts.
    await waitFor(() => expect(within(section('Hot deals')).getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByRole('link', { name: 'Hot Deal 11' })).not.toBeInTheDocument();
  });

  it('are left out when they have nothing to show', async () => {
    server.use(
      ...homeApiHandlers({
        hotDeals: [],
        banners: { 'home-banner-three': [] },
        bestSellingCategories: [],
        campaigns: [],
        homeCategoryRows: [],
        blogs: [],
      }),
    );
    const { container } = await renderSettled(
      <>
        <HotDeals />
        <HomeBanners placement="home-banner-three" label="More to explore" shape="box" expectedCount={2} />
        <BestSellingCategories />
        <Campaigns />
        <HomeCategoryRows />
        <LatestBlogs />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('ask once for content that two sections on the page show', async () => {
    const seen: SeenHomeRequest[] = [];
    server.use(...homeApiHandlers({}, { seen }));
    await renderSettled(
      <>
        <HomeBanners placement="home-banner-one" label="Collections" shape="box" expectedCount={3} />
        <HomeBanners placement="home-banner-one" label="More collections" shape="box" expectedCount={3} />
      </>,
    );

    expect(within(section('Collections')).getByRole('link', { name: 'Panjabi Festival' })).toBeInTheDocument();
    expect(within(section('More collections')).getByRole('link', { name: 'Panjabi Festival' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('are left out when their content cannot be loaded', async () => {
    server.use(
      http.get(`${API}/v3/products`, () => HttpResponse.json({ result: false, message: 'Something went wrong' }, { status: 500 })),
      http.get(`${API}/v2/blog`, () => HttpResponse.error()),
    );
    const { container } = await renderSettled(
      <>
        <HotDeals />
        <LatestBlogs />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('loading when scrolled near', () => {
  const observers = withFakeIntersectionObserver();

  it('asks for nothing until the section comes within 200px of the viewport', async () => {
    const seen: SeenHomeRequest[] = [];
    server.use(...homeApiHandlers({}, { seen }));
    const { container } = renderHome(<LatestBlogs />);

    expect(NEAR_VIEWPORT_MARGIN).toBe('200px');
    expect(observers.map((observer) => observer.margin)).toContain('200px');
    act(() => observers.forEach((observer) => observer.trigger(false)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(screen.getByTestId('blog-skeleton')).toBeInTheDocument();

    act(() => observers.forEach((observer) => observer.trigger(true)));
    await sectionsSettled(container);
    expect(seen).toEqual([{ path: '/api/v2/blog', search: '?limit=3' }]);
    expect(section('From the journal')).toBeInTheDocument();
  });
});
