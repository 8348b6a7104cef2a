import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck, legalDeckCards } from "../../tests/factories";
import { describeError } from "../http/errors";

// Events against a real database: locked snapshots, deadlines, the cap under
// concurrent sign-ups, re-registration, deck checks, the roster and its CSV,
// edits and deletion.
const db = useTestDatabase();
type Lib = typeof import("./create-event") &
  typeof import("./edit-event") &
  typeof import("./delete-event") &
  typeof import("./register") &
  typeof import("./reregister") &
  typeof import("./withdraw") &
  typeof import("./roster") &
  typeof import("./roster-csv") &
  typeof import("./deck-check") &
  typeof import("./my-registrations") &
  typeof import("./published-lists") &
  typeof import("./get-event") &
  typeof import("./list-events");
let lib: Lib;
let decks: typeof import("../decks/create-deck") &
  typeof import("../decks/save-deck") &
  typeof import("../decks/delete-deck");

const deck = legalDeck();
const cards = legalDeckCards();
const legalText = decklistText(deck);
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const crew = deck.entries.find((e) => e.card.type === "CREW")!.card;
/** The legal list with one crew twice: not legal (unique crew, 61 captain's cards). */
const illegalText = `${legalText}\n1x ${crew.name}`;

const NOW = new Date("2026-11-01T12:00:00Z");
const eventForm = (changes: Record<string, unknown> = {}) => ({
  name: "Highport Open",
  heldOn: "2026-12-05",
  place: "Highport Games",
  formatId: "standard",
  registrationClosesAt: "2026-12-04T18:00",
  illegalLists: "flag",
  visibility: "LISTED",
  ...changes,
});

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: unknown) => describeError(e)?.code ?? String(e),
  );
const counts = async () => ({
  registrations: await db.prisma.registration.count(),
  snapshots: await db.prisma.registrationSnapshot.count(),
  events: await db.prisma.event.count(),
});

let organizer: string;
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
    ...(await import("./my-registrations")),
    ...(await import("./published-lists")),
    ...(await import("./get-event")),
    ...(await import("./list-events")),
  } as Lib;
  decks = {
    ...(await import("../decks/create-deck")),
    ...(await import("../decks/save-deck")),
    ...(await import("../decks/delete-deck")),
  };
  organizer = (await createUser(db.prisma, "Organizer")).id;
});

async function playerWithDeck(name: string): Promise<{ playerId: string; deckId: string }> {
  const playerId = (await createUser(db.prisma, name)).id;
  const { id } = await decks.createDeck({ userId: playerId, name: `${name}'s traders`, formatId: "standard" });
  await decks.saveDeck({ deckId: id, userId: playerId, cards, version: 1 });
  return { playerId, deckId: id };
}

describe("creating an event", () => {
  it("needs a format in force on the event's day", async () => {
    expect(
      await code(
        lib.createEvent({
          organizerId: organizer,
          ...eventForm({ heldOn: "2026-01-10", registrationClosesAt: "2026-01-09T10:00" }),
        }),
      ),
    ).toBe("INVALID_INPUT");
    expect(await code(lib.createEvent({ organizerId: organizer, ...eventForm({ formatId: "vintage" }) }))).toBe(
      "INVALID_INPUT",
    );
    const { id } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const stored = await db.prisma.event.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      organizerId: organizer,
      name: "Highport Open",
      place: "Highport Games",
      refuseIllegal: false,
      playerCap: null,
    });
    expect(stored.registrationClosesAt.toISOString()).toBe("2026-12-04T18:00:00.000Z");
  });

  it("names its organizer by handle, as the site names every player", async () => {
    const { id } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const { handle } = await db.prisma.user.findUniqueOrThrow({ where: { id: organizer } });
    expect((await lib.getEvent({ eventId: id, viewerId: null, now: NOW })).organizerHandle).toBe(handle);
  });
});

