import { describe, expect, it } from "vitest";
import { onlyOwned, ownedVsNeeded } from "./owned-vs-needed";

describe("ownedVsNeeded", () => {
  it("gives each line its owned count and the copies still to get", () => {
    const lines = [
      { cardId: 1, quantity: 3 },
      { cardId: 2, quantity: 1 },
      { cardId: 3, quantity: 2 },
    ];
    expect(ownedVsNeeded(lines, { 1: 1, 2: 4 })).toEqual([
      { cardId: 1, needed: 3, owned: 1, short: 2 },
      { cardId: 2, needed: 1, owned: 4, short: 0 },
      { cardId: 3, needed: 2, owned: 0, short: 2 },
    ]);
  });
});

describe("onlyOwned", () => {
  it("keeps the cards with at least one copy owned, in their order", () => {
    const cards = [{ id: 5 }, { id: 2 }, { id: 9 }];
    expect(onlyOwned(cards, { 9: 1, 2: 0, 5: 3 })).toEqual([{ id: 5 }, { id: 9 }]);
  });
});
