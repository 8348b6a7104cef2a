// The shape of the rules seed (seed/rules/): glossary files, the page's
// sections and the card anatomy appendix. Strict objects: a misspelt field is
// an error. Cross-file checks (links resolve, anchors unique) are in
// seed/rules/read-rules.ts.
import { z } from "zod";
import { ICON_LABELS } from "../cards/card-text";
import { CARD_TYPES } from "../cards/vocabulary";
import { ANCHOR_PATTERN } from "./anchors";

const GLOSSARY_KINDS = ["RULE", "TERM", "KEYWORD", "PHASE", "CARD_TYPE", "TOKEN"] as const;
export type GlossaryKindName = (typeof GLOSSARY_KINDS)[number];

const SECTION_KINDS = ["TEXT", "RULES", "GLOSSARY", "ROUND_SEQUENCE", "CARD_ANATOMY"] as const;
export type SectionKindName = (typeof SECTION_KINDS)[number];

const anchor = z
  .string()
  .regex(ANCHOR_PATTERN, "must be an anchor such as Ready_Phase (a capital, then letters, digits or _)");
const title = z.string().trim().min(1, "must not be empty");
const markup = z.string().trim();
const term = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z' -]*[a-z]$/, "must be a word or phrase in lower case letters");
const iconNames = Object.keys(ICON_LABELS) as [keyof typeof ICON_LABELS, ...(keyof typeof ICON_LABELS)[]];

const glossaryEntrySchema = z.strictObject({
  anchor,
  title,
  icon: z.enum(iconNames).optional(),
  terms: z.array(term).default([]),
  body: markup.min(1, "must not be empty"),
  stages: z.array(markup.min(1)).default([]),
  related: z.array(anchor).default([]),
});

/** One file of seed/rules/glossary/: entries of one kind, in the order they are listed. */
export const glossaryFileSchema = z
  .strictObject({ kind: z.enum(GLOSSARY_KINDS), entries: z.array(glossaryEntrySchema).min(1) })
  .superRefine((file, ctx) => {
    file.entries.forEach((entry, i) => {
      if ((file.kind === "PHASE") !== entry.stages.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["entries", i, "stages"],
          message: file.kind === "PHASE" ? "a phase lists its stages" : "only phases have stages",
        });
      }
    });
  });

/** seed/rules/sections.json: the reference page from top to bottom. */
export const sectionsFileSchema = z
  .array(
    z.strictObject({
      anchor,
      title,
      level: z.int().min(1).max(4),
      kind: z.enum(SECTION_KINDS).default("TEXT"),
      body: markup.default(""),
    }),
  )
  .min(1)
  .superRefine((sections, ctx) => {
    for (const kind of SECTION_KINDS.filter((k) => k !== "TEXT")) {
      const count = sections.filter((s) => s.kind === kind).length;
      if (count !== 1)
        ctx.addIssue({ code: "custom", path: [], message: `needs exactly one ${kind} section, found ${count}` });
    }
  });

/** seed/rules/anatomy.json: one annotated example card per card type. */
export const anatomyFileSchema = z
  .array(
    z.strictObject({
      type: z.enum(CARD_TYPES),
      card: z.string().regex(/^[a-z0-9-]+$/, "must be a card slug"),
      intro: markup.min(1),
      callouts: z.array(z.strictObject({ part: title, body: markup.min(1), see: anchor.optional() })).min(2),
    }),
  )
  .superRefine((items, ctx) => {
    for (const type of CARD_TYPES) {
      const count = items.filter((a) => a.type === type).length;
      if (count !== 1)
        ctx.addIssue({ code: "custom", path: [], message: `needs exactly one ${type} card, found ${count}` });
    }
  });
export type AnatomySeed = z.infer<typeof anatomyFileSchema>[number];
