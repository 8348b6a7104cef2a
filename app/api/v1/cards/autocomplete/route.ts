// GET /api/v1/cards/autocomplete — at most 10 card names for what a player is typing. The server answers this address
// without Next (ADR 015) with these same handlers.
import { cardAutocompleteRoute } from "@/lib/api/card-search-routes";

export const dynamic = "force-dynamic";
export const OPTIONS = cardAutocompleteRoute.OPTIONS;
export const GET = cardAutocompleteRoute.GET;
