import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, decklistText, legalDeck, type Player } from "../../tests/factories";

// The event actions and the roster CSV with no session and with another
// player's: refused (sign in first, or not found), nothing changed. The
// organizer and the player succeed through the same actions.
const db = useTestDatabase();
useSession();
let actions: typeof import("./actions");
let csvRoute: typeof import("./[id]/roster/csv/route");
let organizer: Player;
let player: Player;
let other: Player;
let eventId: string;
let registrationId: string;
const legalText = decklistText(legalDeck());
const deadline = new Date(Date.now() + 20 * 86_400_000);
const eventFields = {
  name: "Action Cup",
  heldOn: new Date(deadline.getTime() + 86_400_000).toISOString().slice(0, 10),
  place: "Bay 9",
  formatId: "standard",
  registrationClosesAt: deadline.toISOString().slice(0, 16),
  illegalLists: "flag",
  visibility: "LISTED",
};

const state = async () => ({
  events: await db.prisma.event.findMany({ orderBy: { id: "asc" } }),
  registrations: await db.prisma.registration.findMany({ orderBy: { id: "asc" } }),
  snapshots: await db.prisma.registrationSnapshot.count(),
});
/** The redirect target of a Next.js redirect() thrown by an action, the not-found page, or the error message. */
const outcome = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => "done",
    (e: Error & { digest?: string }) =>
      e.digest?.startsWith("NEXT_REDIRECT")
        ? `redirect ${e.digest.split(";")[2]}`
        : e.digest?.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")
          ? "not found"
          : e.message,
  );
const registerState = { source: "list" as const, deckId: "", text: "", deckName: "", submission: 0 };
const csv = (user: Player | null) => {
  signIn(user);
  return csvRoute.GET(new Request(`http://starport.test/events/${eventId}/roster/csv`), {
    params: Promise.resolve({ id: eventId }),
  });
};

beforeAll(async () => {
  actions = await import("./actions");
  csvRoute = await import("./[id]/roster/csv/route");
  ({ organizer, player, other } = await createPlayers(db.prisma, ["organizer", "player", "other"]));
  const { createEvent } = await import("@/lib/events/create-event");
  const { registerForEvent } = await import("@/lib/events/register");
  eventId = (await createEvent({ organizerId: organizer.id, ...eventFields })).id;
  registrationId = (
    await registerForEvent({
      eventId,
      playerId: player.id,
      source: { kind: "list", text: legalText, deckName: "Mine" },
    })
  ).registrationId;
});

describe.each<[string, () => Player | null]>([
  ["nobody signed in", () => null],
  ["another player", () => other],
])("event actions with %s", (who, user) => {
  const signedOut = who === "nobody signed in";

  it("refuses to edit and to delete the event", async () => {
    signIn(user());
    const before = await state();
    const edit = actions.editEventAction(
      { values: {}, submission: 0 },
      form({ ...eventFields, eventId, name: "Taken" }),
    );
    if (signedOut) expect((await edit).errors?.form).toBe("Sign in to do that.");
    else expect(await outcome(edit)).toBe("not found");
    expect(await outcome(actions.deleteEventAction(form({ eventId, confirmedRegistrations: "1" })))).toBe(
      signedOut ? `redirect /signin?callbackUrl=${encodeURIComponent(`/events/${eventId}/edit`)}` : "not found",
    );
    expect(await state()).toEqual(before);
  });

  it("refuses to re-register or withdraw in the player's place", async () => {
    signIn(user());
    const before = await state();
    const result = await actions.reregisterAction(
      registerState,
      form({ eventId, source: "list", text: legalText, deckName: "Taken" }),
    );
    expect(result.errors?.form).toBe(signedOut ? "Sign in to do that." : "You are not registered for this event.");
    expect(await outcome(actions.withdrawAction(form({ eventId })))).toBe(
      signedOut ? `redirect /signin?callbackUrl=${encodeURIComponent(`/events/${eventId}`)}` : "not found",
    );
    expect(await state()).toEqual(before);
  });

  it("refuses a deck check and the roster CSV", async () => {
    signIn(user());
    const result = await actions.deckCheckAction(
      { decklist: "", submission: 0 },
      form({ eventId, registrationId, decklist: legalText }),
    );
    expect(result.result).toBeUndefined();
    expect(result.error).toBe(signedOut ? "Sign in to do that." : "No such registration.");
    const res = await csv(user());
    expect(res.status).toBe(signedOut ? 403 : 404);
    expect(await res.text()).not.toContain("Mine");
  });
});

describe("without a session", () => {
  it("refuses to create an event or register, writing nothing", async () => {
    const before = await state();
    const created = await actions.createEventAction({ values: {}, submission: 0 }, form(eventFields));
    expect(created.errors?.form).toBe("Sign in to do that.");
    const registered = await actions.registerAction(
      registerState,
      form({ eventId, source: "list", text: legalText, deckName: "Sneaky" }),
    );
    expect(registered.errors?.form).toBe("Sign in to do that.");
    expect(await state()).toEqual(before);
  });
});

describe("the organizer and the player", () => {
  it("download the CSV (organizer) with a file name, and register, re-register and withdraw (player)", async () => {
    const res = await csv(organizer);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="action-cup-roster.csv"');
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await res.text()).toContain("Mine,Legal");

    signIn(player);
    expect(
      await outcome(
        actions.reregisterAction(registerState, form({ eventId, source: "list", text: legalText, deckName: "Second" })),
      ),
    ).toBe(`redirect /events/${eventId}?registered=2`);
    const bad = await actions.reregisterAction(
      registerState,
      form({ eventId, source: "list", text: "1x Nothing Real", deckName: "Third" }),
    );
    expect(bad.errors?.text).toMatch(
      /^This list cannot be registered as it is: line 1: no card is named 'Nothing Real'/,
    );
    expect(await outcome(actions.withdrawAction(form({ eventId })))).toBe(`redirect /events/${eventId}`);

    signIn(other);
    const created = await actions.createEventAction(
      { values: {}, submission: 0 },
      form({ ...eventFields, place: "", name: "" }),
    );
    expect(created.errors).toEqual({ name: "Give the event a name.", place: "Give a place, or tick Online." });
  });
});
