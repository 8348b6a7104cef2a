import { beforeAll, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck } from "../../tests/factories";
import { rosterQuerySchema } from "./schemas";

// Organizers see players by handle; an email only where the player agreed on
// the registration form, and a roster search cannot find the other emails.
const db = useTestDatabase();
const NOW = new Date("2026-11-01T12:00:00Z");
let lib: typeof import("./create-event") &
  typeof import("./register") &
  typeof import("./roster") &
  typeof import("./roster-csv") &
  typeof import("./published-lists");

beforeAll(async () => {
  lib = {
    ...(await import("./create-event")),
    ...(await import("./register")),
    ...(await import("./roster")),
    ...(await import("./roster-csv")),
    ...(await import("./published-lists")),
  };
});

it("shows handles, and emails only where shared", async () => {
  const organizer = (await createUser(db.prisma, "Org")).id;
  const { id: eventId } = await lib.createEvent({
    organizerId: organizer,
    name: "Handle Cup",
    heldOn: "2026-12-05",
    place: "Highport Games",
    formatId: "standard",
    registrationClosesAt: "2026-12-04T18:00",
    illegalLists: "flag",
    visibility: "LISTED",
  });
  const [sharing, private_] = [await createUser(db.prisma, "Sharer"), await createUser(db.prisma, "Quiet")];
  const source = { kind: "list" as const, text: decklistText(legalDeck()), deckName: "Traders" };
  await lib.registerForEvent({ eventId, playerId: sharing.id, source, shareEmail: true, now: NOW });
  await lib.registerForEvent({ eventId, playerId: private_.id, source, now: NOW });

  const roster = await lib.getRoster({
    eventId,
    organizerId: organizer,
    query: rosterQuerySchema.parse({ sort: "player" }),
  });
  expect(roster.entries.map((e) => e.player).sort()).toEqual(
    [`${sharing.handle} <${sharing.email}>`, private_.handle].sort(),
  );
  const search = (q: string) =>
    lib.getRoster({ eventId, organizerId: organizer, query: rosterQuerySchema.parse({ q }) }).then((r) => r.total);
  expect(await search(private_.email)).toBe(0);
  expect(await search(sharing.email)).toBe(1);
  expect(await search(private_.handle.toUpperCase())).toBe(1);

  const { csv } = await lib.rosterCsv({ eventId, organizerId: organizer });
  expect(csv).toContain(private_.handle);
  expect(csv).toContain(sharing.email);
  expect(csv).not.toContain(private_.email);
});
