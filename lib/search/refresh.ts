// Brings the search indexes in step with the catalogue after a load: the
// word lexicon, the keyed terms' counts and the planner's statistics in PostgreSQL, and the Meilisearch
// index when configured.
import type { PrismaClient } from "../generated/prisma/client";
import { createMeilisearchClient, reindexMeilisearch } from "./meilisearch/engine";

/**
 * Searches answered from the old lexicon (or an engine's old copy of a card) while the new one was built were kept
 * with the old answer: they go too. The tag is named in SQL, as the database's triggers name it (lib/cache imports
 * lib/search, not the other way).
 */
export const SEARCHES_STALE = "SELECT FROM starport_mark_tags_stale(ARRAY['search'])";

/** Run after every catalogue load, in order (the benchmark's synthetic catalogues too). */
export const POSTGRES_REFRESH = [
  "REFRESH MATERIALIZED VIEW search_lexicon",
  "REFRESH MATERIALIZED VIEW search_term_stats",
  "ANALYZE card",
  "ANALYZE search_lexicon",
  SEARCHES_STALE,
];

/**
 * After an editor's change to a card, once committed: the lexicon and the terms' counts built again beside the ones
 * searches keep reading (a plain refresh would hold every search until it ends). Nothing else changed to analyse;
 * the searches kept meanwhile are marked by afterCardCommitted, whichever the engine.
 */
export const POSTGRES_REFRESH_AFTER_EDIT = [
  "REFRESH MATERIALIZED VIEW CONCURRENTLY search_lexicon",
  "REFRESH MATERIALIZED VIEW CONCURRENTLY search_term_stats",
];

export async function refreshSearchIndexes(options: {
  prisma: PrismaClient;
  meilisearch?: { host: string; apiKey?: string };
}): Promise<string> {
  for (const statement of POSTGRES_REFRESH) await options.prisma.$executeRawUnsafe(statement);
  if (!options.meilisearch) return "search: PostgreSQL indexes up to date";
  // Retired cards (issue 38) are left out: a rebuilt index drops them.
  const cards = await options.prisma.card.findMany({
    where: { retiredAt: null },
    include: { set: { select: { position: true } } },
  });
  const client = createMeilisearchClient(options.meilisearch.host, options.meilisearch.apiKey);
  const count = await reindexMeilisearch(client, cards);
  return `search: Meilisearch index rebuilt with ${count} cards`;
}
