import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RelatedCards } from "./RelatedCards";

const NONE = { sameSubtype: [], mentioning: [] };
const EMPTY_SENTENCE = "No other card shares a subtype or a trait with this one, or names it.";

describe("RelatedCards", () => {
  it("lists the cards sharing a trait without saying that no card is related", () => {
    const html = renderToStaticMarkup(
      <RelatedCards
        related={NONE}
        sharedTraits={{
          traits: [{ trait: "Vargr", query: "tr:vargr" }],
          cards: [{ id: 2, slug: "pack-leader", name: "Pack Leader", type: "CREW" }],
          total: 1,
        }}
      />,
    );
    expect(html).toContain('<h3 id="related-traits-heading">Same traits</h3>');
    expect(html).toContain('href="/cards?q=tr%3Avargr"');
    expect(html).toContain("Pack Leader");
    expect(html).not.toContain("No other card");
  });

  it("says once that no card is related when none shares a subtype or a trait or names it", () => {
    const html = renderToStaticMarkup(
      <RelatedCards
        related={NONE}
        sharedTraits={{ traits: [{ trait: "Vargr", query: "tr:vargr" }], cards: [], total: 0 }}
      />,
    );
    expect(html).toContain(EMPTY_SENTENCE);
    expect(html).not.toContain("Same traits");
  });
});
