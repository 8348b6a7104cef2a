// GET /api/v1/me/decks — the token owner's decks; POST — create one (read-write token).
import { createApiDeck, listApiOwnDecks } from "@/lib/api/decks";
import { createMyDeck, listMyDecks } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET", "POST");

export const GET = apiRoute(listMyDecks, ({ query: { page, pageSize, format, legal }, caller, origin }) =>
  listApiOwnDecks({ userId: caller!.userId, origin, page: { page, pageSize }, filters: { formatId: format, legal } }),
);

export const POST = apiRoute(createMyDeck, ({ body, caller, origin }) =>
  createApiDeck({ ...body, userId: caller!.userId, origin }),
);
