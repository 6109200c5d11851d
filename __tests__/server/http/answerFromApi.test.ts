import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFromApi } from '@/server/http/nodeAdapter';
import { startApiServer, type ApiServer } from '../hardening/apiServers';
import { setUpTestShop } from '../support/testApi';

// The root addresses that stand for API paths (/media/..., /businesssettings.json, /megamenu.json,
// /sanctum/csrf-cookie) are pages answering through answerFromApi: each must answer exactly what the
// API answers for its path, headers included.

const ROOT_ADDRESSES: [string, string][] = [
  ['/media/products/panjabi/7b1e2b/front.svg', '/api/media/products/panjabi/7b1e2b/front.svg'],
  ['/media/banners/box/7b1e2b/Get%2010%20Percent%20Off.svg', '/api/media/banners/box/7b1e2b/Get%2010%20Percent%20Off.svg'],
  ['/media/products/spacesuit/7b1e2b/front.svg', '/api/media/products/spacesuit/7b1e2b/front.svg'],
  ['/businesssettings.json', '/api/v2/business-settings'],
  ['/megamenu.json', '/api/v2/megamenu'],
  ['/sanctum/csrf-cookie', '/api/sanctum/csrf-cookie'],
];

// As the pages do: /businesssettings.json and the others name their API path; media keep theirs.
const API_PATHS: Record<string, string> = {
  '/businesssettings.json': '/v2/business-settings',
  '/megamenu.json': '/v2/megamenu',
  '/sanctum/csrf-cookie': '/sanctum/csrf-cookie',
};

const shop = setUpTestShop();
let api: ApiServer;
let pages: Server;
let pagesUrl: string;

beforeAll(async () => {
  api = await startApiServer(shop.db, () => new Date());
  pages = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://shop.test').pathname);
    void answerFromApi(req, res, API_PATHS[pathname] ?? pathname, async () => ({ db: shop.db, now: () => new Date() }));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => pages.close(() => resolve()));
  await api.close();
});

async function answerOf(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('root addresses answered from the API', () => {
  it.each(ROOT_ADDRESSES)('%s answers as %s does', async (rootAddress, apiAddress) => {
    const [fromPage, fromApi] = await Promise.all([answerOf(pagesUrl + rootAddress), answerOf(api.baseUrl.replace(/\/api$/, '') + apiAddress)]);
    expect(fromPage).toEqual(fromApi);
  });

  it('serves images as SVG that browsers may cache, and JSON as JSON', async () => {
    const image = await answerOf(`${pagesUrl}/media/products/panjabi/7b1e2b/front.svg`);
    expect(image.status).toBe(200);
    expect(image.contentType).toMatch(/^image\/svg\+xml/);
    expect(image.cacheControl).toMatch(/public/);
    expect((await answerOf(`${pagesUrl}/media/banners/box/7b1e2b/Get%2010%20Percent%20Off.svg`)).status).toBe(200);
    const settings = await answerOf(`${pagesUrl}/businesssettings.json`);
    expect(settings.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(settings.body)).toMatchObject({ success: true });
  });

  it('sends a WebP picture as its bytes, whole', async () => {
    const response = await fetch(`${pagesUrl}/media/products/panjabi/7b1e2b/front.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
