/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The worker's app without signal (issue 16 §4, decision 38). The shell (the page, the entry, its
 * styles, the language catalogs, the icons) is precached at install; the worker's screens' files,
 * their answers and the induction's PDFs are kept as they are fetched, so that a reload without signal
 * shows the page the worker was on. The network is always asked first for pages and answers: the
 * server still decides timing and order, and nothing is sent from here.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);

const day = 24 * 60 * 60;
const progressCacheName = 'induction-in-progress';

// Pages: as the server painted them (language, preloads), the last one seen when there is no signal.
// The administrator's pages are never kept.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'pages',
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * day })],
    }),
    { denylist: [/^\/admin/, /^\/api\//] },
  ),
);

// The app's files are named by their content: kept as they are first fetched.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * day })],
  }),
);

// The worker's progress and the pages of the induction in progress: fresh from the server when it
// answers, the last answer otherwise.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/inductee/progress') &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: progressCacheName,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 2 * day })],
  }),
);

// A move answers the progress as it now is: kept as the progress's last answer, so that a reload
// without signal opens the page the worker moved to. The move itself goes to the server as it is.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    /^\/api\/inductee\/progress\/\d+$/.test(url.pathname) &&
    request.method === 'PUT',
  async ({ request, url }) => {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(progressCacheName)).put(new Request(url.href), response.clone());
    return response;
  },
  'PUT',
);

// An induction's PDFs (never identity documents or signatures, which stay on the server).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/files/pdfs/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'induction-pdfs',
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * day })],
  }),
);

// A page never seen, without signal: the shell, which says what it can.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
