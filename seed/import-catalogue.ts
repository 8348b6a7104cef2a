// A community's catalogue, in the seed's format, loaded into a running
// database: first the difference (cards added, changed field by field, and
// those of its sets the files no longer hold), then, unless it is a dry run,
// every change in one transaction. What it writes is the import's: the seed
// never overwrites it (docs/decisions/014).
import type { PrismaClient } from "../lib/generated/prisma/client";
import type { Catalogue } from "./read-catalogue";
import { cardData, stableJson, writeCatalogue, type LoadReport } from "./load-catalogue";

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface CatalogueDiff {
  added: string[];
  changed: { card: string; fields: FieldChange[] }[];
  /** Cards of the imported sets that the files no longer hold: left as they are (retiring is not built yet). */
  missing: string[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const label = (c: { setCode: string; number: number; name: string }) => `${c.setCode}-${c.number} ${c.name}`;
const SKIPPED = new Set(["searchTerms", "upgradeSlotCount"]);

async function diffCatalogue(options: { prisma: PrismaClient; catalogue: Catalogue }): Promise<CatalogueDiff> {
  const { prisma, catalogue } = options;
  const setCodes = catalogue.sets.map((s) => s.code);
  const stored = await prisma.card.findMany({
    where: { setCode: { in: setCodes } },
    include: { errata: { orderBy: { field: "asc" } }, rulings: { orderBy: { position: "asc" } } },
  });
  const byKey = new Map(stored.map((c) => [`${c.setCode}-${c.number}`, c]));
  const diff: CatalogueDiff = { added: [], changed: [], missing: [] };
  const seen = new Set<string>();
  for (const card of catalogue.cards) {
    const key = `${card.setCode}-${card.number}`;
    seen.add(key);
    const old = byKey.get(key);
    if (!old) {
      diff.added.push(label(card));
      continue;
    }
    const wanted: Record<string, unknown> = {
      ...cardData(card),
      errata: [...card.errata].sort((a, b) => a.field.localeCompare(b.field)),
      rulings: card.rulings,
    };
    const have: Record<string, unknown> = {
      ...old,
      errata: old.errata.map((e) => ({
        field: e.field,
        printed: e.printed,
        corrected: e.corrected,
        publishedOn: isoDay(e.publishedOn),
        source: e.source,
        note: e.note,
      })),
      rulings: old.rulings.map((r) => ({
        ruledOn: isoDay(r.ruledOn),
        question: r.question,
        answer: r.answer,
        source: r.source,
      })),
    };
    const fields = Object.keys(wanted)
      .filter((f) => !SKIPPED.has(f) && stableJson(wanted[f] ?? null) !== stableJson(have[f] ?? null))
      .map((field) => ({ field, before: have[field] ?? null, after: wanted[field] ?? null }));
    if (fields.length > 0) diff.changed.push({ card: label(card), fields });
  }
  diff.missing = stored.filter((c) => !seen.has(`${c.setCode}-${c.number}`)).map(label);
  return diff;
}

export async function importCatalogue(options: {
  prisma: PrismaClient;
  catalogue: Catalogue;
  dryRun: boolean;
}): Promise<{ diff: CatalogueDiff; report: LoadReport | null }> {
  const { prisma, catalogue, dryRun } = options;
  const diff = await diffCatalogue({ prisma, catalogue });
  if (dryRun) return { diff, report: null };
  const report = await prisma.$transaction(
    async (tx) => {
      const written = await writeCatalogue({ tx, catalogue, source: "import" });
      const changes = new Map(diff.changed.map((c) => [c.card, c.fields]));
      const touched = catalogue.cards.filter((c) => changes.has(label(c)) || diff.added.includes(label(c)));
      const ids = new Map(
        (
          await tx.card.findMany({
            where: { slug: { in: touched.map((c) => c.slug) } },
            select: { id: true, slug: true },
          })
        ).map((c) => [c.slug, c.id]),
      );
      await tx.cardRevision.createMany({
        data: touched.map((c) => ({
          cardId: ids.get(c.slug)!,
          kind: "IMPORT" as const,
          changes: JSON.parse(
            JSON.stringify(changes.get(label(c)) ?? [{ field: "card", before: null, after: label(c) }]),
          ),
        })),
      });
      return written;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return { diff, report };
}

export function describeDiff(diff: CatalogueDiff): string[] {
  const shown = (v: unknown) => (typeof v === "string" ? JSON.stringify(v) : stableJson(v));
  return [
    ...diff.added.map((c) => `+ ${c}`),
    ...diff.changed.flatMap((c) => [
      `~ ${c.card}`,
      ...c.fields.map((f) => `    ${f.field}: ${shown(f.before)} → ${shown(f.after)}`),
    ]),
    ...diff.missing.map((c) => `? ${c} (not in the files: kept)`),
    `${diff.added.length} added, ${diff.changed.length} changed, ${diff.missing.length} not in the files`,
  ];
}
