import { setImmediate as nodeSetImmediate } from 'node:timers';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ProductDetailTemplate, type ProductDetailTemplateProps } from '@/components/product/ProductDetailTemplate';
import { GUEST_SESSION, resetBrowser } from '../../store/support/browser';
import { createFakeShop } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, listItem, panjabi, settleLazyParts } from './support/productFixtures';
import { ProductPage } from './support/productPage';

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

const props: ProductDetailTemplateProps = {
  product: panjabi(),
  reviews: null,
  relatedProducts: [listItem(40, 'Silk Panjabi')],
  summary: 'Soft cotton with hand embroidery.',
  shareUrl: 'https://shop.example/details/cotton-panjabi',
};

/** The page as Next's server sends it: a stream read once every part has rendered. */
async function served(ui: ReactElement): Promise<string> {
  // React's server stream schedules its work with Node's setImmediate, which jsdom's window lacks.
  Object.assign(globalThis, { setImmediate: nodeSetImmediate });
  try {
    const stream = await renderToReadableStream(<ProductPage>{ui}</ProductPage>);
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
    render(<ProductDetailTemplate {...props} />, { container, hydrate: true, wrapper: ProductPage, onRecoverableError });
    await settleLazyParts();

    const shown = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(shown).getByRole('link', { name: 'Silk Panjabi' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(servedHeading);
  });
});