describe("registering", () => {
  it("locks a snapshot of a deck: names as printed, verdict, hash; later edits of the deck do not change it", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const { playerId, deckId } = await playerWithDeck("Ada");
    const receipt = await lib.registerForEvent({ eventId, playerId, source: { kind: "deck", deckId }, now: NOW });
    expect(receipt).toMatchObject({ number: 1, legal: true, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const mine = await lib.getMyRegistration({ eventId, playerId });
    expect(mine?.current).toMatchObject({
      deckId,
      deckName: "Ada's traders",
      deckVersion: 2,
      legal: true,
      hash: receipt.hash,
      revision: "2026-09-05",
    });
    expect(mine!.current.cards.reduce((n, c) => n + c.quantity, 0)).toBe(81);
    expect(mine!.current.cards.find((c) => c.slug === ship.slug)).toEqual({
      section: "ship",
      slug: ship.slug,
      name: ship.name,
      setCode: ship.setCode,
      quantity: 1,
    });

    await decks.saveDeck({ deckId, userId: playerId, name: "Renamed", cards: cards.slice(1), version: 2 });
    const after = await lib.getMyRegistration({ eventId, playerId });
    expect(after!.current).toEqual(mine!.current);

    // The same cards pasted in another order and case give the same hash.
    const other = (await createUser(db.prisma, "Bea")).id;
    const shuffled = decklistText({ entries: [...deck.entries].reverse() }, (card) => card.name.toUpperCase());
    expect(
      (
        await lib.registerForEvent({
          eventId,
          playerId: other,
          source: { kind: "list", text: shuffled, deckName: "Pasted" },
          now: NOW,
        })
      ).hash,
    ).toBe(receipt.hash);
  });

  it("judges by the revision in force on the event's day, not today's", async () => {
    const { id: eventId } = await lib.createEvent({
      organizerId: organizer,
      ...eventForm({ heldOn: "2026-08-01", registrationClosesAt: "2026-08-01T09:00" }),
    });
    const { playerId, deckId } = await playerWithDeck("Cal");
    const receipt = await lib.registerForEvent({
      eventId,
      playerId,
      source: { kind: "deck", deckId },
      now: new Date("2026-07-01T00:00:00Z"),
    });
    expect(receipt.legal).toBe(false);
    const mine = await lib.getMyRegistration({ eventId, playerId });
    expect(mine!.current.revision).toBe("2026-03-14");
    expect(mine!.current.verdict.violations.map((v) => v.rule)).toContain("legal-sets");
  });

  it("flags a list that is not legal with its reasons, or refuses it when the event says so (writing nothing)", async () => {
    const flagging = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const refusing = await lib.createEvent({ organizerId: organizer, ...eventForm({ illegalLists: "refuse" }) });
    const playerId = (await createUser(db.prisma, "Dov")).id;
    const source = { kind: "list" as const, text: illegalText, deckName: "Two of a kind" };
    expect((await lib.registerForEvent({ eventId: flagging.id, playerId, source, now: NOW })).legal).toBe(false);
    const roster = await lib.getRoster({
      eventId: flagging.id,
      organizerId: organizer,
      query: { sort: "registered", verdict: "illegal", q: "", page: 1 },
    });
    expect(roster.entries.map((e) => e.reasons.join(" "))).toEqual([expect.stringContaining(crew.name)]);

    const before = await counts();
    await expect(lib.registerForEvent({ eventId: refusing.id, playerId, source, now: NOW })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringContaining("refuses lists that are not legal"),
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses an unreadable list, a deleted deck, a second registration and an unknown event, writing nothing", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const { playerId, deckId } = await playerWithDeck("Eli");
    await decks.deleteDeck({ deckId, userId: playerId });
    const before = await counts();
    await expect(
      lib.registerForEvent({
        eventId,
        playerId,
        source: { kind: "list", text: `${legalText}\n1x Not A Card At All\n0x ${ship.name}`, deckName: "Typo" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: {
        issues: [
          {
            field: "text",
            message: expect.stringMatching(
              /^This list cannot be registered as it is: line \d+: no card is named 'Not A Card At All'; line \d+: the quantity/,
            ),
          },
        ],
      },
    });
    await expect(
      lib.registerForEvent({ eventId, playerId, source: { kind: "deck", deckId }, now: NOW }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT", details: { issues: [{ field: "deckId" }] } });
    expect(
      await code(
        lib.registerForEvent({
          eventId: "no-such-event",
          playerId,
          source: { kind: "list", text: legalText, deckName: "X" },
          now: NOW,
        }),
      ),
    ).toBe("NOT_FOUND");
    expect(
      await code(
        lib.registerForEvent({ eventId, playerId, source: { kind: "list", text: " ", deckName: "X" }, now: NOW }),
      ),
    ).toBe("INVALID_INPUT");
    expect(await counts()).toEqual(before);

    await lib.registerForEvent({
      eventId,
      playerId,
      source: { kind: "list", text: legalText, deckName: "First" },
      now: NOW,
    });
    const once = await counts();
    await expect(
      lib.registerForEvent({
        eventId,
        playerId,
        source: { kind: "list", text: legalText, deckName: "Again" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("already registered"),
    });
    expect(await counts()).toEqual(once);
  });

  it("re-registers until the deadline, keeping every snapshot; after it nothing is taken, replaced or withdrawn", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const playerId = (await createUser(db.prisma, "Fen")).id;
    const first = await lib.registerForEvent({
      eventId,
      playerId,
      source: { kind: "list", text: illegalText, deckName: "Draft" },
      now: NOW,
    });
    const second = await lib.reregisterForEvent({
      eventId,
      playerId,
      source: { kind: "list", text: legalText, deckName: "Final" },
      now: NOW,
    });
    expect(second).toMatchObject({ number: 2, legal: true });
    expect(second.hash).not.toBe(first.hash);
    const mine = await lib.getMyRegistration({ eventId, playerId });
    expect(mine!.current).toMatchObject({ number: 2, deckName: "Final" });
    expect(mine!.earlier).toEqual([
      expect.objectContaining({ number: 1, deckName: "Draft", hash: first.hash, legal: false }),
    ]);

    const late = new Date("2026-12-04T18:00:01Z");
    const before = await counts();
    const other = (await createUser(db.prisma, "Gus")).id;
    // Each attempt starts when it is awaited: started together, one refused before its turn was an unhandled rejection.
    for (const attempt of [
      () =>
        lib.registerForEvent({
          eventId,
          playerId: other,
          source: { kind: "list", text: legalText, deckName: "Late" },
          now: late,
        }),
      () =>
        lib.reregisterForEvent({
          eventId,
          playerId,
          source: { kind: "list", text: illegalText, deckName: "Late" },
          now: late,
        }),
      () => lib.withdrawFromEvent({ eventId, playerId, now: late }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining("Registration closed on 4 December 2026, 18:00 UTC"),
      });
    }
    expect(await counts()).toEqual(before);
    expect(
      await code(
        lib.reregisterForEvent({
          eventId,
          playerId: other,
          source: { kind: "list", text: legalText, deckName: "X" },
          now: NOW,
        }),
      ),
    ).toBe("NOT_FOUND");
  });

  it("withdraws, freeing the place, and registers again on the same registration", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm({ playerCap: "2" }) });
    const [a, b, c] = await Promise.all(["Hal", "Ivy", "Jo"].map((n) => createUser(db.prisma, n)));
    const source = { kind: "list" as const, text: legalText, deckName: "List" };
    await lib.registerForEvent({ eventId, playerId: a!.id, source, now: NOW });
    await lib.registerForEvent({ eventId, playerId: b!.id, source, now: NOW });
    await expect(lib.registerForEvent({ eventId, playerId: c!.id, source, now: NOW })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("full"),
    });
    await lib.withdrawFromEvent({ eventId, playerId: a!.id, now: NOW });
    expect(await code(lib.withdrawFromEvent({ eventId, playerId: a!.id, now: NOW }))).toBe("NOT_FOUND");
    await lib.registerForEvent({ eventId, playerId: c!.id, source, now: NOW });
    await expect(lib.registerForEvent({ eventId, playerId: a!.id, source, now: NOW })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await db.prisma.registration.count({ where: { eventId, withdrawnAt: null } })).toBe(2);
    expect((await lib.getMyRegistration({ eventId, playerId: a!.id }))?.withdrawn).toBe(true);
  });
});

describe("the cap under concurrent sign-ups", () => {
  it("gives the last place to exactly one of the players asking at once", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm({ playerCap: "3" }) });
    const source = { kind: "list" as const, text: legalText, deckName: "Racer" };
    await lib.registerForEvent({ eventId, playerId: (await createUser(db.prisma, "Early")).id, source, now: NOW });
    for (let round = 0; round < 3; round++) {
      const racers = await Promise.all(Array.from({ length: 4 }, (_, i) => createUser(db.prisma, `Racer${round}${i}`)));
      const results = await Promise.allSettled(
        racers.map((r) => lib.registerForEvent({ eventId, playerId: r.id, source, now: NOW })),
      );
      const active = await db.prisma.registration.count({ where: { eventId, withdrawnAt: null } });
      expect(active).toBe(3);
      if (round === 0) expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
      else expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(0);
      for (const r of results) if (r.status === "rejected") expect(describeError(r.reason)?.code).toBe("CONFLICT");
    }
    expect(await db.prisma.registrationSnapshot.count({ where: { registration: { eventId } } })).toBe(3);
  });

  it("lets one player's two simultaneous registrations become one", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const playerId = (await createUser(db.prisma, "Twice")).id;
    const source = { kind: "list" as const, text: legalText, deckName: "Double" };
    const results = await Promise.allSettled(
      [1, 2].map(() => lib.registerForEvent({ eventId, playerId, source, now: NOW })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.prisma.registrationSnapshot.count({ where: { registration: { eventId } } })).toBe(1);
  });
});

