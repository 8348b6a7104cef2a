// Marks cache tags stale in PostgreSQL: every instance hears of it (the table's
// trigger notifies CACHE_TAG_CHANNEL) and drops the entries carrying the tags.
// Database triggers already do this for catalogue, rules and public-deck
// writes; this is for anything else (Next's revalidateTag, scripts).
import type { ClientBase, Pool } from "pg";
import type { TagRow } from "./tag-state";

export async function markTagsStale(db: Pick<ClientBase | Pool, "query">, tags: readonly string[]): Promise<TagRow[]> {
  if (tags.length === 0) return [];
  const { rows } = await db.query<{ tag: string; version: string }>(
    "SELECT tag, version::text FROM starport_mark_tags_stale($1::text[])",
    [tags],
  );
  return rows.map((r) => ({ tag: r.tag, version: BigInt(r.version) }));
}

export async function readTags(db: Pick<ClientBase | Pool, "query">): Promise<TagRow[]> {
  const { rows } = await db.query<{ tag: string; version: string }>("SELECT tag, version::text FROM cache_tag");
  return rows.map((r) => ({ tag: r.tag, version: BigInt(r.version) }));
}
