import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck, legalDeckCards } from "../../tests/factories";
import { describeError } from "../http/errors";

// Every read and every mutation of an event tried by the organizer, the
// registered player and another user: only the organizer sees the roster,
// snapshots, sheets and deck checks; a player sees their own registration;
// nobody else sees either; every refusal changes nothing. (No user at all is
// refused by the actions and routes: app/events/actions.int.test.ts.)
const db = useTestDatabase();
const NOW = new Date("2026-11-01T12:00:00Z");
const legalText = decklistText(legalDeck());
let lib: typeof import("./create-event") &
  typeof import("./edit-event") &
  typeof import("./delete-event") &
  typeof import("./register") &
  typeof import("./reregister") &
  typeof import("./withdraw") &
  typeof import("./roster") &
  typeof import("./roster-csv") &
  typeof import("./deck-check") &
  typeof import("./decklist-sheets") &
  typeof import("./get-registration") &
  typeof import("./get-event-for-organizer") &
  typeof import("./my-registrations") &
  typeof import("./published-lists");

let organizer: string;
let player: string;
let other: string;
let eventId: string;
let registrationId: string;
let otherDeckId: string;

const form = {
  name: "Guarded Cup",
  heldOn: "2026-12-05",
  place: "Downport Hall",
  formatId: "standard",
  registrationClosesAt: "2026-12-04T18:00",
  illegalLists: "flag",
  visibility: "UNLISTED",
  publishLists: "on",
};
const query = { sort: "registered" as const, verdict: "all" as const, q: "", page: 1 };
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: unknown) => describeError(e)?.code ?? String(e),
  );
const state = async () => ({
  event: await db.prisma.event.findUnique({ where: { id: eventId } }),
  registrations: await db.prisma.registration.findMany({ orderBy: { id: "asc" } }),
  snapshots: await db.prisma.registrationSnapshot.findMany({ orderBy: { id: "asc" } }),
});

beforeAll(async () => {
  lib = {
    ...(await import("./create-event")),
    ...(await import("./edit-event")),
    ...(await import("./delete-event")),
    ...(await import("./register")),
    ...(await import("./reregister")),
    ...(await import("./withdraw")),
    ...(await import("./roster")),
    ...(await import("./roster-csv")),
    ...(await import("./deck-check")),
    ...(await import("./decklist-sheets")),
    ...(await import("./get-registration")),
    ...(await import("./get-event-for-organizer")),
    ...(await import("./my-registrations")),
    ...(await import("./published-lists")),
  };
  organizer = (await createUser(db.prisma, "Organizer")).id;
  player = (await createUser(db.prisma, "Player")).id;
  other = (await createUser(db.prisma, "Other")).id;
  eventId = (await lib.createEvent({ organizerId: organizer, ...form })).id;
  registrationId = (
    await lib.registerForEvent({
      eventId,
      playerId: player,
      source: { kind: "list", text: legalText, deckName: "Mine" },
      now: NOW,
    })
  ).registrationId;
  const { createDeck } = await import("../decks/create-deck");
  const { saveDeck } = await import("../decks/save-deck");
  otherDeckId = (await createDeck({ userId: other, name: "Not yours", formatId: "standard" })).id;
  await saveDeck({ deckId: otherDeckId, userId: other, cards: legalDeckCards(), version: 1 });
});

describe("reads", () => {
  const organizerReads: [string, (userId: string) => Promise<unknown>][] = [
    ["the roster", (userId) => lib.getRoster({ eventId, organizerId: userId, query })],
    ["the roster as CSV", (userId) => lib.rosterCsv({ eventId, organizerId: userId })],
    ["a registration's snapshots", (userId) => lib.getRegistration({ eventId, registrationId, organizerId: userId })],
    ["the decklist sheets", (userId) => lib.getDecklistSheets({ eventId, organizerId: userId })],
    ["one decklist sheet", (userId) => lib.getDecklistSheets({ eventId, organizerId: userId, registrationId })],
    ["the event's settings", (userId) => lib.getEventForOrganizer({ eventId, organizerId: userId })],
    [
      "a deck check",
      (userId) => lib.checkPresentedList({ eventId, organizerId: userId, registrationId, decklist: legalText }),
    ],
  ];

  for (const [what, read] of organizerReads) {
    it(`gives ${what} to the organizer only: NOT_FOUND for the player and another user`, async () => {
      expect(await code(read(organizer))).toBe("resolved");
      expect(await code(read(player))).toBe("NOT_FOUND");
      expect(await code(read(other))).toBe("NOT_FOUND");
    });
  }

  it("shows a player their own registration, and nobody else's", async () => {
    expect((await lib.getMyRegistration({ eventId, playerId: player }))?.current.deckName).toBe("Mine");
    expect(await lib.getMyRegistration({ eventId, playerId: other })).toBeNull();
    expect(await lib.getMyRegistration({ eventId, playerId: organizer })).toBeNull();
    expect((await lib.listMyRegistrations({ playerId: other })).length).toBe(0);
  });

  it("publishes no list before the event is over, to anyone", async () => {
    expect(await lib.getPublishedLists({ eventId, now: NOW })).toBeNull();
    expect(await lib.getPublishedLists({ eventId, now: new Date("2026-12-06T00:00:00Z") })).toHaveLength(1);
  });
});

