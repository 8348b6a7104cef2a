import { describe, expect, it } from "vitest";
import { groupCaptain, groupDeck } from "./deck-groups";

const line = (name: string, type: "SHIP" | "CREW" | "GEAR" | "ADVENTURE", quantity: number) => ({
  quantity,
  card: { slug: name, name, type },
});

describe("groupDeck", () => {
  it("groups by section, the captain's deck by type, with counts", () => {
    const groups = groupDeck([
      line("Zed", "GEAR", 3),
      line("Ship", "SHIP", 1),
      line("Ann", "CREW", 1),
      line("Job", "ADVENTURE", 2),
      line("Axe", "GEAR", 2),
    ]);
    expect(groups.ship.map((l) => l.card.name)).toEqual(["Ship"]);
    expect(groups.captain.map((g) => [g.type, g.count, g.lines.map((l) => l.card.name)])).toEqual([
      ["CREW", 1, ["Ann"]],
      ["GEAR", 5, ["Axe", "Zed"]],
    ]);
    expect(groups.counts).toEqual({ ship: 1, captain: 6, adventure: 2 });
  });
});

describe("groupCaptain", () => {
  const card = (
    name: string,
    type: "SHIP" | "CREW" | "GEAR",
    quantity: number,
    cost: number | null,
    subtypes: string[],
  ) => ({
    quantity,
    card: { slug: name, name, type, cost, subtypes },
  });
  const lines = [
    card("Zed", "GEAR", 3, 2, ["Weapon"]),
    card("Ship", "SHIP", 1, null, []),
    card("Ann", "CREW", 1, 4, ["Pilot", "Noble"]),
    card("Axe", "GEAR", 2, null, []),
    card("Bo", "CREW", 1, 2, ["Medic"]),
  ];
  const shape = (by: "type" | "cost" | "subtype") =>
    groupCaptain(lines, by).map((g) => [g.label, g.count, g.lines.map((l) => l.card.name)]);

  it("groups the captain's deck by type, by cost (none last) or by first subtype (none last), each card once", () => {
    expect(shape("type")).toEqual([
      ["Crew", 2, ["Ann", "Bo"]],
      ["Gear", 5, ["Axe", "Zed"]],
    ]);
    expect(shape("cost")).toEqual([
      ["Cost 2", 4, ["Bo", "Zed"]],
      ["Cost 4", 1, ["Ann"]],
      ["No cost", 2, ["Axe"]],
    ]);
    expect(shape("subtype")).toEqual([
      ["Medic", 1, ["Bo"]],
      ["Pilot", 1, ["Ann"]],
      ["Weapon", 3, ["Zed"]],
      ["No subtype", 2, ["Axe"]],
    ]);
  });
});