describe("the organizer's side", () => {
  let eventId: string;
  let ada: string;
  let bo: string;
  beforeAll(async () => {
    eventId = (
      await lib.createEvent({ organizerId: organizer, ...eventForm({ name: "Roster night", publishLists: "on" }) })
    ).id;
    ada = (
      await db.prisma.user.create({
        data: { email: "ada-roster@example.test", name: "Ada Roster", handle: "ada-roster" },
      })
    ).id;
    bo = (
      await db.prisma.user.create({ data: { email: "bo-roster@example.test", name: "=Bo+Formula", handle: "-bo" } })
    ).id;
    await lib.registerForEvent({
      eventId,
      playerId: ada,
      source: { kind: "list", text: legalText, deckName: "Clean, legal" },
      shareEmail: true,
      now: NOW,
    });
    await lib.registerForEvent({
      eventId,
      playerId: bo,
      source: { kind: "list", text: illegalText, deckName: "@risky" },
      now: NOW,
    });
  });
  const query = (changes: Record<string, unknown> = {}) => ({
    sort: "registered" as const,
    verdict: "all" as const,
    q: "",
    page: 1,
    ...changes,
  });

  it("sorts, filters and searches the roster", async () => {
    const roster = await lib.getRoster({ eventId, organizerId: organizer, query: query() });
    expect(roster.entries.map((e) => e.snapshot.deckName)).toEqual(["Clean, legal", "@risky"]);
    expect(roster.counts).toEqual({ registered: 2, legal: 1, illegal: 1, withdrawn: 0 });
    expect(
      (await lib.getRoster({ eventId, organizerId: organizer, query: query({ sort: "verdict" }) })).entries.map(
        (e) => e.snapshot.legal,
      ),
    ).toEqual([false, true]);
    expect(
      (await lib.getRoster({ eventId, organizerId: organizer, query: query({ sort: "deck" }) })).entries[0]!.snapshot
        .deckName,
    ).toBe("@risky");
    expect(
      (await lib.getRoster({ eventId, organizerId: organizer, query: query({ verdict: "legal" }) })).entries.map(
        (e) => e.player,
      ),
    ).toEqual(["ada-roster <ada-roster@example.test>"]);
    expect((await lib.getRoster({ eventId, organizerId: organizer, query: query({ q: "RISKY" }) })).total).toBe(1);
  });

  it("exports the roster as spreadsheet-safe CSV", async () => {
    const { fileName, csv } = await lib.rosterCsv({ eventId, organizerId: organizer });
    expect(fileName).toBe("roster-night-roster.csv");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Player,Deck,Verdict,Reasons,Hash (SHA-256),Registered (UTC),Last submitted (UTC),Submission",
    );
    expect(lines[1]).toMatch(/^ada-roster <ada-roster@example\.test>,"Clean, legal",Legal,,[0-9a-f]{64},/);
    // Bo did not agree to show their email: their handle alone.
    expect(lines[2]).toMatch(/^'-bo,'@risky,Not legal,/);
    expect(lines).toHaveLength(4);
  });

  it("checks a presented list against the snapshot: one card swapped shows exactly that", async () => {
    const registrationId = (await db.prisma.registration.findFirstOrThrow({ where: { eventId, playerId: ada } })).id;
    const same = await lib.checkPresentedList({
      eventId,
      organizerId: organizer,
      registrationId,
      decklist: decklistText(deck, (c) => c.name.toLowerCase()),
    });
    expect(same).toMatchObject({ hashesMatch: true, differences: [] });

    const swapOut = deck.entries.find((e) => e.card.type === "GEAR")!.card;
    const swapIn = await db.prisma.card.findFirstOrThrow({
      where: { type: "GEAR", setCode: swapOut.setCode, slug: { notIn: deck.entries.map((e) => e.card.slug) } },
    });
    const swapped = decklistText(deck, (c) => (c.slug === swapOut.slug ? swapIn.name : c.name));
    const result = await lib.checkPresentedList({ eventId, organizerId: organizer, registrationId, decklist: swapped });
    expect(result).toMatchObject({ hashesMatch: false, unknown: [], problems: [] });
    expect(result.differences).toEqual(
      [
        { section: "captain", slug: swapIn.slug, name: swapIn.name, registered: 0, presented: 1 },
        { section: "captain", slug: swapOut.slug, name: swapOut.name, registered: 1, presented: 0 },
      ].sort((a, b) => (a.slug < b.slug ? -1 : 1)),
    );
  });

  it("publishes the lists on the event page only after the event, when chosen", async () => {
    expect(await lib.getPublishedLists({ eventId, now: new Date("2026-12-05T20:00:00Z") })).toBeNull();
    const lists = await lib.getPublishedLists({ eventId, now: new Date("2026-12-06T00:00:00Z") });
    expect(lists!.map((l) => [l.player, l.snapshot.deckName])).toEqual([
      ["-bo", "@risky"],
      ["ada-roster", "Clean, legal"],
    ]);
  });

  it("shows the player's own registrations with their snapshot, hash and verdict", async () => {
    const mine = await lib.listMyRegistrations({ playerId: bo });
    expect(mine).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: eventId, name: "Roster night" }),
        withdrawn: false,
      }),
    ]);
    expect(mine[0]!.snapshot).toMatchObject({
      legal: false,
      deckName: "@risky",
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe("editing and deleting an event", () => {
  it("keeps the format once players registered, lets the day move within the revision, and keeps the cap above the players", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    await lib.editEvent({
      eventId,
      organizerId: organizer,
      ...eventForm({ formatId: "core-only", name: "Core night" }),
    });
    await lib.editEvent({ eventId, organizerId: organizer, ...eventForm() });
    const players = await Promise.all(["Kit", "Lu", "Max"].map((n) => createUser(db.prisma, n)));
    for (const p of players)
      await lib.registerForEvent({
        eventId,
        playerId: p.id,
        source: { kind: "list", text: legalText, deckName: "L" },
        now: NOW,
      });

    const before = await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    await expect(
      lib.editEvent({ eventId, organizerId: organizer, ...eventForm({ formatId: "core-only" }) }),
    ).rejects.toMatchObject({ code: "CONFLICT", details: { issues: [{ field: "formatId" }] } });
    await expect(
      lib.editEvent({
        eventId,
        organizerId: organizer,
        ...eventForm({ heldOn: "2026-09-01", registrationClosesAt: "2026-08-31T10:00" }),
      }),
    ).rejects.toMatchObject({ details: { issues: [{ field: "heldOn" }] } });
    await expect(
      lib.editEvent({ eventId, organizerId: organizer, ...eventForm({ playerCap: "2" }) }),
    ).rejects.toMatchObject({ code: "CONFLICT", details: { issues: [{ field: "playerCap" }] } });
    await expect(
      lib.editEvent({ eventId, organizerId: organizer, ...eventForm({ playerCap: "3", name: "Full" }) }),
    ).resolves.toBeUndefined();
    expect(await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).toMatchObject({
      playerCap: 3,
      name: "Full",
    });
    expect((await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).formatId).toBe(before.formatId);
    await lib.editEvent({
      eventId,
      organizerId: organizer,
      ...eventForm({ heldOn: "2026-12-12", registrationClosesAt: "2026-12-11T10:00" }),
    });
    expect((await lib.getEvent({ eventId, viewerId: null, now: NOW })).heldOn).toBe("2026-12-12");
  });

  it("asks for confirmation to delete an event with registrations, then deletes them with it", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    const playerId = (await createUser(db.prisma, "Mo")).id;
    await lib.registerForEvent({
      eventId,
      playerId,
      source: { kind: "list", text: legalText, deckName: "L" },
      now: NOW,
    });
    await lib.reregisterForEvent({
      eventId,
      playerId,
      source: { kind: "list", text: illegalText, deckName: "L2" },
      now: NOW,
    });
    const before = await counts();
    await expect(lib.deleteEvent({ eventId, organizerId: organizer })).rejects.toMatchObject({
      code: "CONFLICT",
      details: { registrations: 1 },
    });
    await expect(lib.deleteEvent({ eventId, organizerId: organizer, confirmedRegistrations: 2 })).rejects.toMatchObject(
      { code: "CONFLICT" },
    );
    expect(await counts()).toEqual(before);
    await lib.deleteEvent({ eventId, organizerId: organizer, confirmedRegistrations: 1 });
    expect(await counts()).toEqual({
      registrations: before.registrations - 1,
      snapshots: before.snapshots - 2,
      events: before.events - 1,
    });
  });

  it("deletes an event nobody registered for without asking", async () => {
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...eventForm() });
    await lib.deleteEvent({ eventId, organizerId: organizer });
    expect(await db.prisma.event.findUnique({ where: { id: eventId } })).toBeNull();
  });
});

describe("event lists", () => {
  it("lists listed events to come soonest first and past ones latest first, never unlisted ones", async () => {
    const hidden = await lib.createEvent({
      organizerId: organizer,
      ...eventForm({ name: "Hidden", visibility: "UNLISTED" }),
    });
    const upcoming = await lib.listEvents({ when: "upcoming", today: "2026-12-01" });
    expect(upcoming.items.every((e) => e.heldOn >= "2026-12-01")).toBe(true);
    expect(upcoming.items.map((e) => e.id)).not.toContain(hidden.id);
    const past = await lib.listEvents({ when: "past", today: "2026-12-06" });
    expect(past.items.map((e) => e.heldOn)).toEqual([...past.items.map((e) => e.heldOn)].sort().reverse());
    expect(past.total).toBeGreaterThan(0);
    expect((await lib.listOrganisedEvents({ organizerId: organizer })).map((e) => e.id)).toContain(hidden.id);
  });
});
