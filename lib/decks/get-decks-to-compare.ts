// Two decks side by side: each as the viewer may see it, or null when there
// is no such deck for them (missing, or private to someone else) or none was picked yet.
import "server-only";
import { AppError } from "@/lib/http/errors";
import { getDeckForViewer, type ViewedDeck } from "./get-deck";

async function orNull(deckId: string | undefined, viewerId: string | null): Promise<ViewedDeck | null> {
  if (!deckId) return null;
  try {
    return await getDeckForViewer({ deckId, viewerId });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export async function getDecksToCompare({
  a,
  b,
  viewerId,
}: {
  a?: string;
  b?: string;
  viewerId: string | null;
}): Promise<{ a: ViewedDeck | null; b: ViewedDeck | null }> {
  const [deckA, deckB] = await Promise.all([orNull(a, viewerId), orNull(b, viewerId)]);
  return { a: deckA, b: deckB };
}
