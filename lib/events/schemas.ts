// Event inputs, shared by the forms and the server: the event form (create
// and edit), registration, withdrawal, deck checks and the roster's query.
// Times are UTC: the deadline field is read as a UTC date and time. Pure.
import { z } from "zod";
import { decklistTextSchema } from "../decklists/schemas";
import { deckNameSchema } from "../decks/schemas";
import { dateFromIso, isCalendarDate, isoDateSchema } from "../rules/dates";
import { formatIdSchema } from "../formats/format-id";

const EVENT_VISIBILITIES = ["LISTED", "UNLISTED"] as const;
const ILLEGAL_POLICIES = ["refuse", "flag"] as const;
const MAX_PLAYER_CAP = 10_000;

/** A checkbox: "on" (or true) when ticked, absent otherwise. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** "2026-12-01T18:00" (a datetime-local field), read as UTC. */
const utcDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/, "is a date and time such as 2026-12-01T18:00")
  .transform((text, ctx) => {
    const date = new Date(text.endsWith("Z") ? text : `${text}Z`);
    // JavaScript reads 2027-02-30 as 2 March and 24:00 as the next day's midnight; year 0 reaches PostgreSQL, which refuses it.
    if (Number.isNaN(date.getTime()) || !isCalendarDate(text.slice(0, 10)) || Number(text.slice(11, 13)) > 23) {
      ctx.addIssue({ code: "custom", message: "is not a real date and time" });
      return z.NEVER;
    }
    return date;
  });

/** Empty means no cap. */
const playerCapSchema = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .int("A cap is a whole number of players")
    .min(2, "A cap is at least 2 players")
    .max(MAX_PLAYER_CAP, `At most ${MAX_PLAYER_CAP.toLocaleString("en")} players`)
    .optional(),
);

const DAY_MS = 86_400_000;

export const eventFormSchema = z
  .object({
    name: z.string().trim().min(1, "Give the event a name").max(120, "At most 120 characters"),
    heldOn: isoDateSchema,
    online: checkbox,
    place: z.string().trim().max(200, "At most 200 characters").default(""),
    formatId: formatIdSchema,
    registrationClosesAt: utcDateTimeSchema,
    playerCap: playerCapSchema,
    illegalLists: z.enum(ILLEGAL_POLICIES, "Choose whether lists that are not legal are refused or flagged"),
    visibility: z.enum(EVENT_VISIBILITIES, "Choose listed or by link only"),
    publishLists: checkbox,
  })
  .superRefine((event, ctx) => {
    if (!event.online && event.place === "")
      ctx.addIssue({ code: "custom", path: ["place"], message: "Give a place, or tick Online" });
    // zod goes on past a bad field: a bad day or deadline is reported on its own field, not compared.
    const closes: unknown = event.registrationClosesAt;
    if (!(closes instanceof Date) || !isoDateSchema.safeParse(event.heldOn).success) return;
    if (closes.getTime() > dateFromIso(event.heldOn).getTime() + DAY_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["registrationClosesAt"],
        message: "Registration must close by the end of the event's day (UTC)",
      });
    }
  })
  .transform(({ online, place, illegalLists, ...event }) => ({
    ...event,
    place: online ? null : place,
    refuseIllegal: illegalLists === "refuse",
  }));
/** The event form as it arrives: strings from a form (checkboxes "on" when ticked), or the same values from code. */
export interface EventFormInput {
  name: string;
  heldOn: string;
  online?: boolean | string;
  place?: string;
  formatId: string;
  registrationClosesAt: string;
  playerCap?: number | string;
  illegalLists: string;
  visibility: string;
  publishLists?: boolean | string;
}

const EVENT_FIELDS = [
  "name",
  "heldOn",
  "online",
  "place",
  "formatId",
  "registrationClosesAt",
  "playerCap",
  "illegalLists",
  "visibility",
  "publishLists",
] as const;

/** The event form's fields from submitted form data (absent fields stay absent; files are ignored). */
export function eventFormValues(form: FormData): EventFormInput {
  const values: Record<string, string> = {};
  for (const field of EVENT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values as unknown as EventFormInput;
}

export const eventIdSchema = z.string().trim().min(1, "No event given").max(64);

/** What a player registers: one of their decks, or a pasted list with a name for it. */
export const registrationSourceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("deck"), deckId: z.string().trim().min(1, "Choose one of your decks") }),
    z.object({ kind: z.literal("list"), text: decklistTextSchema, deckName: deckNameSchema }),
  ],
  "Choose a deck or paste a list",
);
export type RegistrationSource = z.input<typeof registrationSourceSchema>;

/** Deleting an event with registrations needs the number of registrations the organizer agreed to delete. */
export const deleteEventSchema = z.object({
  eventId: eventIdSchema,
  confirmedRegistrations: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? 0 : Number(v)),
    z.int().min(0),
  ),
});

export const deckCheckSchema = z.object({
  registrationId: z.string().trim().min(1),
  decklist: decklistTextSchema,
});

const ROSTER_SORTS = ["registered", "player", "deck", "verdict"] as const;
const ROSTER_FILTERS = ["all", "legal", "illegal"] as const;
export const rosterQuerySchema = z.object({
  sort: z.enum(ROSTER_SORTS).catch("registered"),
  verdict: z.enum(ROSTER_FILTERS).catch("all"),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).catch(1),
});
export type RosterQuery = z.output<typeof rosterQuerySchema>;

export const eventListQuerySchema = z.object({
  upcoming: z.coerce.number().int().min(1).catch(1),
  past: z.coerce.number().int().min(1).catch(1),
});
