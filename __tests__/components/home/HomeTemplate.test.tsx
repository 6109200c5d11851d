import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { EMPTY_HOME_CONTENT, HomeTemplate, type HomeTemplateProps } from '@/components/home/HomeTemplate';
import { makeStore } from '@/store/store';
import { withFakeIntersectionObserver } from '../../hooks/support/fakeIntersectionObserver';
import { renderHome, renderSettled } from './support/renderHome';
import { API, banner, category, flashDeal, homeApiHandlers, products, SLIDES } from './support/homeApi';

jest.mock('swiper', () => jest.requireActual('./support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('./support/fakeSwiper').swiperModules);

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...homeApiHandlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const RENDERED_AT = Date.parse('2026-11-22T10:00:00.000Z');

const props: HomeTemplateProps = {
  slides: SLIDES,
  trendingCategories: [category(2, 'Women'), category(4, 'Panjabi')],
  featuredProducts: products(6, 'Featured Tee'),
  flashDeals: [flashDeal('2026-11-24T13:04:05.000Z')],
  offerBanners: [banner(1, 'Free Delivery Over 1000 Taka', '/page/shipping-policy')],
  newArrivalProducts: products(2, 'New Saree', 100),
  topSellingProducts: products(2, 'Best Wallet', 150),
  errorMessage: null,
  renderedAt: RENDERED_AT,
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomeTemplate: the server-rendered sections', () => {
  it('opens with the main slider, its first picture loading first at a fixed size', async () => {
    await renderSettled(<HomeTemplate {...props} />);
    const slider = section('Highlights');
    const [first, second] = within(slider).getAllByRole('img');
    expect(first).toHaveAttribute('alt', 'Eid Collection');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '600');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(within(slider).getByRole('link', { name: /Eid Collection/ })).toHaveAttribute('href', '/category/panjabi');
    expect(within(slider).getByText('Panjabi and three-piece for the festive season')).toBeInTheDocument();
  });

  it('links the trending categories to their listings', async () => {
    await renderSettled(<HomeTemplate {...props} />);
    const trending = section('Trending categories');
    expect(within(trending).getByRole('link', { name: 'Panjabi' })).toHaveAttribute('href', '/category/panjabi');
  });

  it('shows the featured grid with its first row loading eagerly', async () => {
    await renderSettled(<HomeTemplate {...props} />);
    const featured = section('Featured');
    expect(within(featured).getAllByRole('listitem')).toHaveLength(6);
    const loading = within(featured)
      .getAllByRole('img', { hidden: true })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('shows the flash deal with its countdown as the server rendered it, and its products', async () => {
    jest.useFakeTimers({ now: RENDERED_AT, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderHome(<HomeTemplate {...props} />);
      const deal = section('Mega Flash Sale');
      expect(within(deal).getByRole('timer')).toHaveTextContent('2Days03Hrs04Min05Sec');
      jest.useRealTimers();
      expect(await within(deal).findByRole('link', { name: 'Flash Tee 1' })).toHaveAttribute('href', '/details/flash-tee-1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the offer banners and the new-arrival and top-selling rows with taka prices', async () => {
    await renderSettled(<HomeTemplate {...props} />);
    expect(within(section('Offers')).getByRole('link', { name: 'Free Delivery Over 1000 Taka' })).toHaveAttribute(
      'href',
      '/page/shipping-policy',
    );
    const newArrivals = section('New arrivals');
    expect(await within(newArrivals).findByRole('link', { name: 'New Saree 1' })).toBeInTheDocument();
    expect(within(newArrivals).getAllByText('৳950.00')).toHaveLength(2);
    expect(await within(section('Top selling')).findByRole('link', { name: 'Best Wallet 2' })).toBeInTheDocument();
  });

  it('leaves out every server-rendered section that has nothing to show', async () => {
    await renderSettled(<HomeTemplate {...EMPTY_HOME_CONTENT} errorMessage={null} renderedAt={RENDERED_AT} />);
    const serverRendered = [
      'Highlights',
      'Trending categories',
      'Featured',
      'Mega Flash Sale',
      'Offers',
      'New arrivals',
      'Top selling',
    ];
    for (const name of serverRendered) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('shows only the error message when the shop could not be loaded', () => {
    server.use(http.get(`${API}/*`, () => HttpResponse.error()));
    renderHome(
      <HomeTemplate {...EMPTY_HOME_CONTENT} errorMessage="The shop could not be loaded right now." renderedAt={RENDERED_AT} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The shop could not be loaded right now.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('HomeTemplate: hydration', () => {
  // A browser's observer, as the server's render assumes one; nothing comes into view in this test.
  withFakeIntersectionObserver();
  // The server marks each part that hydrates on its own (an Activity boundary) between the comments <!--&--> and <!--/&-->.
  const boundaries = (element: Element) =>
    [...element.childNodes].filter((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '&').length;

  it('is written by the server with every section in place, after a frame as long as the header, so that it reads the same without scripts', async () => {
    // React's server moves a large Suspense boundary that comes after the first 12.8 kB of the page out
    // of place, hidden, with a script that shows it: a shopper without scripts would see no section.
    const frame = 'Header and menus '.repeat(1000);
    const hadSetImmediate = 'setImmediate' in globalThis;
    if (!hadSetImmediate) Object.assign(globalThis, { setImmediate: nodeSetImmediate });
    try {
      const stream = await renderToReadableStream(
        <Provider store={makeStore()}>
          <header>{frame}</header>
          <main>
            <HomeTemplate {...props} />
          </main>
        </Provider>,
      );
      await stream.allReady;
      const container = document.createElement('div');
      container.innerHTML = await new Response(stream).text();
      document.body.append(container);
      expect(container.querySelector('[hidden]')).toBeNull();
      expect(container.querySelector('template')).toBeNull();
      expect(within(container.querySelector('main')!).getByRole('link', { name: 'Best Wallet 1' })).toBeInTheDocument();
    } finally {
      if (!hadSetImmediate) Reflect.deleteProperty(globalThis, 'setImmediate');
    }
  });

  it('hydrates each server-rendered section as a part of its own, keeping the server’s elements, with no hydration error', async () => {
    const page = (
      <Provider store={makeStore()}>
        <HomeTemplate {...props} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The slider, trending categories, featured grid, flash deal, offers, new arrivals and top selling.
    expect(boundaries(container.querySelector(':scope > div')!)).toBe(7);
    const served = within(container).getByRole('link', { name: 'Featured Tee 1' });
    const errors = jest.spyOn(console, 'error');
    try {
      render(page, { container, hydrate: true });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(container).getByRole('link', { name: 'Featured Tee 1' })).toBe(served);
      expect(errors.mock.calls.flat().map(String).filter((message) => /hydrat/i.test(message))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
