// Chooses the search engine once, from the environment: Meilisearch when
// MEILISEARCH_HOST is set, else PostgreSQL.
import "server-only";
import { runSql } from "@/lib/db";
import { readEnv } from "@/lib/env";
import type { CatalogueSearch } from "./card-index";
import { createMeilisearchClient, createMeilisearchEngine } from "./meilisearch/engine";
import { createPostgresEngine } from "./postgres/engine";
import { POSTGRES_REFRESH_AFTER_EDIT } from "./refresh";

let engine: CatalogueSearch | undefined;

export function getSearchEngine(): CatalogueSearch {
  if (!engine) {
    const env = readEnv();
    engine = env.MEILISEARCH_HOST
      ? createMeilisearchEngine(createMeilisearchClient(env.MEILISEARCH_HOST, env.MEILISEARCH_API_KEY))
      : {
          ...createPostgresEngine(runSql),
          // The cards are searched where they are; only the word lexicon and the terms' counts are built from them.
          async cardsChanged() {
            for (const statement of POSTGRES_REFRESH_AFTER_EDIT) await runSql(statement, []);
          },
        };
  }
  return engine;
}
