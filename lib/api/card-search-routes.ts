// The card search and autocomplete operations as handlers of a web Request. Search as you type sends a new query on
// every key, so the server answers these two addresses itself, without Next's router (lib/api/served-directly.ts,
// ADR 015); their route files under app/ export the same handlers. Nothing here reads Next's cache: a repeated
// anonymous search is answered whole by the server's kept responses, and a search costs less than Next's handling.
import "server-only";
import { apiRoute, preflight } from "./route";
import { autocompleteCards, searchCards as searchCardsOperation } from "./operations";
import { toCardItem } from "./catalogue";
import { AppError } from "@/lib/http/errors";
import { searchCards } from "@/lib/search/search-cards";
import { autocompleteCardNames } from "@/lib/search/autocomplete-names";

const AUTOCOMPLETE_LIMIT = 10;

/** GET /api/v1/cards: every field of each card, a page at a time. */
export const cardSearchRoute = {
  OPTIONS: preflight("GET"),
  GET: apiRoute(searchCardsOperation, async ({ query, origin }) => {
    const result = await searchCards({
      q: query.q,
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort ?? null,
    });
    if (!result.ok)
      throw new AppError("BAD_QUERY", result.error.message, {
        column: result.error.column,
        length: result.error.length,
      });
    const { total, totalIsLowerBound, page, pageSize, pageCount, sort, suggestion } = result;
    return {
      total,
      totalIsLowerBound,
      page,
      pageSize,
      pageCount,
      sort,
      suggestion,
      items: result.items.map((c) => toCardItem(c, origin)),
    };
  }),
};

/** GET /api/v1/cards/autocomplete: at most 10 card names for what a player is typing. */
export const cardAutocompleteRoute = {
  OPTIONS: preflight("GET"),
  GET: apiRoute(autocompleteCards, async ({ query }) => ({
    names: await autocompleteCardNames({ query: query.q, limit: AUTOCOMPLETE_LIMIT }),
  })),
};
