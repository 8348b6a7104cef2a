// Writes the database's catalogue in the seed's format (sets.json,
// cards/<set>/<type>.json): what `npm run catalogue:import` reads, so an export
// imported again changes nothing. The current text is the card's text; a text
// erratum keeps the printed one beside it, as in the seed files.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PrismaClient } from "../lib/generated/prisma/client";
import type { CardType } from "../lib/cards/vocabulary";
import { slugify } from "../lib/cards/slug";

const FILE_OF: Record<CardType, string> = {
  SHIP: "ships",
  CREW: "crew",
  GEAR: "gear",
  UPGRADE: "upgrades",
  CONNECTION: "connections",
  ACTION: "actions",
  ADVENTURE: "adventures",
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The fields a row leaves out when they hold nothing (their defaults), as the seed files do. */
const withoutEmpty = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );

type StoredCard = Awaited<ReturnType<typeof readCards>>[number];

function readCards(prisma: PrismaClient) {
  // A retired card is left out: importing the export into this site leaves it retired, and another site has no use for it.
  return prisma.card.findMany({
    where: { retiredAt: null },
    orderBy: [{ setCode: "asc" }, { type: "asc" }, { number: "asc" }],
    include: { errata: { orderBy: { field: "asc" } }, rulings: { orderBy: { position: "asc" } } },
  });
}

function seedRow(card: StoredCard, slug: string | undefined): Record<string, unknown> {
  const procured = { cost: card.cost, creditValue: card.creditValue };
  const byType: Record<CardType, Record<string, unknown>> = {
    SHIP: {
      jump: card.jump,
      attack: card.attack,
      defense: card.defense,
      initiative: card.initiative,
      crewSlots: card.crewSlots,
      handSize: card.handSize,
      upgradeSlots: card.upgradeSlots,
      capabilities: card.capabilities,
    },
    CREW: {
      ...procured,
      skills: card.skills.map((skill) => ({
        skill,
        level: card.expertSkills.includes(skill) ? "expert" : "trained",
      })),
      wounds: card.wounds,
    },
    GEAR: procured,
    UPGRADE: { ...procured, structure: card.structure },
    CONNECTION: procured,
    ACTION: { ...procured, phase: card.phase, reaction: card.isReaction || null, heroic: card.heroic },
    ADVENTURE: { contract: card.contract, complication: card.complication },
  };
  return withoutEmpty({
    number: card.number,
    name: card.name,
    slug,
    subtypes: card.subtypes,
    traits: card.traits,
    keywords: card.keywords,
    ...byType[card.type],
    text: card.text || null,
    flavor: card.flavor,
    errata: card.errata.map((e) =>
      withoutEmpty({
        field: e.field,
        printed: e.printed,
        date: isoDay(e.publishedOn),
        source: e.source,
        note: e.note,
      }),
    ),
    rulings: card.rulings.map((r) => ({
      date: isoDay(r.ruledOn),
      question: r.question,
      answer: r.answer,
      source: r.source,
    })),
  });
}

/** Writes every set and card under `dir`; returns the files written, relative to it. */
export async function exportCatalogue(options: { prisma: PrismaClient; dir: string }): Promise<string[]> {
  const { prisma, dir } = options;
  const sets = await prisma.cardSet.findMany({ orderBy: { position: "asc" } });
  const cards = await readCards(prisma);
  // The reader gives a card the slug of its name (then `<name>-<set>` when taken), in set and number order:
  // a card whose stored slug differs says so in its row.
  const setOrder = new Map(sets.map((s, i) => [s.code, i]));
  const derived = new Set<string>();
  const explicit = new Map<number, string>();
  for (const card of [...cards].sort(
    (a, b) => setOrder.get(a.setCode)! - setOrder.get(b.setCode)! || a.number - b.number,
  )) {
    let slug = slugify(card.name);
    if (derived.has(slug)) slug = `${slug}-${card.setCode.toLowerCase()}`;
    if (slug !== card.slug) explicit.set(card.id, card.slug);
    derived.add(explicit.has(card.id) ? card.slug : slug);
  }
  const written = ["sets.json"];
  mkdirSync(dir, { recursive: true });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(
    join(dir, "sets.json"),
    json(
      sets.map((s) => ({ code: s.code, name: s.name, releasedOn: isoDay(s.releasedOn), description: s.description })),
    ),
  );
  for (const set of sets) {
    for (const type of Object.keys(FILE_OF) as CardType[]) {
      const rows = cards.filter((c) => c.setCode === set.code && c.type === type);
      if (rows.length === 0) continue;
      const file = join("cards", set.code.toLowerCase(), `${FILE_OF[type]}.json`);
      mkdirSync(join(dir, "cards", set.code.toLowerCase()), { recursive: true });
      writeFileSync(
        join(dir, file),
        json({ set: set.code, type, cards: rows.map((c) => seedRow(c, explicit.get(c.id))) }),
      );
      written.push(file);
    }
  }
  return written;
}
