// A format as data: the construction rules it switches on (rule kinds with
// their parameters), its legal sets and its banned and restricted lists. The
// engine knows the kinds; formats only choose and parameterise them. A format
// changes over time through dated revisions; the engine validates against one
// revision at a time (`Format`, built by `formatAt`).
import { z } from "zod";
import { CARD_TYPES } from "../cards/vocabulary";
import { isoDateSchema } from "./dates";

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

/** A rule kind may appear once; subtype-limit once per card type. Revisions are compared rule by rule on this key. */
export function ruleKey(rule: FormatRule): string {
  return rule.kind === "subtype-limit" ? `subtype-limit ${rule.cardType}` : rule.kind;
}

/** What a revision decides: legal sets, banned and restricted lists, and the rules it switches on. */
const listsAndRules = {
  /** null: every set is legal. The `legal-sets` rule applies when this is a list. */
  legalSets: z.array(setCode).min(1, "lists at least one set, or is null for every set").nullable(),
  /** Card names or slugs, matched case-insensitively; the `banned` rule applies when the list is not empty. */
  banned: z.array(text).default([]),
  /** Card names or slugs limited to one copy; the `restricted` rule applies when the list is not empty. */
  restricted: z.array(text).default([]),
  rules: z.array(formatRuleSchema).min(1, "switches on at least one rule"),
};

function checkListsAndRules(
  value: { banned: string[]; restricted: string[]; rules: FormatRule[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  value.rules.forEach((rule, index) => {
    const key = ruleKey(rule);
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rules", index], message: `'${key}' appears twice` });
    seen.add(key);
  });
  const banned = new Set(value.banned.map((c) => c.toLowerCase()));
  value.restricted.forEach((card, index) => {
    if (banned.has(card.toLowerCase())) {
      ctx.addIssue({ code: "custom", path: ["restricted", index], message: `'${card}' is also banned` });
    }
  });
}

const formatId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is lower-case words joined by hyphens");

/** One revision of a format, compiled: what the engine validates a deck against. */
const formatSchema = z
  .strictObject({
    id: formatId,
    name: text,
    description: text,
    /** The day this revision took effect; absent for a format made in code. */
    effective: isoDateSchema.optional(),
    ...listsAndRules,
  })
  .superRefine(checkListsAndRules);

export type Format = z.infer<typeof formatSchema>;

/** Validates a format given as data; throws a ZodError whose issues name the fields. */
export function parseFormat(json: unknown): Format {
  return formatSchema.parse(json);
}

/** A dated revision: in force from `effective` until the next revision takes effect. */
export const formatRevisionSchema = z
  .strictObject({
    effective: isoDateSchema,
    /** What changed, in a sentence or two for players. */
    summary: text,
    ...listsAndRules,
  })
  .superRefine(checkListsAndRules);

export type FormatRevision = z.infer<typeof formatRevisionSchema>;

/** A format with its revisions, oldest first: the shape of a file in seed/formats. */
export const formatHistorySchema = z
  .strictObject({
    id: formatId,
    name: text,
    description: text,
    revisions: z.array(formatRevisionSchema).min(1, "has at least one revision"),
  })
  .superRefine((history, ctx) => {
    history.revisions.forEach((revision, index) => {
      const previous = history.revisions[index - 1];
      if (previous && revision.effective <= previous.effective) {
        ctx.addIssue({
          code: "custom",
          path: ["revisions", index, "effective"],
          message: `${revision.effective} must come after the previous revision's ${previous.effective}`,
        });
      }
    });
  });

export type FormatHistory = z.infer<typeof formatHistorySchema>;

/** The format as the engine reads it under one of its revisions. */
export function formatAt(
  history: Pick<FormatHistory, "id" | "name" | "description">,
  revision: FormatRevision,
): Format {
  const { summary: _summary, ...rest } = revision;
  return { id: history.id, name: history.name, description: history.description, ...rest };
}
