// The deck a page shows, once per request; a deck the viewer may not see is a 404.
import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { AppError } from "@/lib/http/errors";

export const loadDeck = cache(async (deckId: string, viewerId: string | null) => {
  try {
    return await getDeckForViewer({ deckId, viewerId });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});
