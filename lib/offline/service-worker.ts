/// <reference lib="webworker" />
// The service worker (served at /serwist/sw.js). It precaches the app shell and keeps only what is the same for
// everyone: the offline bundle and the shared pages (catalogue, sets, rules, syntax, formats, /check), whose layout
// reads the account in the browser. Everything else, every per-user page and the API, goes to the network untouched.
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from "serwist";
import { OFFLINE_BUNDLE_PATH } from "./bundle-types";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const SHARED_PAGES = /^\/(?:check|syntax|cards(?:\/[^/]+)?|sets\/[^/]+|rules(?:\/[^/]+)?|formats(?:\/[^/]+)?)?$/;
const PAGES_CACHE = "starport-shared-pages";
const BUNDLE_CACHE = "starport-offline-bundle";
// Kept at install, so /check works offline after a first visit to any page.
const WARM = [
  { cache: PAGES_CACHE, url: "/check" },
  { cache: BUNDLE_CACHE, url: OFFLINE_BUNDLE_PATH },
];

const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });
// A page's answer varies by headers a later navigation may not send alike (RSC, encodings): match by address.
const matchOptions = { ignoreVary: true };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Fresh whenever the network answers (a new version replaces the kept one), the kept copy otherwise.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === OFFLINE_BUNDLE_PATH,
      handler: new NetworkFirst({ cacheName: BUNDLE_CACHE, plugins: [onlyOk()], matchOptions }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && SHARED_PAGES.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        matchOptions,
        plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 80 })],
      }),
    },
  ],
});

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all(WARM.map(async ({ cache, url }) => (await caches.open(cache)).add(url))).catch(() => undefined),
  );
});

serwist.addEventListeners();
