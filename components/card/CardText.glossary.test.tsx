import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/generated/prisma/client";
import { buildTermIndex, cardGlossary } from "@/lib/glossary/term-links";
import { CardFace } from "./CardFace";
import { CardText } from "./CardText";

const index = buildTermIndex([
  { anchor: "Trifling", terms: ["trifling"] },
  { anchor: "Ready", terms: ["ready"] },
]);

describe("CardText with glossary links", () => {
  it("links a term to its place in the rules reference, icons still drawn", () => {
    const html = renderToStaticMarkup(
      <CardText text="Trifling.\n[action] - [exert]: Ready it." glossary={cardGlossary(index)} />,
    );
    expect(html).toContain('<a class="glossary-link" href="/rules/Trifling">Trifling</a>');
    expect(html).toContain('<a class="glossary-link" href="/rules/Ready">Ready</a>');
    expect(html).toContain('aria-label="Exert"');
  });

  it("renders exactly as before without a glossary", () => {
    expect(renderToStaticMarkup(<CardText text="Trifling." />)).toBe('<span class="card-text">Trifling.</span>');
  });

  it("links each term once on a whole card face: keyword line first, not again in the text", () => {
    const card = {
      type: "UPGRADE",
      name: "Test Rack",
      isUnique: false,
      cost: 1,
      creditValue: 1,
      subtypes: ["Bay"],
      traits: [],
      keywords: ["Trifling"],
      text: "Trifling.\nReady it, then ready another.",
      flavor: null,
      structure: 1,
      heroic: null,
      setCode: "CORE",
      number: 1,
    } as unknown as Card;
    const html = renderToStaticMarkup(<CardFace card={card} glossary={cardGlossary(index)} />);
    expect(html.match(/href="\/rules\/Trifling"/g)).toHaveLength(1);
    expect(html.match(/href="\/rules\/Ready"/g)).toHaveLength(1);
    expect(html.indexOf("/rules/Trifling")).toBeLessThan(html.indexOf("card-text-box"));
  });
});
