import { describe, expect, it } from "vitest";
import { diffDecks, type SnapshotEntry } from "./deck-diff";
import { ana, bo, filler, runA, scanner, ship } from "../../tests/fixtures/hand-made-deck";

const entry = (card: SnapshotEntry["card"], quantity: number, section?: SnapshotEntry["section"]): SnapshotEntry => ({
  card,
  quantity,
  section,
});

describe("diffDecks", () => {
  it("lists copies added and removed by section, in name order", () => {
    const before = [entry(ship, 1), entry(ana, 1), entry(filler, 6), entry(scanner, 1), entry(runA, 2)];
    const after = [entry(ship, 1), entry(bo, 1), entry(filler, 4), entry(scanner, 3), entry(runA, 2), entry(filler, 1)];
    expect(diffDecks({ before, after })).toEqual({
      sections: [
        {
          section: "captain",
          added: [
            { slug: "bo", name: "Bo", before: 0, after: 1, change: 1 },
            { slug: "scanner", name: "Scanner", before: 1, after: 3, change: 2 },
          ],
          removed: [
            { slug: "ana", name: "Ana", before: 1, after: 0, change: -1 },
            { slug: "filler", name: "Filler", before: 6, after: 5, change: -1 },
          ],
        },
      ],
      added: 3,
      removed: 2,
    });
  });

  it("shows a card moved to the sideboard as removed from its section and added to 'considering'", () => {
    const diff = diffDecks({
      before: [entry(scanner, 2)],
      after: [entry(scanner, 1), entry(scanner, 1, "considering")],
    });
    expect(diff.sections.map((s) => [s.section, s.added.map((l) => l.change), s.removed.map((l) => l.change)])).toEqual(
      [
        ["captain", [], [-1]],
        ["considering", [1], []],
      ],
    );
  });

  it("finds nothing between equal decks, whatever the order of their entries", () => {
    expect(
      diffDecks({
        before: [entry(ana, 1), entry(filler, 2)],
        after: [entry(filler, 1), entry(ana, 1), entry(filler, 1)],
      }),
    ).toEqual({ sections: [], added: 0, removed: 0 });
  });
});
