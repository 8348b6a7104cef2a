// Card names that start to match what a player is typing, for quick add and the
// header's suggestions. For now the catalogue search ranks them; a dedicated
// name matcher replaces it behind this one function.
import "server-only";
import { searchCards } from "./search-cards";

export interface AutocompleteInput {
  /** What the player typed (no quantity). */
  query: string;
  /** At most this many names. */
  limit: number;
}

// Query syntax characters are read as plain spaces: a name is being typed, not a query.
const asWords = (query: string) => query.replace(/[^\p{L}\p{N}'’ -]/gu, " ").trim();

export async function autocompleteCardNames({ query, limit }: AutocompleteInput): Promise<string[]> {
  const words = asWords(query);
  if (!words) return [];
  const result = await searchCards({ q: words, page: 1, pageSize: limit, sort: null });
  if (!result.ok) return [];
  return [...new Set(result.items.map((card) => card.name))].slice(0, limit);
}
