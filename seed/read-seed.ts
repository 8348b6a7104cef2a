// Reads and validates every seed file (catalogue, formats, rules reference)
// without a database, so a bad row is reported before anything is written.
import { readCatalogue, SeedError, type Catalogue } from "./read-catalogue";
import { readFormatHistories } from "./formats/read-formats";
import { readRules, RulesSeedError, type RulesSeed } from "./rules/read-rules";
import type { FormatHistory } from "../lib/rules/format";

export interface Seed {
  catalogue: Catalogue;
  formats: FormatHistory[];
  rules: RulesSeed;
}

export function readSeed(): Seed {
  const catalogue = readCatalogue();
  return { catalogue, formats: readFormatHistories(undefined, catalogue), rules: readRules() };
}

export function isSeedError(error: unknown): error is Error {
  return error instanceof SeedError || error instanceof RulesSeedError;
}
