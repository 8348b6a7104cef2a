// A format as data: the construction rules it switches on (rule kinds with
// their parameters), its legal sets and its banned and restricted lists. The
// engine knows the kinds; formats only choose and parameterise them.
import { z } from "zod";
import { CARD_TYPES } from "../cards/vocabulary";

const text = z.string().trim().min(1, "must not be empty");
const size = z.int().min(1);
const setCode = z.string().regex(/^[A-Z0-9]{2,6}$/, "is a set code of 2–6 capitals or digits");

export const formatRuleSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("ship-count"), count: size }),
  z.strictObject({ kind: z.literal("captain-size"), size }),
  z.strictObject({ kind: z.literal("adventure-size"), size }),
  z.strictObject({ kind: z.literal("section") }),
  z.strictObject({ kind: z.literal("unique-crew") }),
  z.strictObject({ kind: z.literal("upgrade-fit") }),
  z.strictObject({ kind: z.literal("subtype-limit"), cardType: z.enum(CARD_TYPES), max: size }),
  z.strictObject({ kind: z.literal("copies"), max: size }),
  z.strictObject({ kind: z.literal("soft-no-crew") }),
  z.strictObject({ kind: z.literal("soft-crew-slots") }),
  z.strictObject({ kind: z.literal("soft-upgrade-slots") }),
  z.strictObject({ kind: z.literal("soft-unmet-requirements") }),
]);
export type FormatRule = z.infer<typeof formatRuleSchema>;
export type FormatRuleKind = FormatRule["kind"];

/** A rule kind may appear once; subtype-limit once per card type. */
function ruleKey(rule: FormatRule): string {
  return rule.kind === "subtype-limit" ? `subtype-limit ${rule.cardType}` : rule.kind;
}

export const formatSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is lower-case words joined by hyphens"),
    name: text,
    description: text,
    /** null: every set is legal. The `legal-sets` rule applies when this is a list. */
    legalSets: z.array(setCode).min(1, "lists at least one set, or is null for every set").nullable(),
    /** Card names or slugs, matched case-insensitively; the `banned` rule applies when the list is not empty. */
    banned: z.array(text).default([]),
    /** Card names or slugs limited to one copy; the `restricted` rule applies when the list is not empty. */
    restricted: z.array(text).default([]),
    rules: z.array(formatRuleSchema).min(1, "switches on at least one rule"),
  })
  .superRefine((format, ctx) => {
    const seen = new Set<string>();
    format.rules.forEach((rule, index) => {
      const key = ruleKey(rule);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rules", index], message: `'${key}' appears twice` });
      seen.add(key);
    });
    const banned = new Set(format.banned.map((c) => c.toLowerCase()));
    format.restricted.forEach((card, index) => {
      if (banned.has(card.toLowerCase())) {
        ctx.addIssue({ code: "custom", path: ["restricted", index], message: `'${card}' is also banned` });
      }
    });
  });

export type Format = z.infer<typeof formatSchema>;

/** Validates a format given as data; throws a ZodError whose issues name the fields. */
export function parseFormat(json: unknown): Format {
  return formatSchema.parse(json);
}
