import { setImmediate as nodeSetImmediate } from 'node:timers';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { LayoutProvider } from '@/components/layout/LayoutContext';
import { ProductDetailTemplate, type ProductDetailTemplateProps } from '@/components/product/ProductDetailTemplate';
import type { ProductListItem } from '@/contract/catalog';
import { makeStore } from '@/store/store';
import { GUEST_SESSION, resetBrowser } from '../../store/support/browser';
import { createFakeShop } from '../../store/support/fakeShop';
import { createTestRouter, renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, panjabi, settleLazyParts } from './support/productFixtures';

jest.mock('swiper', () => jest.requireActual('../home/support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('../home/support/fakeSwiper').swiperModules);

// Its own file: the related products' chunk must not have been loaded by an earlier test when the
// server's markup is made, as on a real server, which never loads it.

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  server.use(...createFakeShop().handlers, ...catalogHandlers(panjabi()));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const related: ProductListItem = {
  id: 40,
  name: 'Silk Panjabi',
  slug: 'silk-panjabi',
  thumbnail_image: '/media/products/40/front.svg',
  hover_image: null,
  base_price: 2000,
  base_discounted_price: 1800,
  main_price: 1800,
  stroked_price: 2000,
  discount: 200,
  discount_percent: 10,
  has_discount: true,
  rating: 4,
  rating_count: 3,
  sales: 10,
  current_stock: 5,
  is_negative: 0,
  choice_options: [],
};

const props: ProductDetailTemplateProps = {
  product: panjabi(),
  reviews: null,
  relatedProducts: [related],
  summary: 'Soft cotton with hand embroidery.',
  shareUrl: 'https://shop.example/details/cotton-panjabi',
};

function Page({ children }: { children: ReactNode }) {
  return (
    <RouterContext.Provider value={createTestRouter('/details/cotton-panjabi')}>
      <Provider store={makeStore({ auth: GUEST_SESSION })}>
        <LayoutProvider>{children}</LayoutProvider>
      </Provider>
    </RouterContext.Provider>
  );
}

/** The page as Next's server sends it: a stream read once every part has rendered. */
async function served(ui: ReactElement): Promise<string> {
  // React's server stream schedules its work with Node's setImmediate, which jsdom's window lacks.
  Object.assign(globalThis, { setImmediate: nodeSetImmediate });
  try {
    const stream = await renderToReadableStream(<Page>{ui}</Page>);
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    Reflect.deleteProperty(globalThis, 'setImmediate');
  }
}

describe('ProductDetailTemplate hydrating', () => {
  it('keeps the server’s page when the related products’ chunk arrived before it hydrated (a part hydrated late), then shows them', async () => {
    const html = await served(<ProductDetailTemplate {...props} />);
    expect(html).not.toContain('You may also like');

    // Another render in this tab loads the chunk while the page waits to hydrate.
    const loader = renderWidget(<ProductDetailTemplate {...props} />, { preloadedState: { auth: GUEST_SESSION } });
    await screen.findByRole('region', { name: 'You may also like' });
    loader.unmount();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const servedHeading = within(container).getByRole('heading', { level: 1 });
    const onRecoverableError = jest.fn();
    render(<ProductDetailTemplate {...props} />, { container, hydrate: true, wrapper: Page, onRecoverableError });
    await settleLazyParts();

    const shown = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(shown).getByRole('link', { name: 'Silk Panjabi' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(servedHeading);
  });
});
