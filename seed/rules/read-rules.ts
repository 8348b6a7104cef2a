// Reads and validates the rules seed (seed/rules/): glossary entries by kind,
// the page's sections and the card anatomy appendix. Pure file reading: no
// database. Every link, related entry and anchor is checked here, so a broken
// reference stops the load with the file, entry and field named.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { ICON_LABELS } from "../../lib/cards/card-text";
import type { CardType } from "../../lib/cards/vocabulary";
import { markupAnchors } from "../../lib/glossary/rules-markup";
import { termForms } from "../../lib/glossary/term-links";
import { KEYWORDS_ANCHOR } from "../../lib/glossary/keywords";
import {
  anatomyFileSchema,
  glossaryFileSchema,
  sectionsFileSchema,
  type AnatomySeed,
  type GlossaryKindName,
  type SectionKindName,
} from "../../lib/glossary/seed-schema";

export class RulesSeedError extends Error {
  override name = "RulesSeedError";
}

export interface GlossaryEntryRecord {
  anchor: string;
  title: string;
  kind: GlossaryKindName;
  icon: string | null;
  terms: string[];
  body: string;
  stages: string[];
  related: string[];
  position: number;
}

export interface SectionRecord {
  anchor: string;
  title: string;
  level: number;
  kind: SectionKindName;
  body: string;
  position: number;
}

export interface AnatomyRecord {
  cardType: CardType;
  cardSlug: string;
  intro: string;
  callouts: AnatomySeed["callouts"];
  position: number;
}

export interface RulesSeed {
  entries: GlossaryEntryRecord[];
  sections: SectionRecord[];
  anatomy: AnatomyRecord[];
}

export const RULES_SEED_DIR = import.meta.dirname;

function readJson<T>(file: string, schema: z.ZodType<T>, root: string): T {
  const shown = relative(root, file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new RulesSeedError(`${shown}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `field '${i.path.join(".") || "(root)"}': ${i.message}`).join("; ");
    throw new RulesSeedError(`${shown}: ${issues}`);
  }
  return parsed.data;
}

/** Cross-file checks: unique anchors, terms and icons; every link and related entry resolves. */
function checkReferences(seed: RulesSeed, where: Map<string, string>): void {
  const anchors = new Set<string>();
  for (const { anchor } of [...seed.entries, ...seed.sections]) {
    if (anchors.has(anchor)) throw new RulesSeedError(`${where.get(anchor)}: anchor '${anchor}' is used twice`);
    anchors.add(anchor);
  }
  const mustExist = (from: string, field: string, anchor: string) => {
    if (!anchors.has(anchor)) throw new RulesSeedError(`${from}: field '${field}': unknown anchor '${anchor}'`);
  };
  const termOwner = new Map<string, string>();
  const iconOwner = new Map<string, string>();
  for (const entry of seed.entries) {
    const at = where.get(entry.anchor)!;
    entry.related.forEach((r) => {
      if (r === entry.anchor) throw new RulesSeedError(`${at}: field 'related': an entry is not related to itself`);
      mustExist(at, "related", r);
    });
    markupAnchors(entry.body).forEach((a) => mustExist(at, "body", a));
    entry.stages.forEach((stage, i) => markupAnchors(stage).forEach((a) => mustExist(at, `stages.${i}`, a)));
    for (const form of entry.terms.flatMap(termForms)) {
      const other = termOwner.get(form);
      if (other && other !== entry.anchor)
        throw new RulesSeedError(`${at}: field 'terms': '${form}' already links to ${other}`);
      termOwner.set(form, entry.anchor);
    }
    if (entry.icon) {
      const other = iconOwner.get(entry.icon);
      if (other) throw new RulesSeedError(`${at}: field 'icon': [${entry.icon}] is already explained by ${other}`);
      iconOwner.set(entry.icon, entry.anchor);
    }
  }
  const missingIcons = Object.keys(ICON_LABELS).filter((icon) => !iconOwner.has(icon));
  if (missingIcons.length)
    throw new RulesSeedError(`glossary: no entry explains the icon(s) ${missingIcons.map((i) => `[${i}]`).join(", ")}`);
  if (!seed.entries.some((e) => e.anchor === KEYWORDS_ANCHOR)) {
    throw new RulesSeedError(`glossary: the keyword overview needs an entry anchored '${KEYWORDS_ANCHOR}'`);
  }
  for (const section of seed.sections)
    markupAnchors(section.body).forEach((a) => mustExist(`sections.json '${section.anchor}'`, "body", a));
  for (const item of seed.anatomy) {
    const at = `anatomy.json '${item.cardType}'`;
    markupAnchors(item.intro).forEach((a) => mustExist(at, "intro", a));
    item.callouts.forEach((c, i) => {
      markupAnchors(c.body).forEach((a) => mustExist(at, `callouts.${i}.body`, a));
      if (c.see) mustExist(at, `callouts.${i}.see`, c.see);
    });
  }
}

/** Reads seed/rules/glossary/*.json, sections.json and anatomy.json under `dir`. */
export function readRules(dir: string = RULES_SEED_DIR): RulesSeed {
  const where = new Map<string, string>();
  const glossaryDir = join(dir, "glossary");
  const files = readdirSync(glossaryDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const entries = files.flatMap((name) => {
    const file = readJson(join(glossaryDir, name), glossaryFileSchema, dir);
    return file.entries.map((entry, position) => {
      if (!where.has(entry.anchor))
        where.set(entry.anchor, `glossary/${name}: entry #${position + 1} '${entry.anchor}'`);
      return { ...entry, kind: file.kind, icon: entry.icon ?? null, position };
    });
  });
  const sections = readJson(join(dir, "sections.json"), sectionsFileSchema, dir).map((s, i) => {
    if (!where.has(s.anchor)) where.set(s.anchor, `sections.json: section #${i + 1} '${s.anchor}'`);
    return { ...s, position: i * 10 };
  });
  const anatomy = readJson(join(dir, "anatomy.json"), anatomyFileSchema, dir).map((a, position) => ({
    cardType: a.type,
    cardSlug: a.card,
    intro: a.intro,
    callouts: a.callouts,
    position,
  }));
  const seed = { entries, sections, anatomy };
  checkReferences(seed, where);
  return seed;
}
