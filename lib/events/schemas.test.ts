import { describe, expect, it } from "vitest";
import { eventFormSchema, registrationSourceSchema, rosterQuerySchema } from "./schemas";
import { eventIsOver, listsArePublic, registrationIsOpen } from "./visibility";

const form = {
  name: "  Highport Open ",
  heldOn: "2026-12-05",
  place: "Highport Games, Bay 4",
  formatId: "standard",
  registrationClosesAt: "2026-12-04T18:00",
  playerCap: "16",
  illegalLists: "flag",
  visibility: "LISTED",
};
const fields = (input: Record<string, unknown>) =>
  eventFormSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));

describe("the event form", () => {
  it("normalises a form's strings: trimmed name, UTC deadline, numeric cap, the illegal-list policy as a flag", () => {
    expect(eventFormSchema.parse(form)).toEqual({
      name: "Highport Open",
      heldOn: "2026-12-05",
      place: "Highport Games, Bay 4",
      formatId: "standard",
      registrationClosesAt: new Date("2026-12-04T18:00:00Z"),
      playerCap: 16,
      refuseIllegal: false,
      visibility: "LISTED",
      publishLists: false,
    });
  });

  it("reads an online event without a place, no cap, ticked boxes", () => {
    const online = eventFormSchema.parse({
      ...form,
      online: "on",
      place: "",
      playerCap: "",
      publishLists: "on",
      illegalLists: "refuse",
    });
    expect(online).toMatchObject({ place: null, refuseIllegal: true, publishLists: true });
    expect(online.playerCap).toBeUndefined();
  });

  it("refuses a deadline that is not a real instant: year 0 (PostgreSQL refused it, a 500), 30 February, 24:00", () => {
    for (const registrationClosesAt of [
      "0000-01-01T00:00",
      "0000-12-31T23:59:59.999Z",
      "2026-02-30T10:00",
      "2026-12-04T24:00",
    ]) {
      const issues = eventFormSchema.safeParse({ ...form, registrationClosesAt }).error?.issues ?? [];
      expect(
        issues.map((i) => [i.path.join("."), i.message]),
        registrationClosesAt,
      ).toEqual([["registrationClosesAt", "is not a real date and time"]]);
    }
    expect(
      eventFormSchema.parse({ ...form, registrationClosesAt: "2026-12-04T23:59:59.999Z" }).registrationClosesAt,
    ).toEqual(new Date("2026-12-04T23:59:59.999Z"));
  });

  it("names each bad field", () => {
    expect(fields({ ...form, name: " " })).toEqual(["name"]);
    expect(fields({ ...form, place: "" })).toEqual(["place"]);
    expect(fields({ ...form, heldOn: "2026-02-30" })).toEqual(["heldOn"]);
    expect(fields({ ...form, registrationClosesAt: "tomorrow" })).toEqual(["registrationClosesAt"]);
    expect(fields({ ...form, registrationClosesAt: "2026-12-06T00:01" })).toEqual(["registrationClosesAt"]);
    expect(fields({ ...form, playerCap: "1" })).toEqual(["playerCap"]);
    expect(fields({ ...form, playerCap: "lots" })).toEqual(["playerCap"]);
    expect(fields({ ...form, illegalLists: "maybe", visibility: "SECRET" })).toEqual(["illegalLists", "visibility"]);
  });

  it("lets registration close at the very end of the event's day", () => {
    expect(eventFormSchema.safeParse({ ...form, registrationClosesAt: "2026-12-06T00:00" }).success).toBe(true);
  });
});

describe("a registration's source", () => {
  it("is a deck or a named pasted list", () => {
    expect(registrationSourceSchema.parse({ kind: "deck", deckId: "d1" })).toEqual({ kind: "deck", deckId: "d1" });
    expect(
      registrationSourceSchema
        .safeParse({ kind: "list", text: " ", deckName: "" })
        .error?.issues.map((i) => i.path[0])
        .sort(),
    ).toEqual(["deckName", "text"]);
    expect(registrationSourceSchema.safeParse({ kind: "other" }).success).toBe(false);
  });
});

describe("the roster's query", () => {
  it("falls back to defaults for anything unknown", () => {
    expect(rosterQuerySchema.parse({ sort: "nope", verdict: "illegal", page: "x" })).toEqual({
      sort: "registered",
      verdict: "illegal",
      q: "",
      page: 1,
    });
  });
});

describe("event timing", () => {
  const event = {
    registrationClosesAt: new Date("2026-12-04T18:00:00Z"),
    heldOn: new Date("2026-12-05T00:00:00Z"),
    publishLists: true,
  };
  it("keeps registration open up to the deadline's instant", () => {
    expect(registrationIsOpen(event, new Date("2026-12-04T18:00:00Z"))).toBe(true);
    expect(registrationIsOpen(event, new Date("2026-12-04T18:00:00.001Z"))).toBe(false);
  });

  it("publishes lists from the day after the event, and only if chosen", () => {
    expect(eventIsOver(event, new Date("2026-12-05T23:59:59Z"))).toBe(false);
    expect(listsArePublic(event, new Date("2026-12-05T23:59:59Z"))).toBe(false);
    expect(listsArePublic(event, new Date("2026-12-06T00:00:00Z"))).toBe(true);
    expect(listsArePublic({ ...event, publishLists: false }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
