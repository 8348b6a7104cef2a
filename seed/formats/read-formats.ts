// Reads and validates the formats in seed/formats/*.json. Pure file reading:
// no database. A bad file stops the load with the file and the field.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatSchema, type Format } from "../../lib/rules/format";
import { SeedError, type Catalogue } from "../read-catalogue";

export const FORMATS_DIR = join(import.meta.dirname, ".");

function fail(file: string, field: string, message: string): never {
  throw new SeedError(`formats/${file}: field '${field}': ${message}`);
}

/** Each listed card name or slug and each legal set must exist, so a typo cannot ban nothing. */
function checkAgainstCatalogue(file: string, format: Format, catalogue: Catalogue): void {
  const known = new Set(catalogue.cards.flatMap((c) => [c.slug, c.name.toLowerCase()]));
  for (const list of ["banned", "restricted"] as const) {
    format[list].forEach((card, index) => {
      if (!known.has(card.toLowerCase())) fail(file, `${list}.${index}`, `no card is named '${card}'`);
    });
  }
  const sets = new Set(catalogue.sets.map((s) => s.code));
  format.legalSets?.forEach((set, index) => {
    if (!sets.has(set)) fail(file, `legalSets.${index}`, `unknown set '${set}' (not in sets.json)`);
  });
}

/** Every format file under `dir`, sorted by file name (a format's id is its file name, so ids are unique); with a catalogue, the card and set names are checked too. */
export function readFormats(dir: string = FORMATS_DIR, catalogue?: Catalogue): Format[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  return files.map((file) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      throw new SeedError(`formats/${file}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = formatSchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `field '${i.path.join(".") || "(root)"}': ${i.message}`);
      throw new SeedError(`formats/${file}: ${issues.join("; ")}`);
    }
    const format = parsed.data;
    if (`${format.id}.json` !== file) fail(file, "id", `'${format.id}' does not match the file name`);
    if (catalogue) checkAgainstCatalogue(file, format, catalogue);
    return format;
  });
}
