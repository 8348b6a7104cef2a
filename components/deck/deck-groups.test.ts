import { describe, expect, it } from "vitest";
import { groupDeck } from "./deck-groups";

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
