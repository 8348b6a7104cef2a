// Reads and validates the seed catalogue files into card records. Pure file
// reading: no database. A bad row stops the load with the file, card and field.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import {
  cardFileSchema,
  cardSeedSchemas,
  setsFileSchema,
  type Requirement,
  type SetSeed,
} from "../lib/cards/seed-schema";
import type { CardRecord } from "../lib/cards/card-record";
import { SPECIES, type CardType } from "../lib/cards/vocabulary";
import { slugify } from "../lib/cards/slug";

export class SeedError extends Error {
  override name = "SeedError";
}

export interface Catalogue {
  sets: SetSeed[];
  cards: CardRecord[];
}

export const SEED_DIR = join(import.meta.dirname, ".");

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `field '${issue.path.join(".") || "(root)"}': ${issue.message}`)
    .join("; ");
}

function readJson(file: string, root: string): unknown {
  const text = readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SeedError(`${relative(root, file)}: not valid JSON (${(error as Error).message})`);
  }
}

function requirementTokens(requirements: Requirement[]): string[] {
  return requirements.flatMap((r) =>
    r.kind === "skill" ? [r.skill] : r.kind === "capability" ? [r.capability] : [],
  );
}

/** Turns one validated seed row into the stored card record. */
function toRecord(setCode: string, type: CardType, row: Record<string, unknown>): Omit<CardRecord, "slug"> {
  const r = row as Record<string, any>;
  const errata = (r.errata as any[]).map((e) => ({
    field: e.field,
    printed: e.printed,
    corrected: String(e.field === "text" ? r.text : r[e.field]),
    publishedOn: e.date,
    source: e.source,
    note: e.note ?? null,
  }));
  const textErrata = errata.find((e) => e.field === "text");
  const contract = type === "ADVENTURE" ? r.contract : null;
  const complication = type === "ADVENTURE" ? r.complication : null;
  const allRequirements: Requirement[] = contract
    ? [
        ...contract.requirements,
        ...contract.subplots.flatMap((s: any) => s.requirements),
        ...complication.requirements,
        ...complication.subplots.flatMap((s: any) => s.requirements),
      ]
    : [];
  return {
    setCode,
    number: r.number,
    name: r.name,
    type,
    subtypes: r.subtypes,
    traits: r.traits,
    keywords: r.keywords,
    isUnique: type === "CREW",
    cost: r.cost ?? null,
    creditValue: r.creditValue ?? null,
    text: r.text,
    printedText: textErrata ? textErrata.printed : r.text,
    flavor: r.flavor ?? null,
    jump: r.jump ?? null,
    attack: r.attack ?? null,
    defense: r.defense ?? null,
    initiative: r.initiative ?? null,
    crewSlots: r.crewSlots ?? null,
    handSize: r.handSize ?? null,
    upgradeSlots: r.upgradeSlots ?? null,
    capabilities: r.capabilities ?? [],
    skills: (r.skills ?? []).map((s: any) => s.skill),
    expertSkills: (r.skills ?? []).filter((s: any) => s.level === "expert").map((s: any) => s.skill),
    wounds: r.wounds ?? null,
    structure: r.structure ?? null,
    phase: r.phase ?? null,
    isReaction: r.reaction ?? false,
    heroic: r.heroic ?? null,
    contract,
    complication,
    vp: contract?.vp ?? null,
    distance: contract?.distance ?? null,
    complicationSlots: contract?.complicationSlots ?? null,
    abandonment: contract?.abandonment ?? null,
    requirementTokens: [...new Set(requirementTokens(allRequirements))].sort(),
    errata,
    rulings: (r.rulings as any[]).map((x) => ({
      ruledOn: x.date,
      question: x.question,
      answer: x.answer,
      source: x.source,
    })),
  };
}

function checkRow(where: string, type: CardType, card: Omit<CardRecord, "slug">): void {
  if (type === "CREW" && !card.traits.some((t) => (SPECIES as readonly string[]).includes(t))) {
    throw new SeedError(`${where}: field 'traits': a crew names its species (one of ${SPECIES.join(", ")})`);
  }
  for (const e of card.errata) {
    if (e.printed === e.corrected) {
      throw new SeedError(`${where}: field 'errata': printed ${e.field} is the same as the current one`);
    }
  }
}

/** Reads seed/sets.json and every seed/cards/<set>/<type>.json under `dir`. */
export function readCatalogue(dir: string = SEED_DIR): Catalogue {
  const setsFile = join(dir, "sets.json");
  const setsParsed = setsFileSchema.safeParse(readJson(setsFile, dir));
  if (!setsParsed.success) throw new SeedError(`sets.json: ${describeIssues(setsParsed.error)}`);
  const sets = setsParsed.data;
  const setCodes = new Set(sets.map((s) => s.code));

  const cardsDir = join(dir, "cards");
  const files = existsSync(cardsDir)
    ? readdirSync(cardsDir, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  const rows: Omit<CardRecord, "slug">[] = [];
  const seen = new Map<string, string>();
  const crewNames = new Map<string, string>();

  for (const name of files) {
    const file = join(cardsDir, name);
    const shown = relative(dir, file);
    const parsedFile = cardFileSchema.safeParse(readJson(file, dir));
    if (!parsedFile.success) throw new SeedError(`${shown}: ${describeIssues(parsedFile.error)}`);
    const { set, type, cards } = parsedFile.data;
    if (!setCodes.has(set)) throw new SeedError(`${shown}: field 'set': unknown set '${set}' (not in sets.json)`);
    cards.forEach((raw, index) => {
      const label = (raw as { name?: unknown })?.name;
      const where = `${shown}: card #${index + 1}${typeof label === "string" ? ` '${label}'` : ""}`;
      const parsed = cardSeedSchemas[type].safeParse(raw);
      if (!parsed.success) throw new SeedError(`${where}: ${describeIssues(parsed.error)}`);
      const card = toRecord(set, type, parsed.data as Record<string, unknown>);
      checkRow(where, type, card);
      const key = `${set}-${card.number}`;
      if (seen.has(key)) throw new SeedError(`${where}: field 'number': ${key} is also used by ${seen.get(key)}`);
      seen.set(key, where);
      if (type === "CREW") {
        if (crewNames.has(card.name)) {
          throw new SeedError(`${where}: field 'name': crew are unique by name and '${card.name}' is also ${crewNames.get(card.name)}`);
        }
        crewNames.set(card.name, where);
      }
      rows.push(card);
    });
  }

  const setOrder = new Map(sets.map((s, i) => [s.code, i]));
  rows.sort((a, b) => setOrder.get(a.setCode)! - setOrder.get(b.setCode)! || a.number - b.number);
  const slugs = new Set<string>();
  const cards = rows.map((row) => {
    let slug = slugify(row.name);
    if (slugs.has(slug)) slug = `${slug}-${row.setCode.toLowerCase()}`;
    if (slugs.has(slug)) throw new SeedError(`card '${row.name}' (${row.setCode}-${row.number}): its slug '${slug}' is taken`);
    slugs.add(slug);
    return { ...row, slug };
  });
  return { sets, cards };
}
