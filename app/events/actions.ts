"use server";
// Event mutations: parse with zod → requireUser → lib/events (ownership in
// its queries) → the form's next state, or a redirect.
import { notFound, redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import { MAX_DECKLIST_CHARS } from "@/lib/decklists/limits";
import { submittedDecklist } from "@/lib/decklists/submitted-text";
import { createEvent } from "@/lib/events/create-event";
import { closeRegistration } from "@/lib/events/close-registration";
import { checkPresentedList } from "@/lib/events/deck-check";
import { deleteEvent } from "@/lib/events/delete-event";
import { editEvent } from "@/lib/events/edit-event";
import type { DeckCheckState, EventField, EventFormState, RegisterField, RegisterState } from "@/lib/events/forms";
import { registerForEvent } from "@/lib/events/register";
import { reregisterForEvent } from "@/lib/events/reregister";
import { deleteEventSchema, eventFormValues, eventIdSchema } from "@/lib/events/schemas";
import { withdrawFromEvent } from "@/lib/events/withdraw";
import { fieldMessages, toActionResult } from "@/lib/http/action-result";
import { parsedAction, takesForm, takesStateAndForm } from "@/lib/http/action-input";

const EVENT_FIELDS: Record<string, EventField> = {
  name: "name",
  heldOn: "heldOn",
  online: "online",
  place: "place",
  formatId: "formatId",
  format: "formatId",
  registrationClosesAt: "registrationClosesAt",
  playerCap: "playerCap",
  illegalLists: "illegalLists",
  visibility: "visibility",
  publishLists: "publishLists",
};
const EVENT_LABELS: Partial<Record<EventField, string>> = {
  heldOn: "The date",
  formatId: "The format",
  registrationClosesAt: "The deadline",
};

function eventFormState(previous: EventFormState, form: FormData): EventFormState {
  const values = eventFormValues(form);
  return { values: values as EventFormState["values"], submission: previous.submission + 1 };
}

export const createEventAction = parsedAction(
  takesStateAndForm,
  async function createEventAction(previous: EventFormState, form: FormData): Promise<EventFormState> {
    const next = eventFormState(previous, form);
    const result = await toActionResult(async () => {
      const user = await requireUser();
      return createEvent({ ...eventFormValues(form), organizerId: user.id });
    });
    if (result.ok) redirect(`/events/${result.value.id}`);
    return {
      ...next,
      errors: fieldMessages(result.error, { fields: EVENT_FIELDS, fallback: "form", labels: EVENT_LABELS }),
    };
  },
);

export const editEventAction = parsedAction(
  takesStateAndForm,
  async function editEventAction(previous: EventFormState, form: FormData): Promise<EventFormState> {
    const next = eventFormState(previous, form);
    const eventId = eventIdSchema.safeParse(form.get("eventId"));
    if (!eventId.success) notFound();
    const result = await toActionResult(async () => {
      const user = await requireUser();
      await editEvent({ ...eventFormValues(form), eventId: eventId.data, organizerId: user.id });
    });
    if (result.ok) redirect(`/events/${eventId.data}`);
    if (result.error.code === "NOT_FOUND") notFound();
    return {
      ...next,
      errors: fieldMessages(result.error, { fields: EVENT_FIELDS, fallback: "form", labels: EVENT_LABELS }),
    };
  },
);

/** Deleting comes from a plain form; a count that no longer matches sends the organizer back to confirm again. */
export const deleteEventAction = parsedAction(
  takesForm,
  async function deleteEventAction(form: FormData): Promise<void> {
    const parsed = deleteEventSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) notFound();
    const { eventId, confirmedRegistrations } = parsed.data;
    const result = await toActionResult(async () =>
      deleteEvent({ eventId, organizerId: (await requireUser()).id, confirmedRegistrations }),
    );
    if (result.ok) redirect("/events/mine");
    if (result.error.code === "FORBIDDEN") redirect(signInPath(`/events/${eventId}/edit`));
    if (result.error.code === "CONFLICT") redirect(`/events/${eventId}/edit?confirm=again#delete`);
    notFound();
  },
);

const REGISTER_FIELDS: Record<string, RegisterField> = {
  deckId: "deckId",
  text: "text",
  deckName: "deckName",
  kind: "form",
  form: "form",
};
const REGISTER_LABELS: Partial<Record<RegisterField, string>> = { text: "The list", deckName: "The list's name" };

