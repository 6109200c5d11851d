import { serveFakeShop } from '../../store/support/fakeShopServer';
import { pageScrolledTo, renderApp } from './support/renderApp';

serveFakeShop();

afterEach(() => jest.restoreAllMocks());

describe('the scroll position', () => {
  it('is restored when going back and forward to a visited route, and starts at the top otherwise', async () => {
    const app = renderApp({ path: '/' });
    await app.sessionRestored();
    pageScrolledTo(1200);

    app.visit('/category/saree');
    expect(window.scrollY).toBe(0);
    pageScrolledTo(450);

    app.back();
    expect(window.location.pathname).toBe('/');
    expect(window.scrollY).toBe(1200);

    app.forward();
    expect(window.scrollY).toBe(450);

    app.visit('/');
    expect(window.scrollY).toBe(0);
  });

  it('is left alone when only the query of the page changes', async () => {
    const app = renderApp({ path: '/category/saree' });
    await app.sessionRestored();
    pageScrolledTo(800);

    app.visit('/category/saree?page=2');
    expect(app.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(800);
  });

  it('is no longer restored by the browser itself while the shop is open', async () => {
    window.history.scrollRestoration = 'auto';
    const app = renderApp();
    await app.sessionRestored();
    expect(window.history.scrollRestoration).toBe('manual');

    app.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
