import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compareDecks } from "@/lib/insight/compare-decks";
import { diffDecks } from "@/lib/insight/deck-diff";
import { deckOf, handMade } from "@/tests/fixtures/test-cards";
import { DeckComparisonView } from "./DeckComparisonView";
import { DeckDiffView } from "./DeckDiffView";

const ana = handMade({ name: "Ana", type: "CREW" });
const bo = handMade({ name: "Bo", type: "CREW" });
const run = handMade({ name: "Run", type: "ADVENTURE" });
const cy = handMade({ name: "Cy", type: "CREW" });

describe("DeckDiffView", () => {
  it("lists copies added and removed by section, the sideboard as its own", () => {
    const before = [
      { card: ana, quantity: 3 },
      { card: run, quantity: 1 },
    ];
    const after = [
      { card: ana, quantity: 1 },
      { card: run, quantity: 1 },
      { card: bo, quantity: 2, section: "considering" as const },
    ];
    const html = renderToStaticMarkup(
      <DeckDiffView diff={diffDecks({ before, after })} label="version 1 and version 2" />,
    );
    expect(html).toContain("+2</span> copies added");
    expect(html).toContain("−2</span> copies removed");
    expect(html).toMatch(
      /<h4>Captain&#x27;s deck<\/h4><ul class="deck-lines"><li class="diff-removed"><span class="deck-qty">−2<\/span> Ana/,
    );
    expect(html).toMatch(
      /<h4>Considering<\/h4><ul class="deck-lines"><li class="diff-added"><span class="deck-qty">\+2<\/span> Bo/,
    );
    expect(html).not.toContain("Run");
  });

  it("says so when nothing changed", () => {
    const same = [{ card: ana, quantity: 3 }];
    expect(
      renderToStaticMarkup(<DeckDiffView diff={diffDecks({ before: same, after: same })} label="v1 and v3" />),
    ).toContain("No change in cards between v1 and v3.");
  });
});

describe("DeckComparisonView", () => {
  it("shows each deck's own cards with their copies, then the shared cards: different copies, then the same folded", () => {
    const comparison = compareDecks({
      a: deckOf([ana, 3], [run, 1], [cy, 2]),
      b: deckOf([ana, 1], [cy, 2], [bo, 2]),
    });
    const html = renderToStaticMarkup(<DeckComparisonView comparison={comparison} nameA="One" nameB="Two" />);
    const section = (label: string) =>
      html.slice(
        html.indexOf(`aria-label="${label}"`),
        html.indexOf("</section>", html.indexOf(`aria-label="${label}"`)),
      );
    const both = section("In both decks");
    expect(both).toContain('<span class="deck-count">2</span>');
    // The card with different copies, in a table of two columns headed by letter, the deck's name beside it (shown
    // from a tablet up, read out on a phone).
    expect(both).toMatch(
      /<caption>1 with different copies in each<\/caption>.*A<span class="compare-deck-name">: One<\/span><\/th>.*Ana<\/a><\/th><td class="insight-number">3<\/td><td class="insight-number">1</,
    );
    // The same copies in each: folded, one column.
    expect(both).toMatch(
      /<details class="insight-table"><summary>1 with the same copies in each<\/summary>.*Cy<\/a><\/th><td class="insight-number">2<\/td><\/tr>/,
    );
    expect(both.indexOf("Ana<")).toBeLessThan(both.indexOf("<details"));
    expect(section("Only in A: One")).toContain("Run");
    expect(section("Only in A: One")).not.toContain("Bo<");
    // A card only one deck holds: its copies there, no column of zeros for the other.
    expect(section("Only in B: Two")).toMatch(/Bo<\/a><\/th><td class="insight-number">2<\/td><\/tr>/);
    // The differences come before the cards both hold.
    expect(html.indexOf('aria-label="Only in B: Two"')).toBeLessThan(html.indexOf('aria-label="In both decks"'));
    expect(html).toContain(
      '<tr><th scope="row">Captain&#x27;s deck</th><td class="insight-number">5</td><td class="insight-number">5</td>',
    );
    // A figure that differs is marked (A holds an adventure card, B none).
    expect(html).toContain(
      '<tr class="compare-differs"><th scope="row">Adventure deck</th><td class="insight-number">1</td><td class="insight-number">0</td>',
    );
  });
});
