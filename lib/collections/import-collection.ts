// Writes a previewed collection list: the matched lines and the player's picks
// for unknown names. "add" adds the counts to what is recorded; "replace" first
// sets the imported counts (owned, wanted or both, as the list gives them) to
// 0 for every card. One transaction: the collection is seen before or after,
// never half imported. Counts stop at 99.
import "server-only";
import { prisma } from "@/lib/db";
import { invalidInput } from "@/lib/http/errors";
import { MAX_CARD_QUANTITY } from "./limits";
import type { UnknownCollectionLine } from "./forms";
import { resolveCollectionList } from "./resolve-list";
import { importCollectionSchema, type CollectionPick, type ImportCollectionInput } from "./schemas";

export interface CollectionImportResult {
  /** Distinct cards whose counts were written. */
  cards: number;
  /** Lines not imported: unknown names without a pick, and lines that could not be read. */
  leftOut: number;
}

type Counts = { slug: string; owned?: number; wanted?: number };

/** A pick must name one of the suggestions for an unknown name on that line. */
function applyPicks(unknown: readonly UnknownCollectionLine[], picks: readonly CollectionPick[]): Counts[] {
  const byLine = new Map(unknown.map((u) => [u.line, u]));
  return picks.map((pick) => {
    const entry = byLine.get(pick.line);
    if (!entry)
      throw invalidInput("picks", `Line ${pick.line} has no unknown name to replace: preview the list again.`);
    if (!entry.suggestions.some((s) => s.slug === pick.slug))
      throw invalidInput(
        "picks",
        `Line ${pick.line}: '${pick.slug}' is not one of the suggestions for '${entry.name}'.`,
      );
    return { slug: pick.slug, owned: entry.owned, wanted: entry.wanted };
  });
}

const sum = (a: number | undefined, b: number | undefined) =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

export async function importCollection(
  options: { userId: string } & ImportCollectionInput,
): Promise<CollectionImportResult> {
  const input = importCollectionSchema.parse(options);
  const resolved = await resolveCollectionList({ text: input.text, target: input.target });
  const lines: Counts[] = [...resolved.matched, ...applyPicks(resolved.unknown, input.picks)];
  if (lines.length === 0)
    throw invalidInput("text", "No line of this list names a card in the catalogue: nothing to import.");

  const merged = new Map<string, Counts>();
  for (const l of lines) {
    const seen = merged.get(l.slug);
    merged.set(l.slug, { slug: l.slug, owned: sum(seen?.owned, l.owned), wanted: sum(seen?.wanted, l.wanted) });
  }
  const rows = [...merged.values()];
  const replaces = { owned: rows.some((r) => r.owned !== undefined), wanted: rows.some((r) => r.wanted !== undefined) };

  await prisma.$transaction(async (tx) => {
    const userId = options.userId;
    if (input.mode === "replace") {
      if (replaces.owned) await tx.collectionEntry.updateMany({ where: { userId }, data: { owned: 0 } });
      if (replaces.wanted) await tx.collectionEntry.updateMany({ where: { userId }, data: { wanted: 0 } });
    }
    await tx.$executeRaw`
      INSERT INTO collection_entry ("userId", "cardId", owned, wanted, "updatedAt")
      SELECT ${userId}, card.id, LEAST(l.owned, ${MAX_CARD_QUANTITY}), LEAST(l.wanted, ${MAX_CARD_QUANTITY}), now()
      FROM unnest(${rows.map((r) => r.slug)}::text[], ${rows.map((r) => r.owned ?? 0)}::int[], ${rows.map((r) => r.wanted ?? 0)}::int[]) AS l(slug, owned, wanted)
      JOIN card ON card.slug = l.slug
      ON CONFLICT ("userId", "cardId") DO UPDATE SET
        owned = LEAST(collection_entry.owned + EXCLUDED.owned, ${MAX_CARD_QUANTITY}),
        wanted = LEAST(collection_entry.wanted + EXCLUDED.wanted, ${MAX_CARD_QUANTITY}),
        "updatedAt" = now()`;
    if (input.mode === "replace") await tx.collectionEntry.deleteMany({ where: { userId, owned: 0, wanted: 0 } });
  });
  return { cards: rows.length, leftOut: resolved.unknown.length - input.picks.length + resolved.problems.length };
}
