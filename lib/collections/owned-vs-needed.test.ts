import { describe, expect, it } from "vitest";
import { onlyOwned, ownedVsNeeded } from "./owned-vs-needed";

describe("ownedVsNeeded", () => {
  it("gives each line its owned count and the copies still to get", () => {
    const lines = [
      { slug: "a", quantity: 3 },
      { slug: "b", quantity: 1 },
      { slug: "c", quantity: 2 },
    ];
    expect(ownedVsNeeded(lines, { a: 1, b: 4 })).toEqual([
      { slug: "a", needed: 3, owned: 1, short: 2 },
      { slug: "b", needed: 1, owned: 4, short: 0 },
      { slug: "c", needed: 2, owned: 0, short: 2 },
    ]);
  });
});

describe("onlyOwned", () => {
  it("keeps the cards with at least one copy owned, in their order", () => {
    const cards = [{ slug: "e" }, { slug: "b" }, { slug: "i" }];
    expect(onlyOwned(cards, { i: 1, b: 0, e: 3 })).toEqual([{ slug: "e" }, { slug: "i" }]);
  });
});
