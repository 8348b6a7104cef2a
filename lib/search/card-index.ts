// The search engine as the catalogue's writers see it: an engine keeping its own copy of the cards (Meilisearch) is
// told of cards' changes once they are committed; PostgreSQL searches the card rows themselves, and is told so as to
// build its word lexicon again.
import type { SearchEngine } from "./engine";
import type { IndexableCard } from "./meilisearch/documents";

/** Cards changed in the catalogue: their rows as they are now, and the ids of those gone. */
export interface CardsChanged {
  cards: IndexableCard[];
  goneIds: number[];
}

export interface CatalogueSearch extends SearchEngine {
  cardsChanged?(change: CardsChanged): Promise<void>;
}
