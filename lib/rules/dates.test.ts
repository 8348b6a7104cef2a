import { describe, expect, it } from "vitest";
import { dateFromIso, formatDay, formatInstant, formatIsoDate, isoDateOf, isoDateSchema, todayIso } from "./dates";

describe("isoDateSchema", () => {
  it("accepts calendar days written YYYY-MM-DD, trimmed", () => {
    expect(isoDateSchema.parse(" 2026-09-05 ")).toBe("2026-09-05");
    expect(isoDateSchema.parse("2028-02-29")).toBe("2028-02-29");
  });

  it("refuses other spellings and days the calendar does not have", () => {
    for (const bad of ["2026-9-5", "05/09/2026", "2026-09-05T10:00", "", "2026-02-30", "2027-02-29", "2026-13-01"]) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isoDateSchema.safeParse("2026-02-30").error?.issues[0]?.message).toBe("is not a day of the calendar");
    expect(isoDateSchema.safeParse("tomorrow").error?.issues[0]?.message).toBe("is a date written YYYY-MM-DD");
  });
});

describe("UTC days", () => {
  it("reads the UTC day of an instant, whatever the hour", () => {
    expect(isoDateOf(new Date("2026-09-04T23:59:59.999Z"))).toBe("2026-09-04");
    expect(todayIso(new Date("2026-09-05T00:00:00.000Z"))).toBe("2026-09-05");
  });

  it("turns a day into its UTC midnight and back, and words it", () => {
    expect(dateFromIso("2026-09-05").toISOString()).toBe("2026-09-05T00:00:00.000Z");
    expect(isoDateOf(dateFromIso("2026-12-31"))).toBe("2026-12-31");
    expect(formatIsoDate("2026-09-05")).toBe("5 September 2026");
  });

  it("words an instant's UTC day, and its minute with the zone named", () => {
    expect(formatDay(new Date("2026-09-04T23:59:59.999Z"))).toBe("4 September 2026");
    expect(formatInstant(new Date("2026-12-04T18:00:59Z"))).toBe("4 December 2026, 18:00 UTC");
  });
});
