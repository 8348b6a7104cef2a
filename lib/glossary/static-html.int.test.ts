// The rules reference and the card pages go to the browser as static HTML
// (components/ui/StaticHtml): every entry, text and card of the real catalogue
// must come out as React itself draws it.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { CardFace } from "@/components/card/CardFace";
import { CardStats } from "@/components/card/CardStats";
import { ErrataList } from "@/components/card/ErrataList";
import { RulingList } from "@/components/card/RulingList";
import { GlossaryEntryView } from "@/components/rules/GlossaryEntryView";
import { RulesMarkup } from "@/components/rules/RulesMarkup";
import { renderStaticMarkup } from "@/components/ui/static-markup";
import { readCatalogue } from "../../seed/read-catalogue";
import { cardGlossary } from "./term-links";

useTestDatabase();
let reference: Awaited<ReturnType<typeof import("./queries").getRulesReference>>;

beforeAll(async () => {
  reference = await (await import("./queries")).getRulesReference();
});

// Each renderer gets a tree of its own: a card's glossary links only a term's first use, so its state is spent by one drawing.
const differing = (trees: [string, () => ReactNode][]) =>
  trees.filter(([, tree]) => renderStaticMarkup(tree()) !== renderToStaticMarkup(tree())).map(([name]) => name);

describe("the rules reference as static HTML", () => {
  it("draws every glossary entry, rule and phase as React does", () => {
    const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
    expect(reference.entries.length).toBeGreaterThan(50);
    const entries = reference.entries.map((entry): [string, () => ReactNode] => [
      entry.anchor,
      () => createElement(GlossaryEntryView, { entry, level: 3, titles }),
    ]);
    expect(differing(entries)).toEqual([]);
  });

  it("draws every section's and card type's text as React does", () => {
    const bodies = [
      ...reference.sections.map((s) => [s.anchor, s.body] as const),
      ...reference.anatomy.map((a) => [a.cardType, a.intro] as const),
    ];
    expect(differing(bodies.map(([name, body]) => [name, () => createElement(RulesMarkup, { body })]))).toEqual([]);
  });

  it("draws every card's face, details, errata and rulings as React does", async () => {
    const terms = await (await import("./queries")).getTermIndex();
    const { getCard } = await import("../cards/queries");
    const { cards } = readCatalogue();
    const drawn: [string, () => ReactNode][] = [];
    for (const { slug } of cards) {
      const card = (await getCard(slug))!;
      drawn.push([
        slug,
        () =>
          createElement(
            "div",
            null,
            createElement(CardFace, { card, glossary: cardGlossary(terms) }),
            createElement(CardStats, { card, setName: card.set.name }),
            createElement(ErrataList, { errata: card.errata }),
            createElement(RulingList, { rulings: card.rulings }),
          ),
      ]);
    }
    expect(drawn.length).toBeGreaterThan(100);
    expect(differing(drawn)).toEqual([]);
  });
});
