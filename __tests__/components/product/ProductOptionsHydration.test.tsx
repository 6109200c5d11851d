import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { ProductOptions } from '@/components/product/ProductOptions';
import { useVariantSelection } from '@/components/product/useVariantSelection';
import type { ProductDetail } from '@/contract/catalog';
import { GUEST_SESSION, resetBrowser } from '../../store/support/browser';
import { createFakeShop } from '../../store/support/fakeShop';
import { renderWidget } from '../common/support/renderWidget';
import { catalogHandlers, panjabi, panjabiInShop, PANJABI_VARIANTS } from './support/productFixtures';
import { ProductPage } from './support/productPage';

// Its own file: the share links' chunk must not have been loaded by an earlier test when the server's
// markup is made, as on a real server, which never loads it.

const server = setupServer();
const SHARE_URL = 'https://shop.example/details/cotton-panjabi';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBrowser();
  const shop = createFakeShop(Object.values(PANJABI_VARIANTS).map((variant) => panjabiInShop(variant)));
  server.use(...shop.handlers, ...catalogHandlers());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Options({ product }: { product: ProductDetail }) {
  const chosen = useVariantSelection(product);
  return <ProductOptions product={product} chosen={chosen} shareUrl={SHARE_URL} />;
}

describe('ProductOptions hydrating', () => {
  it('keeps the server’s page when the share links’ chunk arrived before it hydrated (a part hydrated late), then shows them', async () => {
    const product = panjabi();
    const served = renderToString(
      <ProductPage>
        <Options product={product} />
      </ProductPage>,
    );
    expect(served).not.toContain('Share on Facebook');

    // Another render in this tab loads the chunk while the page waits to hydrate.
    const loader = renderWidget(<Options product={product} />, { preloadedState: { auth: GUEST_SESSION } });
    await screen.findByRole('link', { name: 'Share on Facebook' });
    loader.unmount();

    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const servedHeading = container.querySelector('h2, h3, button');
    const onRecoverableError = jest.fn();
    render(<Options product={product} />, { container, hydrate: true, wrapper: ProductPage, onRecoverableError });

    expect(await screen.findByRole('link', { name: 'Share on Facebook' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h2, h3, button')).toBe(servedHeading);
  });
});