describe("mutations by someone who may not", () => {
  const attempts: [string, () => Promise<unknown>, string][] = [
    [
      "the player edits the event",
      () => lib.editEvent({ eventId, organizerId: player, ...form, name: "Taken" }),
      "NOT_FOUND",
    ],
    [
      "another user edits the event",
      () => lib.editEvent({ eventId, organizerId: other, ...form, visibility: "LISTED" }),
      "NOT_FOUND",
    ],
    [
      "the player deletes the event",
      () => lib.deleteEvent({ eventId, organizerId: player, confirmedRegistrations: 1 }),
      "NOT_FOUND",
    ],
    [
      "another user deletes the event",
      () => lib.deleteEvent({ eventId, organizerId: other, confirmedRegistrations: 1 }),
      "NOT_FOUND",
    ],
    [
      "the organizer deletes it without confirming",
      () => lib.deleteEvent({ eventId, organizerId: organizer }),
      "CONFLICT",
    ],
    [
      "another user re-registers in the player's place",
      () =>
        lib.reregisterForEvent({
          eventId,
          playerId: other,
          source: { kind: "list", text: legalText, deckName: "X" },
          now: NOW,
        }),
      "NOT_FOUND",
    ],
    [
      "the organizer re-registers without a registration",
      () =>
        lib.reregisterForEvent({
          eventId,
          playerId: organizer,
          source: { kind: "list", text: legalText, deckName: "X" },
          now: NOW,
        }),
      "NOT_FOUND",
    ],
    ["another user withdraws", () => lib.withdrawFromEvent({ eventId, playerId: other, now: NOW }), "NOT_FOUND"],
    [
      "the organizer withdraws without a registration",
      () => lib.withdrawFromEvent({ eventId, playerId: organizer, now: NOW }),
      "NOT_FOUND",
    ],
    [
      "the player registers twice",
      () =>
        lib.registerForEvent({
          eventId,
          playerId: player,
          source: { kind: "list", text: legalText, deckName: "Again" },
          now: NOW,
        }),
      "CONFLICT",
    ],
    [
      "the player registers with another user's deck",
      () =>
        lib.reregisterForEvent({ eventId, playerId: player, source: { kind: "deck", deckId: otherDeckId }, now: NOW }),
      "INVALID_INPUT",
    ],
    [
      "an unknown user id withdraws",
      () => lib.withdrawFromEvent({ eventId, playerId: "nobody", now: NOW }),
      "NOT_FOUND",
    ],
  ];

  for (const [what, attempt, expected] of attempts) {
    it(`refuses when ${what} (${expected}) and changes nothing`, async () => {
      const before = await state();
      expect(await code(attempt())).toBe(expected);
      expect(await state()).toEqual(before);
    });
  }

  it("still lets the organizer edit and the player re-register and withdraw", async () => {
    await lib.editEvent({ eventId, organizerId: organizer, ...form, name: "Guarded Cup II" });
    expect((await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).name).toBe("Guarded Cup II");
    expect(
      (
        await lib.reregisterForEvent({
          eventId,
          playerId: player,
          source: { kind: "list", text: legalText, deckName: "Mine 2" },
          now: NOW,
        })
      ).number,
    ).toBe(2);
    await lib.withdrawFromEvent({ eventId, playerId: player, now: NOW });
    expect((await lib.getMyRegistration({ eventId, playerId: player }))?.withdrawn).toBe(true);
  });
});
