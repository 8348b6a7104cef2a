// Two decks side by side: each as the viewer may see it, or null when there
// is no such deck for them (missing, or private to someone else).
import "server-only";
import { AppError } from "@/lib/http/errors";
import { getDeckForViewer, type ViewedDeck } from "./get-deck";

async function orNull(pending: Promise<ViewedDeck>): Promise<ViewedDeck | null> {
  try {
    return await pending;
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
  a: string;
  b: string;
  viewerId: string | null;
}): Promise<{ a: ViewedDeck | null; b: ViewedDeck | null }> {
  const [deckA, deckB] = await Promise.all([
    orNull(getDeckForViewer({ deckId: a, viewerId })),
    orNull(getDeckForViewer({ deckId: b, viewerId })),
  ]);
  return { a: deckA, b: deckB };
}
