// Brings the search indexes in step with the catalogue after a load: the
// spelling lexicon in PostgreSQL, and the Meilisearch index when configured.
import type { PrismaClient } from "../generated/prisma/client";
import { createMeilisearchClient, reindexMeilisearch } from "./meilisearch/engine";

export async function refreshSearchIndexes(options: {
  prisma: PrismaClient;
  meilisearch?: { host: string; apiKey?: string };
}): Promise<string> {
  await options.prisma.$executeRawUnsafe("REFRESH MATERIALIZED VIEW search_lexicon");
  if (!options.meilisearch) return "search: PostgreSQL indexes up to date";
  const cards = await options.prisma.card.findMany({ include: { set: { select: { position: true } } } });
  const client = createMeilisearchClient(options.meilisearch.host, options.meilisearch.apiKey);
  const count = await reindexMeilisearch(client, cards);
  return `search: Meilisearch index rebuilt with ${count} cards`;
}
