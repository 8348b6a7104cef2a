// Reads and validates the formats in seed/formats/*.json: each a format with
// its dated revisions, oldest first. Pure file reading: no database. A bad
// file stops the load with the file and the field.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatAt, formatHistorySchema, type Format, type FormatHistory } from "../../lib/rules/format";
import { SeedError, type Catalogue } from "../read-catalogue";

const FORMATS_DIR = join(import.meta.dirname, ".");

function fail(file: string, field: string, message: string): never {
  throw new SeedError(`formats/${file}: field '${field}': ${message}`);
}

/**
 * Each listed card name or slug and each legal set must exist, so a typo
 * cannot ban nothing; a set made legal must be out by the day the revision
 * takes effect.
 */
function checkAgainstCatalogue(file: string, history: FormatHistory, catalogue: Catalogue): void {
  const known = new Set(catalogue.cards.flatMap((c) => [c.slug, c.name.toLowerCase()]));
  const released = new Map(catalogue.sets.map((s) => [s.code, s.releasedOn]));
  history.revisions.forEach((revision, r) => {
    const at = `revisions.${r}`;
    for (const list of ["banned", "restricted"] as const) {
      revision[list].forEach((card, index) => {
        if (!known.has(card.toLowerCase())) fail(file, `${at}.${list}.${index}`, `no card is named '${card}'`);
      });
    }
    revision.legalSets?.forEach((set, index) => {
      const releasedOn = released.get(set);
      if (releasedOn === undefined) fail(file, `${at}.legalSets.${index}`, `unknown set '${set}' (not in sets.json)`);
      if (releasedOn > revision.effective) {
        fail(
          file,
          `${at}.legalSets.${index}`,
          `'${set}' is released on ${releasedOn}, after this revision takes effect (${revision.effective})`,
        );
      }
    });
  });
}

/** Every format file under `dir` with its revisions, sorted by file name (a format's id is its file name, so ids are unique); with a catalogue, card and set names are checked too. */
export function readFormatHistories(dir: string = FORMATS_DIR, catalogue?: Catalogue): FormatHistory[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  return files.map((file) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      throw new SeedError(`formats/${file}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = formatHistorySchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `field '${i.path.join(".") || "(root)"}': ${i.message}`);
      throw new SeedError(`formats/${file}: ${issues.join("; ")}`);
    }
    const history = parsed.data;
    if (`${history.id}.json` !== file) fail(file, "id", `'${history.id}' does not match the file name`);
    if (catalogue) checkAgainstCatalogue(file, history, catalogue);
    return history;
  });
}

/** Each format under its newest revision, as the engine reads it: what the engine's tests and benchmark check decks against. */
export function readFormats(dir: string = FORMATS_DIR, catalogue?: Catalogue): Format[] {
  return readFormatHistories(dir, catalogue).map((history) => formatAt(history, history.revisions.at(-1)!));
}
