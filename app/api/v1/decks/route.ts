// GET /api/v1/decks — public decks with filters (card, ship, format, legal).
import { listApiPublicDecks } from "@/lib/api/decks";
import { listPublicDecks as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ query: { page, pageSize, q, card, ship, format, legal }, origin }) =>
  listApiPublicDecks({ origin, page: { page, pageSize }, filters: { q, card, ship, formatId: format, legal } }),
);
