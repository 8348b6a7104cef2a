// Card searches cached per normalised query (the parsed parameters are the key), dropped with the search tag (any
// card's change): the catalogue page answers a repeated query without running it again (the search API, answered
// without Next, has its answers kept whole instead: ADR 015). The same for everyone: a search of one player's
// collection (userId) cannot be passed here.
import "server-only";
import { searchCards, type CardSearchInput } from "@/lib/search/search-cards";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

export const cachedSearchCards = cachedQuery(
  "search-cards",
  (input: Omit<CardSearchInput, "userId">) => searchCards(input),
  { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.search] },
);
