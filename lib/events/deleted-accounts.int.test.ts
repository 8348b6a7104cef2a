import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck } from "../../tests/factories";

// Events keep their records when accounts go: a closed event keeps every
// registration and snapshot (a deleted player), an open one has the deleted
// player withdrawn, and an organizer's events stay, read-only.
const db = useTestDatabase();
let lib: typeof import("./create-event") &
  typeof import("./register") &
  typeof import("./roster") &
  typeof import("./get-event") &
  typeof import("./edit-event") &
  typeof import("../account/delete-account");
beforeAll(async () => {
  lib = Object.assign(
    {},
    ...(await Promise.all([
      import("./create-event"),
      import("./register"),
      import("./roster"),
      import("./get-event"),
      import("./edit-event"),
      import("../account/delete-account"),
    ])),
  );
});

const NOW = new Date("2026-11-01T12:00:00Z");
const AFTER_CLOSE = new Date("2026-12-04T19:00:00Z");
const form = {
  name: "Highport Open",
  heldOn: "2026-12-05",
  place: "Highport Games",
  formatId: "standard",
  registrationClosesAt: "2026-12-04T18:00",
  illegalLists: "flag",
  visibility: "LISTED",
};
const source = { kind: "list" as const, text: decklistText(legalDeck()), deckName: "Lanterns" };
const query = { sort: "registered" as const, verdict: "all" as const, q: "", page: 1 };

async function eventWithPlayers(count: number) {
  const organizer = await createUser(db.prisma, "Organizer");
  const { id: eventId } = await lib.createEvent({ organizerId: organizer.id, ...form });
  const players = [];
  for (let i = 0; i < count; i++) {
    const player = await createUser(db.prisma, `Player${i}`);
    await lib.registerForEvent({ eventId, playerId: player.id, source, now: NOW });
    players.push(player);
  }
  return { organizer, eventId, players };
}
const records = (eventId: string) =>
  Promise.all([
    db.prisma.registration.count({ where: { eventId, withdrawnAt: null } }),
    db.prisma.registrationSnapshot.count({ where: { registration: { eventId } } }),
  ]);

describe("deleting an account", () => {
  it("keeps a closed event's registration and snapshot, shown as a deleted player", async () => {
    const { organizer, eventId, players } = await eventWithPlayers(3);
    const before = await records(eventId);
    await lib.deleteAccount({ userId: players[0]!.id, confirmEmail: players[0]!.email, now: AFTER_CLOSE });
    expect(await records(eventId)).toEqual(before);
    const roster = await lib.getRoster({ eventId, organizerId: organizer.id, query });
    expect(roster.entries.map((e) => e.player).filter((p) => p === "a deleted player")).toHaveLength(1);
    expect((await lib.getEvent({ eventId, viewerId: null, now: AFTER_CLOSE })).registered).toBe(3);
  });

  it("withdraws a deleted player from an event whose registration is still open", async () => {
    const { eventId, players } = await eventWithPlayers(2);
    const snapshots = (await records(eventId))[1];
    await lib.deleteAccount({ userId: players[0]!.id, confirmEmail: players[0]!.email, now: NOW });
    expect(await records(eventId)).toEqual([1, snapshots]);
    expect((await lib.getEvent({ eventId, viewerId: null, now: NOW })).registered).toBe(1);
  });

  it("leaves an organizer's event with every registration, read-only, its organizer shown as deleted", async () => {
    const { organizer, eventId } = await eventWithPlayers(2);
    const before = await records(eventId);
    await lib.deleteAccount({ userId: organizer.id, confirmEmail: organizer.email, now: NOW });
    expect(await records(eventId)).toEqual(before);
    const event = await lib.getEvent({ eventId, viewerId: organizer.id, now: NOW });
    expect(event).toMatchObject({ organizerHandle: null, isOrganizer: false, registered: 2 });
    const stranger = await createUser(db.prisma);
    await expect(
      lib.editEvent({ eventId, organizerId: stranger.id, ...form, name: "Taken over" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).name).toBe("Highport Open");
  });
});