async function submitRegistration(previous: RegisterState, form: FormData, replace: boolean): Promise<RegisterState> {
  const source = form.get("source") === "list" ? "list" : "deck";
  const text = await submittedDecklist(form, "text");
  const next: RegisterState = {
    source,
    deckId: String(form.get("deckId") ?? ""),
    text: text.length > MAX_DECKLIST_CHARS ? "" : text,
    deckName: String(form.get("deckName") ?? ""),
    submission: previous.submission + 1,
  };
  const eventId = String(form.get("eventId") ?? "");
  const result = await toActionResult(async () => {
    const user = await requireUser();
    const input = {
      eventId: eventIdSchema.parse(eventId),
      playerId: user.id,
      shareEmail: form.get("shareEmail") === "on",
      source:
        source === "list"
          ? { kind: "list" as const, text, deckName: next.deckName }
          : { kind: "deck" as const, deckId: next.deckId },
    };
    return replace ? reregisterForEvent(input) : registerForEvent(input);
  });
  if (!result.ok)
    return {
      ...next,
      errors: fieldMessages(result.error, { fields: REGISTER_FIELDS, fallback: "form", labels: REGISTER_LABELS }),
    };
  redirect(`/events/${eventId}?registered=${result.value.number}`);
}

export const registerAction = parsedAction(
  takesStateAndForm,
  async function registerAction(previous: RegisterState, form: FormData): Promise<RegisterState> {
    return submitRegistration(previous, form, false);
  },
);

export const reregisterAction = parsedAction(
  takesStateAndForm,
  async function reregisterAction(previous: RegisterState, form: FormData): Promise<RegisterState> {
    return submitRegistration(previous, form, true);
  },
);

export const withdrawAction = parsedAction(takesForm, async function withdrawAction(form: FormData): Promise<void> {
  const eventId = eventIdSchema.safeParse(form.get("eventId"));
  if (!eventId.success) notFound();
  const result = await toActionResult(async () =>
    withdrawFromEvent({ eventId: eventId.data, playerId: (await requireUser()).id }),
  );
  if (!result.ok && result.error.code === "FORBIDDEN") redirect(signInPath(`/events/${eventId.data}`));
  if (!result.ok && result.error.code === "CONFLICT") redirect(`/events/${eventId.data}?withdraw=closed`);
  if (!result.ok) notFound();
  redirect(`/events/${eventId.data}`);
});

/** Closing registration now needs its box ticked: without it the organizer is asked again. */
export const closeRegistrationAction = parsedAction(
  takesForm,
  async function closeRegistrationAction(form: FormData): Promise<void> {
    const eventId = eventIdSchema.safeParse(form.get("eventId"));
    if (!eventId.success) notFound();
    if (form.get("confirm") !== "yes") redirect(`/events/${eventId.data}?close=confirm#close-registration`);
    const result = await toActionResult(async () =>
      closeRegistration({ eventId: eventId.data, organizerId: (await requireUser()).id }),
    );
    if (!result.ok && result.error.code === "FORBIDDEN") redirect(signInPath(`/events/${eventId.data}`));
    if (!result.ok) notFound();
    redirect(`/events/${eventId.data}`);
  },
);

export const deckCheckAction = parsedAction(
  takesStateAndForm,
  async function deckCheckAction(previous: DeckCheckState, form: FormData): Promise<DeckCheckState> {
    const decklist = await submittedDecklist(form, "decklist");
    const next: DeckCheckState = {
      decklist: decklist.length > MAX_DECKLIST_CHARS ? "" : decklist,
      submission: previous.submission + 1,
    };
    const result = await toActionResult(async () =>
      checkPresentedList({
        eventId: eventIdSchema.parse(form.get("eventId")),
        registrationId: String(form.get("registrationId") ?? ""),
        organizerId: (await requireUser()).id,
        decklist,
      }),
    );
    if (result.ok) return { ...next, result: result.value };
    const messages = fieldMessages(result.error, {
      fields: { decklist: "decklist" },
      fallback: "decklist",
      labels: { decklist: "The list" },
    });
    return { ...next, error: messages.decklist };
  },
);
