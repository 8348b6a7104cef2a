import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { handMadeDeck } from "@/tests/fixtures/hand-made-deck";
import { DeckInsight } from "./DeckInsight";

describe("the deck page's insight as the server sends it", () => {
  const html = renderToStaticMarkup(<DeckInsight deck={handMadeDeck} deal={null} />);

  it("names the charts and the draw odds without drawing them", () => {
    expect(html).toContain("<summary><h3>Charts</h3></summary>");
    expect(html).toContain('<summary><h3 id="insight-odds">Draw odds</h3></summary>');
    expect(html).not.toContain("insight-chart");
    expect(html).not.toContain('class="insight-odds"');
  });

  it("still sends the requirement coverage and the deal", () => {
    expect(html).toContain("Requirement coverage");
    expect(html).toContain("insight-deal");
  });
});
