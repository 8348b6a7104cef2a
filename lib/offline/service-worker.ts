/// <reference lib="webworker" />
// The service worker (served at /serwist/sw.js). It precaches the app shell and keeps only what is the same for
// everyone: the offline bundle and the shared pages (catalogue, sets, rules, syntax, formats, /check), whose layout
// reads the account in the browser. Everything else, every per-user page and the API, goes to the network untouched;
// only when the network is gone is the builder (/decks/ID/edit) sent to the offline builder, which reads the deck
// kept in the browser's IndexedDB, /decks/new to the offline builder's new deck, and any other page to /offline,
// which says the page needs the server and offers what works without it.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { OFFLINE_BUNDLE_PATH } from "./bundle-types";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const SHARED_PAGES = /^\/(?:check|syntax|cards(?:\/[^/]+)?|sets\/[^/]+|rules(?:\/[^/]+)?|formats(?:\/[^/]+)?)?$/;
const PAGES_CACHE = "starport-shared-pages";
const OFFLINE_BUILDER = "/offline/builder";
const BUILDER = /^\/decks\/([^/]+)\/edit$/;
const NEW_DECK = "/decks/new";
const OFFLINE_PAGE = "/offline";
const BUNDLE_CACHE = "starport-offline-bundle";
// Kept at install, so /check works offline after a first visit to any page.
const WARM = [
  { cache: PAGES_CACHE, url: "/check" },
  { cache: PAGES_CACHE, url: OFFLINE_BUILDER },
  { cache: PAGES_CACHE, url: OFFLINE_PAGE },
  { cache: BUNDLE_CACHE, url: OFFLINE_BUNDLE_PATH },
];

const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });
/** A page that needs the server, asked for with none: /offline says so, and offers to try it again. */
const offlinePage = (url: URL) =>
  Response.redirect(`${OFFLINE_PAGE}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
// A shared page neither answered nor kept: the same.
const orOfflinePage: SerwistPlugin = { handlerDidError: async ({ request }) => offlinePage(new URL(request.url)) };
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
        plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 80 }), orOfflinePage],
      }),
    },
    {
      // The offline builder is one page whatever deck it opens (`?deck=`), as /offline whatever page it stands in
      // for (`?from=`): any kept copy will do.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && [OFFLINE_BUILDER, OFFLINE_PAGE].includes(url.pathname),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        matchOptions: { ...matchOptions, ignoreSearch: true },
        plugins: [onlyOk()],
      }),
    },
    {
      // Never kept: the builder page is the player's own. With no network, the offline builder opens the deck instead.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && (BUILDER.test(url.pathname) || url.pathname === NEW_DECK),
      handler: ({ request, url }) =>
        fetchOr(request, () => {
          const deckId = BUILDER.exec(url.pathname)?.[1];
          const to = deckId ? `${OFFLINE_BUILDER}?deck=${encodeURIComponent(deckId)}` : `${OFFLINE_BUILDER}?new`;
          return Response.redirect(to, 302);
        }),
    },
    {
      // Every other page goes to the network untouched; with none, to the page that says it needs the server.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: ({ request, url }) => fetchOr(request, () => offlinePage(url)),
    },
  ],
});

/** The network's answer, or `offline()` when there is none (no network, or the server out of reach). */
async function fetchOr(request: Request, offline: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offline();
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all(WARM.map(async ({ cache, url }) => (await caches.open(cache)).add(url))).catch(() => undefined),
  );
});

serwist.addEventListeners();
