// Card names that start to match what a player is typing, for quick add and the header's suggestions: the one name
// matcher (every word a prefix, typos forgiven, an exact name first) behind one function.
import "server-only";
import { rankCardNames } from "./card-names";

export interface AutocompleteInput {
  /** What the player typed (no quantity). */
  query: string;
  /** At most this many names. */
  limit: number;
}

export async function autocompleteCardNames({ query, limit }: AutocompleteInput): Promise<string[]> {
  const { cards } = await rankCardNames({ query, limit });
  return [...new Set(cards.map((card) => card.name))].slice(0, limit);
}
