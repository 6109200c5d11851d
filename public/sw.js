// The installable shop's service worker: pages come from the server, and a page that cannot load
// shows the offline page (which lists the bag kept in browser storage). Built assets are served
// from a cache once fetched; the API is never cached, its answers are personal.

// Raise the version whenever a precached file changes: a new worker then stores the new copies and
// the activation drops the old caches (with the build files of earlier deploys).
const VERSION = 'v1';
const PRECACHE = `rongdhonu-precache-${VERSION}`;
const STATIC_CACHE = `rongdhonu-static-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const PRECACHED_URLS = [
  OFFLINE_PAGE,
  '/offline.js',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(PRECACHED_URLS.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [PRECACHE, STATIC_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Next's hashed build files never change under one name, so the first copy fetched is kept. */
function isStaticAsset(url) {
  return url.pathname.startsWith('/_next/static/') || PRECACHED_URLS.includes(url.pathname);
}

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/sanctum/');
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(STATIC_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Pages are not stored (some show personal data); without the network the offline page stands in.
 * Online, each page comes from the server, never from the browser's HTTP cache: a page's
 * stale-while-revalidate would otherwise show a copy older than the shopper's own last review or order.
 */
async function networkOrOfflinePage(request) {
  try {
    return await fetch(request, { cache: 'no-cache' });
  } catch (error) {
    const offlinePage = await caches.match(OFFLINE_PAGE);
    if (offlinePage) return offlinePage;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkOrOfflinePage(request));
  else if (isStaticAsset(url)) event.respondWith(cacheFirst(request));
});
