/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AppContext } from 'next/app';
import { clearGlobalSettingsCache, SETTINGS_CACHE_MS } from '@/components/app/globalSettings';
import App from '@/pages/_app';

const INTERNAL_API = 'http://shop.internal/api';
const snapshotRequests: string[] = [];
let snapshotAnswer: () => Response;

function snapshot(siteMotto: string) {
  return HttpResponse.json({
    result: true,
    message: 'Static data generated',
    data: {
      business_settings: [
        { type: 'site_motto', value: siteMotto },
        { type: 'header_logo', value: '/media/brand/logo.svg' },
        { type: 'affiliate_system', value: '1' },
      ],
      megamenu: [{ id: 1, parent_id: null, name: 'Women', slug: 'women', banner: null, icon: null, megamenucategories: [] }],
      pages: [],
    },
  });
}

const server = setupServer(
  http.get(`${INTERNAL_API}/generate-static-data`, ({ request }) => {
    snapshotRequests.push(request.url);
    return snapshotAnswer();
  }),
);
const originalEnvironment = { ...process.env };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  process.env.API_INTERNAL_URL = INTERNAL_API;
  snapshotRequests.length = 0;
  snapshotAnswer = () => snapshot('Wear the season');
  clearGlobalSettingsCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = { ...originalEnvironment };
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function ProductPage() {
  return null;
}
ProductPage.getInitialProps = async () => ({ productName: 'Cotton Panjabi' });

/** The context Next hands App.getInitialProps for a server render (`headers` of the browser's request). */
function serverRender(headers: Record<string, string> = {}, url = '/details/cotton-panjabi'): AppContext {
  const req = { url, headers } as unknown as IncomingMessage;
  const res = {} as ServerResponse;
  return {
    Component: ProductPage,
    AppTree: () => null,
    router: {} as AppContext['router'],
    ctx: { req, res, pathname: '/details/[slug]', query: {}, asPath: url, AppTree: () => null },
  };
}

function getInitialProps(context: AppContext) {
  if (!App.getInitialProps) throw new Error('App.getInitialProps is missing');
  return App.getInitialProps(context) as Promise<{ pageProps: unknown; globalSettings: Record<string, unknown> | null }>;
}

function mottoOf(props: { globalSettings: Record<string, unknown> | null }) {
  const settings = props.globalSettings?.business_settings as { type: string; value: string }[] | undefined;
  return settings?.find((setting) => setting.type === 'site_motto')?.value;
}

describe('App.getInitialProps on the server', () => {
  it('renders the layout settings into the page beside the page’s own props', async () => {
    const props = await getInitialProps(serverRender());

    expect(props.pageProps).toEqual({ productName: 'Cotton Panjabi' });
    expect(props.globalSettings).toMatchObject({
      header_logo: '/media/brand/logo.svg',
      affiliate_system: true,
      megaMenus: [{ id: 1, name: 'Women', slug: 'women', banner: null, icon: null, megamenucategories: [] }],
    });
    expect(typeof props.globalSettings?.loadedAt).toBe('string');
    expect(mottoOf(props)).toBe('Wear the season');
  });

  it('fetches the settings once a minute, sharing one fetch between pages rendered together', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await Promise.all([getInitialProps(serverRender()), getInitialProps(serverRender())]);
    snapshotAnswer = () => snapshot('Eid collection is here');

    now.mockReturnValue(1_000_000 + SETTINGS_CACHE_MS - 1);
    expect(mottoOf(await getInitialProps(serverRender()))).toBe('Wear the season');
    expect(snapshotRequests).toHaveLength(1);

    now.mockReturnValue(1_000_000 + SETTINGS_CACHE_MS);
    expect(mottoOf(await getInitialProps(serverRender()))).toBe('Eid collection is here');
    expect(snapshotRequests).toHaveLength(2);
  });

  it('keeps serving the last copy while the API fails', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    await getInitialProps(serverRender());
    snapshotAnswer = () => new HttpResponse(null, { status: 500 });

    now.mockReturnValue(2_000_000 + 5 * SETTINGS_CACHE_MS);
    expect(mottoOf(await getInitialProps(serverRender()))).toBe('Wear the season');
    expect(snapshotRequests).toHaveLength(2);
  });

  it('still renders the page, without settings, when the API has never answered', async () => {
    snapshotAnswer = () => new HttpResponse(null, { status: 503 });
    const props = await getInitialProps(serverRender());

    expect(props.globalSettings).toBeNull();
    expect(props.pageProps).toEqual({ productName: 'Cotton Panjabi' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Global settings could not be loaded'));
  });

  it('leaves the settings out of the page data fetched by client-side navigations', async () => {
    const props = await getInitialProps(serverRender({ 'x-nextjs-data': '1' }));

    expect(props.globalSettings).toBeNull();
    expect(props.pageProps).toEqual({ productName: 'Cotton Panjabi' });
    expect(snapshotRequests).toEqual([]);
  });

  it('gives them to a page served from the page cache even then: that request may render its HTML again', async () => {
    const context = serverRender({ 'x-nextjs-data': '1' });
    const cachedPage = Object.assign(() => null, { servedFromPageCache: true });
    const props = await getInitialProps({ ...context, Component: cachedPage });

    expect(mottoOf(props)).toBe('Wear the season');
  });

  it('does not ask the API while next build prerenders static pages', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    const props = await getInitialProps(serverRender());

    expect(props.globalSettings).toBeNull();
    expect(snapshotRequests).toEqual([]);
  });
});
