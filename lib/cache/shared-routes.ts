// The routes whose answer the server may keep whole and give to the next
// visitor: one typed list. A response is kept only for a route on this list
// and a request that carries no session cookie, and the server hands Next such
// a request without any cookie or client address (lib/serve/server.ts): a page
// rendered for it cannot hold anything per user, whatever the page reads. A
// signed-in request is never kept nor answered from what was kept.
import { CACHE_TAGS, deckPageTag, setPageTag, type CacheTag } from "./tags";

export const PUBLIC_DECKS_SECONDS = 10;

interface SharedRoute {
  /** The route as its folder under app/ names it ("/cards/[slug]"). */
  route: `/${string}`;
  /**
   * Pages rendered per request: the tags of everything they show beside Next's cache entries (those carry their
   * own). A route without `tags` is kept only when Next served it from its response cache.
   */
  tags?: (params: Readonly<Record<string, string>>) => readonly CacheTag[];
  /** What a parameter must look like for an address to be this route. */
  param?: RegExp;
  /** Kept at most this long whatever its tags. */
  seconds?: number;
}

export const SHARED_ROUTES = [
  { route: "/" },
  { route: "/cards/[slug]" },
  { route: "/rules" },
  { route: "/rules/[anchor]" },
  { route: "/syntax" },
  { route: "/sets" },
  { route: "/signin" },
  { route: "/signup" },
  { route: "/api" },
  { route: "/api/v1/openapi.json" },
  { route: "/api/card-faces/[slug]" },
  { route: "/sitemap.xml" },
  { route: "/robots.txt" },
  { route: "/manifest.webmanifest" },
  { route: "/cards", tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.search] },
  { route: "/sets/[code]", tags: ({ code }) => [setPageTag(code!), CACHE_TAGS.catalogue] },
  { route: "/api/v1/cards", tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.search] },
  { route: "/api/v1/cards/autocomplete", tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.search] },
  { route: "/catalogue/results", tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.search] },
  { route: "/offline/bundle", tags: () => [CACHE_TAGS.catalogue, CACHE_TAGS.search, CACHE_TAGS.rules] },
  { route: "/decks/public", tags: () => [CACHE_TAGS.publicDecks], seconds: PUBLIC_DECKS_SECONDS },
  // A public or unlisted deck (a private one is a 404 to a visitor, and no 404 is kept); ids are cuids, so
  // /decks/new, /decks/compare and /decks/import are not decks.
  { route: "/decks/[id]", param: /^c[a-z0-9]{20,30}$/, tags: ({ id }) => [deckPageTag(id!), CACHE_TAGS.catalogue] },
] as const satisfies readonly SharedRoute[];

type SharedRoutePath = (typeof SHARED_ROUTES)[number]["route"];

export interface SharedRouteMatch {
  route: SharedRoutePath;
  /** What the page shows beside Next's cache entries: empty for a page Next caches itself. */
  tags: readonly CacheTag[];
  /** Whether only an answer Next served from its own cache may be kept. */
  cachedByNext: boolean;
  seconds?: number;
}

const compiled = SHARED_ROUTES.map((shared) => {
  const names: string[] = [];
  const source = shared.route
    .split("/")
    .map((segment) => {
      const param = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(param);
      return "([^/]+)";
    })
    .join("/");
  return { shared: shared as SharedRoute & { route: SharedRoutePath }, names, pattern: new RegExp(`^${source}$`) };
});

/** The shared route an address's path belongs to, with the tags of its page; undefined for every other path. */
export function sharedRouteOf(path: string): SharedRouteMatch | undefined {
  for (const { shared, names, pattern } of compiled) {
    const match = pattern.exec(path);
    if (!match || (shared.param && !match.slice(1).every((value) => shared.param!.test(value)))) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    return {
      route: shared.route,
      tags: shared.tags?.(params) ?? [],
      cachedByNext: shared.tags === undefined,
      seconds: shared.seconds,
    };
  }
  return undefined;
}

/**
 * A catalogue search naming the collection (own, want): only then does /cards read the session. Wider than the
 * parser on purpose: a mention of either word is enough.
 */
export function answersPerUser(url: string): boolean {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  if (path !== "/cards") return false;
  return /\b(?:own|want)\b/i.test(new URLSearchParams(at === -1 ? "" : url.slice(at + 1)).get("q") ?? "");
}
