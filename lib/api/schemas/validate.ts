// The validate endpoint's verdict as the API answers it. Pure.
import { z } from "zod";
import { CARD_TYPES, type CardType } from "../../cards/vocabulary";
import { RULE_IDS } from "../../rules/rule-ids";
import { DECKLIST_SECTIONS } from "../../decklists/entries";
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
      line: z.int().optional().meta({ description: "unknown-card: the decklist line of the name." }),
      suggestions: z
        .array(z.string())
        .optional()
        .meta({ description: "unknown-card: the catalogue names the player may have meant, best first." }),
    }),
  ),
  counts: z.object({
    ship: z.int(),
    captain: z.int(),
    adventure: z.int(),
    // Every type named, so a client reads counts.byType.CREW as a number, not as a maybe.
    byType: z.object(
      Object.fromEntries(CARD_TYPES.map((type) => [type, z.int().min(0)])) as Record<CardType, z.ZodInt>,
    ),
  }),
  unknown: z.array(
    z.object({
      name: z.string(),
      quantity: z.int(),
      setCode: z.string().optional(),
      line: z.int().optional(),
      section: z.enum(DECKLIST_SECTIONS).optional().meta({ description: "The section header the line was under." }),
      suggestions: z.array(cardRef),
    }),
  ),
  problems: z.array(z.object({ line: z.int(), text: z.string(), message: z.string() })),
});
