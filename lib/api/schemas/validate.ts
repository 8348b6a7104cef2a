// The validate endpoint's verdict as the API answers it. Pure.
import { z } from "zod";
import { CARD_TYPES } from "../../cards/vocabulary";
import { RULE_IDS } from "../../rules/rule-ids";
import { isoDay } from "./common";

const cardRef = z.object({ name: z.string(), slug: z.string(), setCode: z.string() });

export const verdictResponseSchema = z.object({
  format: z.string(),
  revision: isoDay.nullable().meta({ description: "When the revision that judged the list took effect." }),
  legal: z.boolean(),
  violations: z.array(
    z.object({
      rule: z.enum(RULE_IDS as [string, ...string[]]),
      severity: z.enum(["error", "warning"]),
      message: z.string(),
      cards: z.array(z.string()),
      glossary: z.string(),
    }),
  ),
  counts: z.object({ ship: z.int(), captain: z.int(), adventure: z.int(), byType: z.record(z.enum(CARD_TYPES), z.int()) }),
  unknown: z.array(
    z.object({ name: z.string(), quantity: z.int(), setCode: z.string().optional(), line: z.int().optional(), suggestions: z.array(cardRef) }),
  ),
  problems: z.array(z.object({ line: z.int(), text: z.string(), message: z.string() })),
});
