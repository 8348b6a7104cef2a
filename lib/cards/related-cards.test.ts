import { describe, expect, it } from "vitest";
import {
  mentionsName,
  selectMentioning,
  selectSameSubtype,
  type MentionCandidate,
  type RelatedCard,
} from "./related-cards";

const card = (id: number, name: string, subtypes: string[], type: RelatedCard["type"] = "CREW"): RelatedCard => ({
  id,
  slug: `c-${id}`,
  name,
  type,
  subtypes,
});
const mention = (id: number, name: string, text: string): MentionCandidate => ({ ...card(id, name, []), text });

describe("mentionsName", () => {
  it("finds a name as whole words, in any case", () => {
    expect(mentionsName("Search your deck for a Free Trader.", "Free Trader")).toBe(true);
    expect(mentionsName("search for a FREE TRADER", "Free Trader")).toBe(true);
    expect(mentionsName("Exert Vell's ship.", "Vell")).toBe(true);
  });

  it("does not find a name inside a longer word", () => {
    expect(mentionsName("Two Free Traders dock.", "Free Trader")).toBe(false);
    expect(mentionsName("A scoutship arrives.", "Scout")).toBe(false);
    expect(mentionsName("Pay 2 [credit]: draw.", "Draw Fire")).toBe(false);
  });

  it("reads the text behind the markup, and finds a later whole-word use after a partial one", () => {
    expect(mentionsName("[action] Ready Medic.", "Medic")).toBe(true);
    expect(mentionsName("Medics help. So does Medic.", "Medic")).toBe(true);
  });

  it("never matches an empty name", () => {
    expect(mentionsName("anything", "  ")).toBe(false);
  });
});

describe("selectSameSubtype", () => {
  const self = card(1, "Gunner", ["Military", "Scout"]);

  it("leaves out the card itself and cards sharing no subtype", () => {
    const picked = selectSameSubtype(self, [self, card(2, "Clerk", ["Trade"]), card(3, "Marine", ["Military"])]);
    expect(picked.map((c) => c.id)).toEqual([3]);
  });

  it("ranks by shared subtypes, then same type, then name", () => {
    const picked = selectSameSubtype(self, [
      card(2, "Alpha", ["Military"], "GEAR"),
      card(3, "Zulu", ["Military", "Scout"], "GEAR"),
      card(4, "Mike", ["Scout"]),
      card(5, "Bravo", ["Military"]),
    ]);
    expect(picked.map((c) => c.name)).toEqual(["Zulu", "Bravo", "Mike", "Alpha"]);
  });

  it("keeps at most the limit", () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      card(i + 10, `Soldier ${String(i).padStart(2, "0")}`, ["Military"]),
    );
    expect(selectSameSubtype(self, many)).toHaveLength(8);
    expect(selectSameSubtype(self, many, 3).map((c) => c.name)).toEqual(["Soldier 00", "Soldier 01", "Soldier 02"]);
  });

  it("finds nothing for a card without subtypes", () => {
    expect(selectSameSubtype(card(1, "Loner", []), [card(2, "Other", [])])).toEqual([]);
  });
});

describe("selectMentioning", () => {
  const self = card(1, "Far Trader", ["Trade"], "SHIP");

  it("keeps other cards naming it, by name, without their text", () => {
    const picked = selectMentioning(self, [
      mention(1, "Far Trader", "This Far Trader may jump twice."),
      mention(2, "Quartermaster", "While your ship is a Far Trader, draw a card."),
      mention(3, "Broker", "Far Traders pay 1 less."),
      mention(4, "Cargo Master", "If you control a far trader, gain 1 [credit]."),
    ]);
    expect(picked).toEqual([card(4, "Cargo Master", []), card(2, "Quartermaster", [])]);
  });

  it("keeps at most the limit", () => {
    const many = Array.from({ length: 10 }, (_, i) => mention(i + 2, `Card ${i}`, "Find a Far Trader."));
    expect(selectMentioning(self, many)).toHaveLength(8);
  });
});
