import { describe, expect, it } from "vitest";
import type { SnapshotCard } from "./canonical-list";
import { diffLists } from "./list-diff";

const card = (section: SnapshotCard["section"], slug: string, quantity: number, name = slug): SnapshotCard => ({
  section,
  slug,
  name,
  setCode: "CORE",
  quantity,
});
const registered = [
  card("ship", "lantern", 1, "Merrow's Lantern"),
  card("captain", "snap-shot", 3, "Snap Shot"),
  card("adventure", "mail-run", 2, "Spinward Mail Run"),
];

describe("diffLists", () => {
  it("finds nothing between a list and the same cards in another order and split", () => {
    expect(
      diffLists(registered, [
        registered[2]!,
        card("captain", "snap-shot", 1),
        card("captain", "snap-shot", 2),
        registered[0]!,
      ]),
    ).toEqual([]);
  });

  it("shows one card swapped for another as exactly those two lines", () => {
    const presented = [
      registered[0]!,
      card("captain", "snap-shot", 2),
      card("captain", "hard-burn", 1, "Hard Burn"),
      registered[2]!,
    ];
    expect(diffLists(registered, presented)).toEqual([
      { section: "captain", slug: "hard-burn", name: "Hard Burn", registered: 0, presented: 1 },
      { section: "captain", slug: "snap-shot", name: "Snap Shot", registered: 3, presented: 2 },
    ]);
  });

  it("shows missing cards, extra cards and a card moved to another section", () => {
    const presented = [card("captain", "lantern", 1, "Merrow's Lantern"), registered[1]!];
    expect(diffLists(registered, presented)).toEqual([
      { section: "ship", slug: "lantern", name: "Merrow's Lantern", registered: 1, presented: 0 },
      { section: "captain", slug: "lantern", name: "Merrow's Lantern", registered: 0, presented: 1 },
      { section: "adventure", slug: "mail-run", name: "Spinward Mail Run", registered: 2, presented: 0 },
    ]);
  });
});
