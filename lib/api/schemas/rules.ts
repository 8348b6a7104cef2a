// The rules reference and formats as the API answers them. Pure.
import { z } from "zod";
import { formatRevisionSchema } from "../../rules/format";
import { cardSummarySchema } from "./cards";
import { isoDay, paginationQuerySchema } from "./common";

export const GLOSSARY_KINDS = ["RULE", "TERM", "KEYWORD", "PHASE", "CARD_TYPE", "TOKEN"] as const;

export const glossaryQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(GLOSSARY_KINDS).optional(),
});

export const glossaryItemSchema = z.object({
  anchor: z.string(),
  title: z.string(),
  kind: z.enum(GLOSSARY_KINDS),
  url: z.url().meta({ description: "This entry in the API." }),
  page: z.url().meta({ description: "This entry on the site." }),
});

export const glossaryEntrySchema = glossaryItemSchema.extend({
  body: z.string().meta({ description: "The entry in rules markup." }),
  text: z.string().meta({ description: "The entry as plain text." }),
  stages: z.array(z.string()).meta({ description: "A phase's stages in order, in rules markup." }),
  terms: z.array(z.string()).meta({ description: "Words in card text that link here." }),
  icon: z.string().nullable(),
  related: z.array(z.object({ anchor: z.string(), title: z.string(), url: z.url() })),
  cards: z
    .array(cardSummarySchema)
    .meta({ description: "Cards that print this keyword or use this term in their text." }),
});

export const formatItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  revisionCount: z.int().min(0),
  currentSince: isoDay.nullable(),
  nextOn: isoDay.nullable(),
  url: z.url(),
});

export const formatDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  current: formatRevisionSchema
    .nullable()
    .meta({ description: "The revision in force today (null before the first)." }),
  revisions: z.array(formatRevisionSchema).meta({ description: "Every revision, oldest first." }),
});
