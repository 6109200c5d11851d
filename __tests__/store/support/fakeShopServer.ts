import { setupServer, type SetupServerApi } from 'msw/node';
import { resetBrowser } from './browser';
import { createFakeShop, type FakeShop } from './fakeShop';

export interface FakeShopBackend {
  server: SetupServerApi;
  /** The current test's shop, created afresh before each test. */
  readonly shop: FakeShop;
}

/**
 * Registers the hooks that give every test of the file a clean browser and a fresh fake shop answering
 * at the network edge (MSW); a request nobody answers fails the test.
 */
export function serveFakeShop(): FakeShopBackend {
  const server = setupServer();
  let shop: FakeShop | undefined;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetBrowser();
    shop = createFakeShop();
    server.use(...shop.handlers);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    server,
    get shop() {
      if (!shop) throw new Error('The fake shop opens before each test');
      return shop;
    },
  };
}
