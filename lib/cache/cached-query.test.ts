import { describe, expect, it } from "vitest";
import { fromCacheJson, toCacheJson } from "./cached-query";

describe("cache JSON", () => {
  it("brings dates back as dates, nested anywhere", () => {
    const value = {
      set: { releasedOn: new Date("2024-05-01T00:00:00Z") },
      errata: [{ publishedOn: new Date("2025-01-02T03:04:05.678Z") }],
      name: "Long Quiet",
    };
    const back = fromCacheJson<typeof value>(toCacheJson(value));
    expect(back).toEqual(value);
    expect(back.set.releasedOn).toBeInstanceOf(Date);
    expect(back.errata[0]!.publishedOn.getTime()).toBe(value.errata[0]!.publishedOn.getTime());
  });
  it("leaves ordinary strings, numbers and nulls alone", () => {
    const value = { text: "2024-05-01T00:00:00Z", n: 3, none: null, list: ["a", 1] };
    expect(fromCacheJson(toCacheJson(value))).toEqual(value);
  });
});
