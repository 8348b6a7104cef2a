// Writes the seed catalogue into the database in one transaction: upserts by
// set code + collector number, touching only cards whose data changed, so a
// second load is a no-op that says so. The seed fills what is missing and
// updates only what it still owns (source "seed"): a card or set edited or
// imported since is kept as it is (docs/decisions/014).
import { Prisma, type PrismaClient } from "../lib/generated/prisma/client";
import type { CardRecord } from "../lib/cards/card-record";
import type { Catalogue } from "./read-catalogue";
import { searchTermsFor, upgradeSlotCount } from "../lib/search/search-terms";

export interface LoadReport {
  sets: { created: number; updated: number; kept: number };
  /** kept: edited or imported since, or a new seed card whose slug an imported card took; left alone. */
  cards: { created: number; updated: number; unchanged: number; kept: number };
}

/** The `source` of what the seed loader wrote and may still rewrite. */
const SEED_SOURCE = "seed";

type CardData = Omit<CardRecord, "errata" | "rulings" | "setCode"> & {
  searchTerms: string[];
  upgradeSlotCount: number | null;
};

/** The card's stored columns, with the search columns derived from it. */
export function cardData(card: CardRecord): CardData {
  const { errata: _e, rulings: _r, setCode: _s, ...data } = card;
  return {
    ...data,
    searchTerms: searchTermsFor({ ...card, hasErrata: card.errata.length > 0 }),
    upgradeSlotCount: upgradeSlotCount(card.upgradeSlots),
  };
}

const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === "object" && !(value instanceof Date)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortKeys(v)]),
        )
      : value;

/** JSON with every object's keys in order: equal values give equal strings. */
export const stableJson = (value: unknown): string => JSON.stringify(sortKeys(value));

/** A stable fingerprint of everything the seed controls for one card. */
function fingerprint(card: {
  data: Record<string, unknown>;
  errata: CardRecord["errata"];
  rulings: CardRecord["rulings"];
}): string {
  return stableJson(card);
}

/** A JSON column's value; a missing face or stat block is SQL NULL. */
const json = (value: object | null) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function loadCatalogue(options: { prisma: PrismaClient; catalogue: Catalogue }): Promise<LoadReport> {
  return options.prisma.$transaction(
    (tx) => writeCatalogue({ tx, catalogue: options.catalogue, source: SEED_SOURCE }),
    {
      timeout: 120_000,
      maxWait: 10_000,
    },
  );
}

/**
 * Writes a catalogue inside the caller's transaction. As the seed ("seed") it keeps whatever is edited or
 * imported; as an import ("import") it writes every set and card it holds and takes them over.
 */
export async function writeCatalogue(options: {
  tx: Prisma.TransactionClient;
  catalogue: Catalogue;
  source: "seed" | "import";
}): Promise<LoadReport> {
  const { tx, catalogue, source } = options;
  const dataKeys = Object.keys(cardData(catalogue.cards[0] ?? ({} as CardRecord)));
  const keeps = (owner: { source: string }) => source === SEED_SOURCE && owner.source !== SEED_SOURCE;
  const report: LoadReport = {
    sets: { created: 0, updated: 0, kept: 0 },
    cards: { created: 0, updated: 0, unchanged: 0, kept: 0 },
  };
  const existingSets = new Map((await tx.cardSet.findMany()).map((s) => [s.code, s]));
  for (const [position, set] of catalogue.sets.entries()) {
    const data = { name: set.name, releasedOn: day(set.releasedOn), description: set.description, position };
    const old = existingSets.get(set.code);
    if (!old) {
      await tx.cardSet.create({ data: { code: set.code, ...data, source } });
      report.sets.created++;
    } else if (keeps(old)) {
      report.sets.kept++;
    } else if (
      old.name !== data.name ||
      isoDay(old.releasedOn) !== set.releasedOn ||
      old.description !== data.description ||
      old.position !== position ||
      old.source !== source
    ) {
      await tx.cardSet.update({ where: { code: set.code }, data: { ...data, source } });
      report.sets.updated++;
    }
  }

  const existing = await tx.card.findMany({ include: { errata: true, rulings: { orderBy: { position: "asc" } } } });
  const byKey = new Map(existing.map((c) => [`${c.setCode}-${c.number}`, c]));
  const slugsTaken = new Map(existing.map((c) => [c.slug, c]));
  for (const card of catalogue.cards) {
    const owner = byKey.get(`${card.setCode}-${card.number}`) ?? slugsTaken.get(card.slug);
    // A set an import took over is the import's: the seed adds no card to it, so a card the import removed stays removed.
    const setOwner = existingSets.get(card.setCode);
    if ((owner && keeps(owner)) || (!owner && setOwner && keeps(setOwner))) {
      report.cards.kept++;
      continue;
    }
    const data = cardData(card);
    const wanted = fingerprint({
      data: data as unknown as Record<string, unknown>,
      errata: card.errata,
      rulings: card.rulings,
    });
    const old = byKey.get(`${card.setCode}-${card.number}`);
    if (old) {
      const stored = fingerprint({
        data: Object.fromEntries(dataKeys.map((k) => [k, (old as Record<string, unknown>)[k]])),
        errata: old.errata
          .map((e) => ({
            field: e.field as "text",
            printed: e.printed,
            corrected: e.corrected,
            publishedOn: isoDay(e.publishedOn),
            source: e.source,
            note: e.note,
          }))
          .sort(
            (a, b) =>
              card.errata.findIndex((x) => x.field === a.field) - card.errata.findIndex((x) => x.field === b.field),
          ),
        rulings: old.rulings.map((r) => ({
          ruledOn: isoDay(r.ruledOn),
          question: r.question,
          answer: r.answer,
          source: r.source,
        })),
      });
      if (stored === wanted && old.source === source) {
        report.cards.unchanged++;
        continue;
      }
    }
    const row = {
      ...data,
      setCode: card.setCode,
      upgradeSlots: json(data.upgradeSlots),
      heroic: json(data.heroic),
      contract: json(data.contract),
      complication: json(data.complication),
      source,
    };
    const saved = await tx.card.upsert({
      where: { setCode_number: { setCode: card.setCode, number: card.number } },
      create: row,
      update: row,
    });
    await tx.errata.deleteMany({ where: { cardId: saved.id } });
    await tx.ruling.deleteMany({ where: { cardId: saved.id } });
    if (card.errata.length) {
      await tx.errata.createMany({
        data: card.errata.map((e) => ({
          cardId: saved.id,
          field: e.field,
          printed: e.printed,
          corrected: e.corrected,
          publishedOn: day(e.publishedOn),
          source: e.source,
          note: e.note,
        })),
      });
    }
    if (card.rulings.length) {
      await tx.ruling.createMany({
        data: card.rulings.map((r, position) => ({
          cardId: saved.id,
          position,
          ruledOn: day(r.ruledOn),
          question: r.question,
          answer: r.answer,
          source: r.source,
        })),
      });
    }
    if (old) report.cards.updated++;
    else report.cards.created++;
  }
  return report;
}

export function describeLoad(report: LoadReport): string {
  const { sets, cards } = report;
  const kept = (n: number) => (n ? `, ${n} kept (edited or imported)` : "");
  return `catalogue: ${cards.created} cards created, ${cards.updated} updated, ${cards.unchanged} unchanged${kept(cards.kept)}; ${sets.created} sets created, ${sets.updated} updated${kept(sets.kept)}`;
}
