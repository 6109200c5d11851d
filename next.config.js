// How long caches may keep catalog pages (utils/cacheControl.ts explains the figures).
const PAGE_CACHE_SECONDS = require('./utils/pageCacheSeconds.json');

// Third-party origins the shop loads, each group only when its feature is configured.
const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  image: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
};
const GOOGLE_SIGN_IN_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  connect: ['https://accounts.google.com/gsi/'],
  frame: ['https://accounts.google.com/gsi/'],
};
// Messenger chat turns on from the facebook_chat_id setting at run time, so its origins are always allowed.
const MESSENGER_CHAT_SOURCES = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  image: ['https://www.facebook.com'],
};

/** The origin of an absolute API base URL (a separate backend), or none for the embedded /api. */
function apiOrigin(env) {
  try {
    return [new URL(env.NEXT_PUBLIC_API_BASE_URL).origin];
  } catch {
    return [];
  }
}

/** Origins the admin's script settings (header_script, footer_script...) load from, space-separated. */
function adminTagSources(env) {
  return (env.CSP_EXTRA_SOURCES ?? '').split(/\s+/).filter((source) => /^https:\/\/[^\s;,']+$/.test(source));
}

function contentSecurityPolicy(env) {
  const groups = [MESSENGER_CHAT_SOURCES];
  if (env.NEXT_PUBLIC_GTM_ID) groups.push(TAG_MANAGER_SOURCES);
  if (env.NEXT_PUBLIC_GOOGLE_CLIENT_ID) groups.push(GOOGLE_SIGN_IN_SOURCES);
  const sources = (kind) => groups.flatMap((group) => group[kind] ?? []);
  const development = env.NODE_ENV === 'development';
  const adminTags = adminTagSources(env);
  // Tag Manager's bootstrap and the admin's script settings are inline scripts, and the pages
  // router has no per-request nonce without middleware: 'unsafe-inline' cannot be avoided.
  // Development adds eval and the hot-reload socket that Next's dev client needs.
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...sources('script'), ...adminTags],
    'style-src': ["'self'", "'unsafe-inline'", ...sources('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigin(env), ...sources('image'), ...adminTags],
    'media-src': ["'self'", 'blob:', ...apiOrigin(env)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiOrigin(env), ...(development ? ['ws:', 'wss:'] : []), ...sources('connect'), ...adminTags],
    'frame-src': [...sources('frame'), ...adminTags],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values.length > 0 ? values : ["'none'"])].join(' '))
    .join('; ');
}

const PRIVATE_NO_STORE = { key: 'Cache-Control', value: 'private, no-store' };
const NOT_INDEXED = { key: 'X-Robots-Tag', value: 'noindex' };

// A browser that got this header over HTTPS keeps to HTTPS for the shop for a year; one that got it
// over plain HTTP ignores it. The shop's servers speak plain HTTP behind the proxy that ends TLS, which
// says so in X-Forwarded-Proto: since the header does nothing over plain HTTP, a client that forges it
// gains nothing, and no proxy needs to be trusted for it. HSTS=off leaves it out (a shop not yet sure
// to stay on HTTPS); development never sends it.
function strictTransportSecurity(env) {
  if (env.NODE_ENV === 'development' || env.HSTS === 'off') return [];
  return [
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }],
    },
  ];
}

// Pages that show a customer's own data, and the API (whose public, cacheable answers set their own):
// kept by no cache and out of search results (utils/robotsTxt.ts keeps crawlers out of the same pages).
const PERSONAL_PATHS = [
  '/orders',
  '/orders/:path*',
  '/profile',
  '/checkout',
  '/cart',
  '/address-book',
  '/wishlist',
  '/reviews',
  '/password',
  '/login',
  '/affiliate/:path*',
  '/order-confirmation/:path*',
  '/payment/:path*',
  '/api/:path*',
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The database drivers are native modules: load them from node_modules at run time.
  serverExternalPackages: ['better-sqlite3', 'pg'],
  // Pages served from the page cache (ISR) say how long a shared cache may keep them in all, stale
  // copies included, as the server-rendered pages do (utils/cacheControl.ts); Next's default lets a
  // cache serve a stale copy for a year.
  expireTime: PAGE_CACHE_SECONDS.fresh + PAGE_CACHE_SECONDS.stale,
  // An ETag hashes the whole body in JavaScript on every request: for a cached product page that costs
  // more than sending it. Answers go without (and without 304s).
  generateEtags: false,
  // With REDIS_URL (several instances, deploy/), the page cache lives in Redis so that every instance
  // serves the page any of them rendered last; the in-memory copy is off, as it would outlive a
  // render on another instance. Without it, each process keeps its own cache in memory.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./deploy/redisCacheHandler.js'), cacheMaxMemorySize: 0 } : {}),
  experimental: {
    // Turbopack's default CSS chunking put most pages' CSS modules into one 117 kB file that every page
    // loaded; the graph chunker gives each page the CSS it uses (the product page's fell to 64 kB).
    cssChunking: 'graph',
    // The page cache (ISR) stays in memory: writing each rendered product page to .next as well cost
    // about a tenth of an uncached render (69 -> 75-87 req/s). A restarted server renders each page
    // again on its first visit, as it does after a build (no product page is rendered at build time).
    isrFlushToDisk: false,
  },
  // English keeps today's URLs; Bangla lives under /bn. The lang cookie, not the browser, picks it.
  i18n: { locales: ['en', 'bn'], defaultLocale: 'en', localeDetection: false },
  async redirects() {
    // A shopper who chose Bangla (lang=bn) and opens an English URL (seen here with the default
    // locale's /en prefix) gets its /bn twin; the API (and its sanctum alias), Next's assets, media
    // and files (a dot in the last segment) are left alone.
    const choseBangla = { has: [{ type: 'cookie', key: 'lang', value: 'bn' }], locale: false, permanent: false };
    return [
      { source: '/en', destination: '/bn', ...choseBangla },
      { source: '/en/:path((?!(?:api|_next|media|sanctum)(?:/|$))(?:[^/]+/)*[^/.]*)', destination: '/bn/:path', ...choseBangla },
    ];
  },
  async headers() {
    const everyAnswer = [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(process.env) },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'X-Frame-Options', value: 'DENY' },
    ];
    return [
      { source: '/:path*', headers: everyAnswer },
      ...strictTransportSecurity(process.env),
      ...PERSONAL_PATHS.map((source) => ({ source, headers: [PRIVATE_NO_STORE, NOT_INDEXED] })),
    ];
  },
};

module.exports = nextConfig;
