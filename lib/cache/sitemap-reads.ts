// The sitemap's entries, dropped whenever the catalogue, any card (its last change is listed), the rules or a public
// deck changes.
import "server-only";
import { sitemapEntries } from "@/lib/sitemap/sitemap-entries";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

export const cachedSitemapEntries = cachedQuery("sitemap-entries", sitemapEntries, {
  tags: [CACHE_TAGS.catalogue, CACHE_TAGS.search, CACHE_TAGS.rules, CACHE_TAGS.publicDecks],
});
