// The public deck list, cached for a few seconds per query and dropped at once
// when a public deck changes (the deck table's trigger marks the tag stale).
import "server-only";
import { listPublicDecks } from "@/lib/decks/list-decks";
import { cachedQuery } from "./cached-query";
import { PUBLIC_DECKS_SECONDS } from "./shared-pages";
import { CACHE_TAGS } from "./tags";

export const cachedPublicDecks = cachedQuery("public-decks", listPublicDecks, { tags: [CACHE_TAGS.publicDecks], revalidate: PUBLIC_DECKS_SECONDS });
