// Card searches cached per normalised query (the parsed parameters are the
// key), dropped with the catalogue tag: the catalogue page and the search API
// answer a repeated query without running it again.
import "server-only";
import { searchCards } from "@/lib/search/search-cards";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

export const cachedSearchCards = cachedQuery("search-cards", searchCards, { tags: [CACHE_TAGS.catalogue] });
