// Reads and validates the seed catalogue files into card records. Pure file
// reading: no database. A bad row stops the load with the file, card and field.
import { readFileSync, readdirSync, existsSync, lstatSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { z } from "zod";
import {
  cardFileSchema,
  cardSeedSchemas,
  setsFileSchema,
  type ActionSeed,
  type AdventureSeed,
  type ConnectionSeed,
  type CrewSeed,
  type GearSeed,
  type Requirement,
  type SetSeed,
  type ShipSeed,
  type UpgradeSeed,
} from "../lib/cards/seed-schema";
import type { CardRecord } from "../lib/cards/card-record";
import { SPECIES, type CardType } from "../lib/cards/vocabulary";
import { slugify } from "../lib/cards/slug";
import { MAX_IMAGE_BYTES } from "../lib/card-images/upload-schema";

export class SeedError extends Error {
  override name = "SeedError";
}

/** An image file a card's row names: its bytes read (within the size cap), not yet decoded. */
export interface CatalogueImage {
  setCode: string;
  number: number;
  face: "FRONT" | "BACK";
  /** As the row names it, relative to the catalogue's folder: what errors name. */
  file: string;
  bytes: Uint8Array;
}

export interface Catalogue {
  sets: SetSeed[];
  cards: CardRecord[];
  /** The card images the files name (none in the seed). */
  images?: CatalogueImage[];
}

const SEED_DIR = join(import.meta.dirname, ".");

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `field '${issue.path.join(".") || "(root)"}': ${issue.message}`).join("; ");
}

/** A catalogue file larger than this is refused before it is read (the seed's largest is about 60 kB). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Reads one file of the catalogue, refusing a link, anything but a plain file inside `root`, or a file over `maxBytes`. */
function readPlainFile(file: string, root: string, shown: string, maxBytes: number): Buffer {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) throw new SeedError(`${shown}: no such file`);
  const inside = realpathSync(file).startsWith(realpathSync(root) + sep);
  if (stat.isSymbolicLink() || !stat.isFile() || !inside) {
    throw new SeedError(`${shown}: not a plain file inside the catalogue's folder (links are refused)`);
  }
  if (stat.size > maxBytes) {
    throw new SeedError(
      `${shown}: ${stat.size.toLocaleString("en")} bytes, more than a catalogue file may hold (${maxBytes.toLocaleString("en")})`,
    );
  }
  return readFileSync(file);
}

function readJson(file: string, root: string): unknown {
  const shown = relative(root, file);
  const text = readPlainFile(file, root, shown, MAX_FILE_BYTES).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SeedError(`${shown}: not valid JSON (${(error as Error).message})`);
  }
}

function requirementTokens(requirements: Requirement[]): string[] {
  return requirements.flatMap((r) => (r.kind === "skill" ? [r.skill] : r.kind === "capability" ? [r.capability] : []));
}

type AnySeed = ShipSeed | CrewSeed | GearSeed | UpgradeSeed | ConnectionSeed | ActionSeed | AdventureSeed;
/** Every field any card type may carry, each optional: one flat view of a seed row. */
type FlatSeed = Partial<ShipSeed> &
  Partial<CrewSeed> &
  Partial<UpgradeSeed> &
  Partial<ActionSeed> &
  Partial<AdventureSeed>;

/** Turns one validated seed row into the stored card record. */
function toRecord(setCode: string, type: CardType, seed: AnySeed): Omit<CardRecord, "slug"> {
  const r = seed as FlatSeed & AnySeed;
  const current = { text: r.text, cost: r.cost, creditValue: r.creditValue };
  const errata = r.errata.map((e) => ({
    field: e.field,
    printed: e.printed,
    corrected: String(current[e.field]),
    publishedOn: e.date,
    source: e.source,
    note: e.note ?? null,
  }));
  const textErrata = errata.find((e) => e.field === "text");
  const contract = r.contract ?? null;
  const complication = r.complication ?? null;
  const allRequirements: Requirement[] = [contract, complication].flatMap((face) =>
    face ? [...face.requirements, ...face.subplots.flatMap((s) => s.requirements)] : [],
  );
  const skills = r.skills ?? [];
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
    skills: skills.map((s) => s.skill),
    expertSkills: skills.filter((s) => s.level === "expert").map((s) => s.skill),
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
    rulings: r.rulings.map((x) => ({ ruledOn: x.date, question: x.question, answer: x.answer, source: x.source })),
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
  const rows: (Omit<CardRecord, "slug"> & { slug?: string })[] = [];
  const seen = new Map<string, string>();
  const crewNames = new Map<string, string>();
  const images: CatalogueImage[] = [];

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
      const card = toRecord(set, type, parsed.data);
      checkRow(where, type, card);
      const key = `${set}-${card.number}`;
      if (seen.has(key)) throw new SeedError(`${where}: field 'number': ${key} is also used by ${seen.get(key)}`);
      seen.set(key, where);
      if (type === "CREW") {
        if (crewNames.has(card.name)) {
          throw new SeedError(
            `${where}: field 'name': crew are unique by name and '${card.name}' is also ${crewNames.get(card.name)}`,
          );
        }
        crewNames.set(card.name, where);
      }
      rows.push({ ...card, slug: parsed.data.slug });
      const named = parsed.data.images ?? {};
      if (named.back && type !== "ADVENTURE")
        throw new SeedError(
          `${where}: field 'images.back': only adventure cards have a back (their complication face)`,
        );
      for (const [face, file] of [
        ["FRONT", named.front],
        ["BACK", named.back],
      ] as const) {
        if (!file) continue;
        const path = resolve(dir, file);
        // A path that leads out of the folder is refused before anything is read there.
        if (isAbsolute(file) || !path.startsWith(resolve(dir) + sep))
          throw new SeedError(
            `${where}: field 'images.${face.toLowerCase()}': '${file}' is outside the catalogue's folder`,
          );
        images.push({
          setCode: set,
          number: card.number,
          face,
          file,
          bytes: readPlainFile(path, dir, `${where}: field 'images.${face.toLowerCase()}': ${file}`, MAX_IMAGE_BYTES),
        });
      }
    });
  }

  const setOrder = new Map(sets.map((s, i) => [s.code, i]));
  rows.sort((a, b) => setOrder.get(a.setCode)! - setOrder.get(b.setCode)! || a.number - b.number);
  const slugs = new Set<string>();
  const cards = rows.map((row) => {
    let slug = row.slug ?? slugify(row.name);
    if (slugs.has(slug) && !row.slug) slug = `${slug}-${row.setCode.toLowerCase()}`;
    if (slugs.has(slug))
      throw new SeedError(`card '${row.name}' (${row.setCode}-${row.number}): its slug '${slug}' is taken`);
    slugs.add(slug);
    return { ...row, slug };
  });
  return { sets, cards, ...(images.length ? { images } : {}) };
}
