// GET, PUT, DELETE /api/v1/me/decks/{id} — one of the token owner's decks.
import { getApiOwnDeck, updateApiDeck } from "@/lib/api/decks";
import { deleteMyDeck, getMyDeck, updateMyDeck } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";
import { deleteDeck } from "@/lib/decks/delete-deck";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET", "PUT", "DELETE");

export const GET = apiRoute(getMyDeck, ({ params, caller, origin }) =>
  getApiOwnDeck({ deckId: params.id, userId: caller!.userId, origin }),
);

export const PUT = apiRoute(updateMyDeck, ({ params, body, caller, origin }) =>
  updateApiDeck({ ...body, deckId: params.id, userId: caller!.userId, origin }),
);

export const DELETE = apiRoute(deleteMyDeck, ({ params, caller }) =>
  deleteDeck({ deckId: params.id, userId: caller!.userId }),
);
