// The public deck list filtered to the decks one player can build from their
// collection. Per player, so it runs on every request: it never goes through
// the public list's cache (lib/cache/public-deck-reads), and the serve layer
// keeps no answer of a `buildable` address (lib/cache/shared-routes).
import "server-only";
import { listPublicDecks, type PublicDeckQuery } from "@/lib/decks/list-decks";
import { buildableDeckWhere } from "./buildable-decks";

export async function listBuildablePublicDecks({
  userId,
  query,
}: {
  userId: string;
  query: Omit<PublicDeckQuery, "where">;
}) {
  return listPublicDecks({ ...query, where: buildableDeckWhere({ userId }) });
}
