// Writes the rules seed into the database in one transaction, touching only
// rows whose content changed, so a second load is a no-op that says so. Rows a
// rules import wrote (source other than "seed") are left alone; seed rows that
// left the seed are removed so no link points at them.
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import {
  RulesSeedError,
  type AnatomyRecord,
  type GlossaryEntryRecord,
  type RulesSeed,
  type SectionRecord,
} from "./read-rules";

interface SyncCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Rows an import owns, which the seed does not overwrite. */
  kept: number;
}

export interface RulesLoadReport {
  entries: SyncCounts;
  sections: SyncCounts;
  anatomy: SyncCounts;
}

interface Plan<T> {
  create: T[];
  update: T[];
  remove: string[];
  counts: SyncCounts;
}

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep key order. */
function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(value) ?? null);
}

/** Decides what to write: compares the seed's rows to the stored ones on `fields`. */
function planSync<T extends object>(options: {
  wanted: T[];
  stored: (T & { source?: string })[];
  key: keyof T;
  fields: (keyof T)[];
}): Plan<T> {
  const { wanted, stored, key, fields } = options;
  const byKey = new Map(stored.map((row) => [String(row[key]), row]));
  const wantedKeys = new Set(wanted.map((row) => String(row[key])));
  const plan: Plan<T> = {
    create: [],
    update: [],
    remove: [],
    counts: { created: 0, updated: 0, unchanged: 0, removed: 0, kept: 0 },
  };
  const same = (a: T, b: T) => fields.every((f) => stableJson(a[f]) === stableJson(b[f]));
  for (const row of wanted) {
    const old = byKey.get(String(row[key]));
    if (!old) plan.create.push(row);
    else if ((old.source ?? "seed") !== "seed") plan.counts.kept++;
    else if (same(row, old)) plan.counts.unchanged++;
    else plan.update.push(row);
  }
  for (const old of stored) {
    if ((old.source ?? "seed") === "seed" && !wantedKeys.has(String(old[key]))) plan.remove.push(String(old[key]));
  }
  plan.counts.created = plan.create.length;
  plan.counts.updated = plan.update.length;
  plan.counts.removed = plan.remove.length;
  return plan;
}

const ENTRY_FIELDS: (keyof GlossaryEntryRecord)[] = [
  "title",
  "kind",
  "icon",
  "terms",
  "body",
  "stages",
  "related",
  "position",
];
const SECTION_FIELDS: (keyof SectionRecord)[] = ["title", "level", "kind", "body", "position"];
const ANATOMY_FIELDS: (keyof AnatomyRecord)[] = ["cardSlug", "intro", "callouts", "position"];

async function checkAnatomyCards(tx: Prisma.TransactionClient, anatomy: AnatomyRecord[]): Promise<void> {
  const cards = await tx.card.findMany({
    where: { slug: { in: anatomy.map((a) => a.cardSlug) } },
    select: { slug: true, type: true },
  });
  const typeOf = new Map(cards.map((c) => [c.slug, c.type]));
  for (const item of anatomy) {
    const type = typeOf.get(item.cardSlug);
    if (!type)
      throw new RulesSeedError(
        `anatomy.json '${item.cardType}': field 'card': no card '${item.cardSlug}' in the catalogue`,
      );
    if (type !== item.cardType)
      throw new RulesSeedError(`anatomy.json '${item.cardType}': field 'card': '${item.cardSlug}' is a ${type} card`);
  }
}

export async function loadRules(options: { prisma: PrismaClient; rules: RulesSeed }): Promise<RulesLoadReport> {
  const { prisma, rules } = options;
  return prisma.$transaction(
    async (tx) => {
      const entries = planSync({
        wanted: rules.entries,
        stored: await tx.glossaryEntry.findMany(),
        key: "anchor",
        fields: ENTRY_FIELDS,
      });
      if (entries.create.length) await tx.glossaryEntry.createMany({ data: entries.create });
      for (const { anchor, ...data } of entries.update) await tx.glossaryEntry.update({ where: { anchor }, data });
      await tx.glossaryEntry.deleteMany({ where: { anchor: { in: entries.remove } } });

      const sections = planSync({
        wanted: rules.sections,
        stored: await tx.rulesSection.findMany(),
        key: "anchor",
        fields: SECTION_FIELDS,
      });
      if (sections.create.length) await tx.rulesSection.createMany({ data: sections.create });
      for (const { anchor, ...data } of sections.update) await tx.rulesSection.update({ where: { anchor }, data });
      await tx.rulesSection.deleteMany({ where: { anchor: { in: sections.remove } } });

      await checkAnatomyCards(tx, rules.anatomy);
      const anatomy = planSync({
        wanted: rules.anatomy,
        stored: (await tx.cardAnatomy.findMany()) as unknown as AnatomyRecord[],
        key: "cardType",
        fields: ANATOMY_FIELDS,
      });
      const json = (a: AnatomyRecord) => ({ ...a, callouts: a.callouts as Prisma.InputJsonValue });
      if (anatomy.create.length) await tx.cardAnatomy.createMany({ data: anatomy.create.map(json) });
      for (const { cardType, ...data } of anatomy.update.map(json))
        await tx.cardAnatomy.update({ where: { cardType }, data });
      await tx.cardAnatomy.deleteMany({ where: { cardType: { in: anatomy.remove as AnatomyRecord["cardType"][] } } });

      return { entries: entries.counts, sections: sections.counts, anatomy: anatomy.counts };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

export function describeRulesLoad(report: RulesLoadReport): string {
  const part = (name: string, c: SyncCounts) =>
    `${name} ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.removed} removed${c.kept ? `, ${c.kept} kept from an import` : ""}`;
  return `rules: ${part("glossary", report.entries)}; ${part("sections", report.sections)}; ${part("anatomy", report.anatomy)}`;
}
