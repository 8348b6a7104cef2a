import { describe, expect, it } from "vitest";
import { answersPerUser } from "./shared-pages";

describe("answersPerUser", () => {
  it("names the public deck list filtered to the decks the player can build", () => {
    expect(answersPerUser("/decks/public?buildable=1")).toBe(true);
    expect(answersPerUser("/decks/public?sort=liked&buildable=1&page=2")).toBe(true);
    expect(answersPerUser("/decks/public?sort=liked")).toBe(false);
    expect(answersPerUser("/decks/public")).toBe(false);
  });

  it("names a catalogue search that mentions the collection, whatever its case or operator", () => {
    for (const q of ["own>=1 t:crew", "-(want>0)", "t:crew OWN=0", "Own<3"])
      expect(answersPerUser(`/cards?${new URLSearchParams({ q })}`)).toBe(true);
    for (const q of ["t:crew", "owner", "wanted poster"])
      expect(answersPerUser(`/cards?${new URLSearchParams({ q })}`)).toBe(false);
  });

  it("leaves other pages alone", () => {
    expect(answersPerUser("/rules?q=own")).toBe(false);
    expect(answersPerUser("/")).toBe(false);
  });
});
