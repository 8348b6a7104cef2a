// A community's catalogue, in the seed's format, loaded into a running
// database: first the difference (cards added, changed field by field, and
// those of its sets the files no longer hold: retired when anything uses them,
// else removed), then, unless it is a dry run, every change in one
// transaction. What it writes is the import's: the seed never overwrites it
// (docs/decisions/014).
import type { PrismaClient } from "../lib/generated/prisma/client";
import type { ImageStore } from "../lib/card-images/image-store";
import { SeedError, type Catalogue } from "./read-catalogue";
import { decodeCatalogueImages, describeImage, storeCatalogueImages, type ImportedImage } from "./catalogue-images";
import { cardData, stableJson, writeCatalogue, type LoadReport } from "./load-catalogue";

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface CatalogueDiff {
  added: string[];
  changed: { card: string; fields: FieldChange[] }[];
  /** Cards of the imported sets that the files no longer hold and that decks, collections, reviews or registrations use. */
  retired: string[];
  /** Cards of the imported sets that the files no longer hold and that nothing uses. */
  removed: string[];
}

interface Plan {
  diff: CatalogueDiff;
  retire: { id: number; label: string }[];
  remove: number[];
  unretire: number[];
  /** The images that are new or differ from the card's. */
  images: ImportedImage[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const label = (c: { setCode: string; number: number; name: string }) => `${c.setCode}-${c.number} ${c.name}`;
const SKIPPED = new Set(["searchTerms", "upgradeSlotCount"]);

/** Of these cards, those something refers to: a deck (its list, sideboard or a saved version), a collection, a review or a registration. */
async function usedCards(prisma: PrismaClient, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT c."id" FROM card c WHERE c."id" = ANY(${ids}) AND (
      EXISTS (SELECT 1 FROM deck_card x WHERE x."cardId" = c."id")
      OR EXISTS (SELECT 1 FROM considered_card x WHERE x."cardId" = c."id")
      OR EXISTS (SELECT 1 FROM collection_entry x WHERE x."cardId" = c."id")
      OR EXISTS (SELECT 1 FROM card_review x WHERE x."cardId" = c."id")
      OR EXISTS (SELECT 1 FROM deck_version x WHERE x."cards" @> jsonb_build_array(jsonb_build_object('slug', c."slug")))
      OR EXISTS (SELECT 1 FROM registration_snapshot x WHERE x."cards" @> jsonb_build_array(jsonb_build_object('slug', c."slug"))))`;
  return new Set(rows.map((r) => r.id));
}

async function planImport(options: {
  prisma: PrismaClient;
  catalogue: Catalogue;
  images: ImportedImage[];
}): Promise<Plan> {
  const { prisma, catalogue } = options;
  const setCodes = catalogue.sets.map((s) => s.code);
  const stored = await prisma.card.findMany({
    where: { setCode: { in: setCodes } },
    include: { errata: { orderBy: { field: "asc" } }, rulings: { orderBy: { position: "asc" } }, images: true },
  });
  const byKey = new Map(stored.map((c) => [`${c.setCode}-${c.number}`, c]));
  // An image the files name for a card replaces the card's; a card whose row names none keeps what it has.
  const imageChanges = new Map<string, FieldChange[]>();
  const images = options.images.filter((image) => {
    const key = `${image.setCode}-${image.number}`;
    const old = byKey.get(key)?.images.find((i) => i.face === image.face);
    if (old?.hash === image.hash) return false;
    const field = image.face === "FRONT" ? "front image" : "back image";
    const change = { field, before: old ? describeImage(old) : null, after: describeImage(image) };
    imageChanges.set(key, [...(imageChanges.get(key) ?? []), change]);
    return true;
  });
  const diff: CatalogueDiff = { added: [], changed: [], retired: [], removed: [] };
  const unretire: number[] = [];
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
    const fields: FieldChange[] = Object.keys(wanted)
      .filter((f) => !SKIPPED.has(f) && stableJson(wanted[f] ?? null) !== stableJson(have[f] ?? null))
      .map((field) => ({ field, before: have[field] ?? null, after: wanted[field] ?? null }));
    fields.push(...(imageChanges.get(key) ?? []));
    if (old.retiredAt) {
      unretire.push(old.id);
      fields.push({ field: "retired", before: isoDay(old.retiredAt), after: null });
    }
    if (fields.length > 0) diff.changed.push({ card: label(card), fields });
  }
  // A card retired before stays retired until the files hold it again: importing the same files twice changes nothing.
  const missing = stored.filter((c) => !seen.has(`${c.setCode}-${c.number}`) && !c.retiredAt);
  const used = await usedCards(
    prisma,
    missing.map((c) => c.id),
  );
  const retire = missing.filter((c) => used.has(c.id)).map((c) => ({ id: c.id, label: label(c) }));
  const removed = missing.filter((c) => !used.has(c.id));
  diff.retired = retire.map((c) => c.label);
  diff.removed = removed.map(label);
  return { diff, retire, remove: removed.map((c) => c.id), unretire, images };
}

export async function importCatalogue(options: {
  prisma: PrismaClient;
  catalogue: Catalogue;
  dryRun: boolean;
  /** Where the catalogue's images go: needed only when its files name some. */
  store?: ImageStore;
}): Promise<{ diff: CatalogueDiff; report: LoadReport | null }> {
  const { prisma, catalogue, dryRun, store } = options;
  const decoded = await decodeCatalogueImages(catalogue.images ?? []);
  const { diff, retire, remove, unretire, images } = await planImport({ prisma, catalogue, images: decoded });
  if (dryRun) return { diff, report: null };
  if (images.length > 0) {
    if (!store) throw new SeedError("the catalogue's files name images, and no image store was given");
    await storeCatalogueImages({ images, store });
  }
  const now = new Date();
  const report = await prisma.$transaction(
    async (tx) => {
      const written = await writeCatalogue({ tx, catalogue, source: "import" });
      await tx.card.updateMany({ where: { id: { in: unretire } }, data: { retiredAt: null } });
      await tx.card.updateMany({
        where: { id: { in: retire.map((c) => c.id) } },
        data: { retiredAt: now, source: "import" },
      });
      await tx.card.deleteMany({ where: { id: { in: remove } } });
      for (const image of images) {
        const { id: cardId } = await tx.card.findUniqueOrThrow({
          where: { setCode_number: { setCode: image.setCode, number: image.number } },
          select: { id: true },
        });
        const data = { hash: image.hash, width: image.width, height: image.height };
        await tx.cardImage.upsert({
          where: { cardId_face: { cardId, face: image.face } },
          create: { cardId, face: image.face, ...data },
          update: data,
        });
      }
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
        data: [
          ...touched.map((c) => ({
            cardId: ids.get(c.slug)!,
            kind: "IMPORT" as const,
            changes: JSON.parse(
              JSON.stringify(changes.get(label(c)) ?? [{ field: "card", before: null, after: label(c) }]),
            ),
          })),
          ...retire.map((c) => ({
            cardId: c.id,
            kind: "IMPORT" as const,
            changes: [{ field: "retired", before: null, after: isoDay(now) }],
          })),
        ],
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
    ...diff.retired.map((c) => `- retired ${c} (not in the files; in use, so kept and hidden from search)`),
    ...diff.removed.map((c) => `- removed ${c} (not in the files; nothing uses it)`),
    `${diff.added.length} added, ${diff.changed.length} changed, ${diff.retired.length} retired, ${diff.removed.length} removed`,
  ];
}
