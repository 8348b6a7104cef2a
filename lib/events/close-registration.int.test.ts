import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck } from "../../tests/factories";
import { describeError } from "../http/errors";

// The organizer closes registration before the deadline: from then on nobody registers.
const db = useTestDatabase();
let lib: typeof import("./create-event") & typeof import("./register") & typeof import("./close-registration");
beforeAll(async () => {
  lib = Object.assign(
    {},
    ...(await Promise.all([import("./create-event"), import("./register"), import("./close-registration")])),
  );
});

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
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: unknown) => describeError(e)?.code ?? String(e),
  );

describe("closing registration now", () => {
  it("closes the organizer's event at once; nobody else may, and registering afterwards is refused", async () => {
    const organizer = (await createUser(db.prisma, "Organizer")).id;
    const stranger = (await createUser(db.prisma)).id;
    const player = (await createUser(db.prisma)).id;
    const { id: eventId } = await lib.createEvent({ organizerId: organizer, ...form });
    const closedAt = new Date("2026-11-01T12:00:00Z");

    expect(await code(lib.closeRegistration({ eventId, organizerId: stranger, now: closedAt }))).toBe("NOT_FOUND");
    await lib.closeRegistration({ eventId, organizerId: organizer, now: closedAt });
    const event = await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    expect(event.registrationClosesAt).toEqual(closedAt);
    const later = new Date(closedAt.getTime() + 60_000);
    expect(await code(lib.registerForEvent({ eventId, playerId: player, source, now: later }))).toBe("CONFLICT");
    // Closing again keeps the first closing time.
    await lib.closeRegistration({ eventId, organizerId: organizer, now: later });
    expect((await db.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).registrationClosesAt).toEqual(
      closedAt,
    );
  });
});
