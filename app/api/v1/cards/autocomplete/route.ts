// GET /api/v1/cards/autocomplete — at most 10 card names for what a player is typing, cached per query.
import { apiRoute, preflight } from "@/lib/api/route";
import { autocompleteCards as operation } from "@/lib/api/operations";
import { cachedQuery } from "@/lib/cache/cached-query";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { autocompleteCardNames } from "@/lib/search/autocomplete-names";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");

const AUTOCOMPLETE_LIMIT = 10;
const cachedNames = cachedQuery("autocomplete-names", autocompleteCardNames, {
  tags: [CACHE_TAGS.catalogue, CACHE_TAGS.search],
});

export const GET = apiRoute(operation, async ({ query }) => ({
  names: await cachedNames({ query: query.q, limit: AUTOCOMPLETE_LIMIT }),
}));
