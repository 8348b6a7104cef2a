import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CardFields } from "@/lib/cards/card-fields";
import { readCatalogue } from "@/seed/read-catalogue";
import { legalDeckCards } from "@/tests/factories";
import { DeckFaceGrid } from "./DeckFaceGrid";

const catalogue = new Map(readCatalogue().cards.map((c, i) => [c.slug, { ...c, id: i + 1, searchTerms: [] }]));
const lines = legalDeckCards().map(({ slug, quantity }) => {
  const { errata: _errata, rulings: _rulings, ...card } = catalogue.get(slug)!;
  return { quantity, card: card satisfies CardFields };
});

describe("DeckFaceGrid", () => {
  const html = renderToStaticMarkup(<DeckFaceGrid lines={lines} targets={{ ship: 1, captain: 60, adventure: 20 }} />);
  const faces = [...html.matchAll(/<li class="deck-face type-(\w+)"><a href="\/cards\/([^"]+)"/g)];

  it("shows every card of the deck once, as a face linking to its page, with its copies", () => {
    expect(faces.map((f) => f[2]).sort()).toEqual(lines.map((l) => l.card.slug).sort());
    const copies = [...html.matchAll(/<span class="deck-face-qty">(\d+)×<\/span>/g)].map((m) => Number(m[1]));
    expect(copies.reduce((a, b) => a + b, 0)).toBe(81);
  });

  it("keeps the sections and their counts against the format's targets", () => {
    expect(faces[0]![1]).toBe("ship");
    expect(html).toMatch(/Captain&#x27;s deck <span class="deck-count">60 \/ 60<\/span>/);
    expect(html).toMatch(/Adventure deck <span class="deck-count">20 \/ 20<\/span>/);
    expect(faces.at(-1)![1]).toBe("adventure");
  });
});
