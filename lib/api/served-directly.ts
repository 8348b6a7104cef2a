// The addresses the server answers itself, before Next's router (ADR 015): Next's handling of a route costs more
// CPU than the search behind it, and search as you type asks a new query on every key. scripts/serve.ts hands this
// table to the server (lib/serve/direct-routes.ts).
import "server-only";
import { catalogueResultsRoute } from "@/components/catalogue/catalogue-results-route";
import { CATALOGUE_RESULTS_PATH } from "@/lib/search/catalogue-page";
import { cardAutocompleteRoute, cardSearchRoute } from "./card-search-routes";

export const SERVED_DIRECTLY = {
  "/api/v1/cards": cardSearchRoute,
  "/api/v1/cards/autocomplete": cardAutocompleteRoute,
  // Not the API: the catalogue page's results as HTML, asked for as the player types (ADR 016).
  [CATALOGUE_RESULTS_PATH]: catalogueResultsRoute,
};
