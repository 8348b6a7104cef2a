// GET /api/v1/decks/{id} — a public deck, or an unlisted one by its id.
import { getApiPublicDeck } from "@/lib/api/decks";
import { getPublicDeck as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ params, origin }) => getApiPublicDeck({ deckId: params.id, origin }));
