// Saved versions of a deck with their cards, ready to diff: each snapshot's
// lines matched to the catalogue in one query for all of them.
import "server-only";
import { prisma } from "@/lib/db";
import type { SnapshotEntry } from "@/lib/insight/deck-diff";
import { AppError } from "@/lib/http/errors";
import { viewableBy } from "./get-deck";
import type { DeckVersionSummary } from "./list-deck-versions";
import { readSnapshot, snapshotEntries } from "./snapshot";

export interface VersionSnapshot extends DeckVersionSummary {
  entries: SnapshotEntry[];
  /** Slugs of cards the snapshot names that are no longer in the catalogue. */
  missing: string[];
}

/** The given versions, in the order asked; NOT_FOUND when the deck is not viewable or a version does not exist. */
export async function getVersionSnapshots(options: {
  deckId: string;
  viewerId: string | null;
  versions: readonly number[];
}): Promise<VersionSnapshot[]> {
  const rows = await prisma.deckVersion.findMany({
    where: { deckId: options.deckId, version: { in: [...options.versions] }, deck: viewableBy(options.viewerId) },
    select: { version: true, name: true, formatId: true, createdAt: true, cards: true },
  });
  const lines = new Map(rows.map((r) => [r.version, readSnapshot(r.cards)]));
  const slugs = [...new Set([...lines.values()].flatMap((l) => l.map((line) => line.slug)))];
  const cards = await prisma.card.findMany({
    where: { slug: { in: slugs } },
    select: { slug: true, name: true, type: true },
  });
  const bySlug = new Map(cards.map((c) => [c.slug, c]));
  return options.versions.map((version) => {
    const row = rows.find((r) => r.version === version);
    if (!row) throw new AppError("NOT_FOUND", `No version ${version} of this deck.`);
    const { cards: _json, ...summary } = row;
    return { ...summary, ...snapshotEntries(lines.get(version)!, bySlug) };
  });
}
