// Writes the database's catalogue in the seed's format (sets.json,
// cards/<set>/<type>.json): what `npm run catalogue:import` reads, so an export
// imported again changes nothing. The current text is the card's text; a text
// erratum keeps the printed one beside it, as in the seed files. Each image is
// a file, images/<hash>.<ext>, that the card's row names.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PrismaClient } from "../lib/generated/prisma/client";
import type { CardType } from "../lib/cards/vocabulary";
import { slugify } from "../lib/cards/slug";
import { originalKey, type ImageStore } from "../lib/card-images/image-store";
import { EXTENSION_OF_TYPE } from "./catalogue-images";
import sharp from "sharp";

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
    include: {
      errata: { orderBy: { field: "asc" } },
      rulings: { orderBy: { position: "asc" } },
      images: { orderBy: { face: "asc" } },
    },
  });
}

/** Writes each card image the cards hold as images/<hash>.<ext>; returns each image's file by its hash. */
async function writeImages(options: {
  cards: StoredCard[];
  store?: ImageStore;
  dir: string;
}): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const image of options.cards.flatMap((c) => c.images)) {
    if (files.has(image.hash)) continue;
    if (!options.store) throw new Error("the catalogue has card images, and no image store was given");
    const bytes = await options.store.get(originalKey(image.hash));
    if (!bytes) throw new Error(`image ${image.hash} is not in the image store`);
    const { format } = await sharp(bytes).metadata();
    const extension = EXTENSION_OF_TYPE[format === "heif" ? "image/avif" : `image/${format}`] ?? "bin";
    const file = `images/${image.hash}.${extension}`;
    mkdirSync(join(options.dir, "images"), { recursive: true });
    writeFileSync(join(options.dir, file), bytes);
    files.set(image.hash, file);
  }
  return files;
}

function seedRow(card: StoredCard, slug: string | undefined, imageFiles: Map<string, string>): Record<string, unknown> {
  const imageOf = (face: "FRONT" | "BACK") => {
    const image = card.images.find((i) => i.face === face);
    return image ? imageFiles.get(image.hash) : undefined;
  };
  const images = card.images.length ? { front: imageOf("FRONT"), back: imageOf("BACK") } : null;
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
    images: images && withoutEmpty(images),
  });
}

/** Writes every set and card under `dir`; returns the files written, relative to it. */
export async function exportCatalogue(options: {
  prisma: PrismaClient;
  dir: string;
  /** Where the cards' images are read from: needed only when some card has one. */
  store?: ImageStore;
}): Promise<string[]> {
  const { prisma, dir, store } = options;
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
  const imageFiles = await writeImages({ cards, store, dir });
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
        json({ set: set.code, type, cards: rows.map((c) => seedRow(c, explicit.get(c.id), imageFiles)) }),
      );
      written.push(file);
    }
  }
  return [...written, ...imageFiles.values()];
}
