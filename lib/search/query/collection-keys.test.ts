import { describe, expect, it } from "vitest";
import { parseQuery, SIGN_IN_FOR_COLLECTION } from "./parse";
import { printQuery } from "./print";

describe("own and want in the query language", () => {
  it("read as counts of the player's collection when signed in, and print back", () => {
    const parsed = parseQuery("own>=1 t:crew want=0", { collection: true });
    expect(parsed).toEqual({
      ok: true,
      ast: {
        kind: "and",
        children: [
          { kind: "collection", list: "own", op: ">=", value: 1 },
          { kind: "type", value: "CREW" },
          { kind: "collection", list: "want", op: "=", value: 0 },
        ],
      },
    });
    expect(printQuery(parsed.ok ? parsed.ast : null)).toBe("own>=1 t:crew want=0");
    expect(parseQuery("own:2", { collection: true })).toEqual({
      ok: true,
      ast: { kind: "collection", list: "own", op: "=", value: 2 },
    });
  });

  it("signed out: a parse-time message pointing at the term, not an empty result", () => {
    expect(parseQuery("t:crew own>=1")).toEqual({
      ok: false,
      error: { message: SIGN_IN_FOR_COLLECTION, column: 7, length: 6 },
    });
    expect(parseQuery("-(want>0)", { collection: false })).toMatchObject({
      ok: false,
      error: { message: "sign in to search your collection" },
    });
  });

  it("refuses counts that are not 0 to 99", () => {
    for (const q of ["own>=100", "own>=x", "want<-1"]) {
      const parsed = parseQuery(q, { collection: true });
      expect(parsed.ok, q).toBe(false);
    }
  });
});
