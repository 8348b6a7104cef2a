import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Verdict, Violation } from "@/lib/rules/types";
import { VerdictPanel } from "./VerdictPanel";

const counts = {
  ship: 1,
  captain: 58,
  adventure: 20,
  byType: { SHIP: 1, CREW: 10, GEAR: 20, UPGRADE: 3, CONNECTION: 10, ACTION: 15, ADVENTURE: 20 },
};
const verdict: Verdict = {
  legal: false,
  counts,
  violations: [
    { rule: "soft-no-crew", severity: "warning", message: "No crew at all.", cards: [], glossary: "Crew" },
    {
      rule: "unique-crew",
      severity: "error",
      message: "Crew are unique: 'Ana' appears 2 times, at most 1.",
      cards: ["ana"],
      glossary: "Unique",
    },
  ],
};

describe("VerdictPanel", () => {
  const html = renderToStaticMarkup(
    <VerdictPanel
      verdict={verdict}
      cards={[{ slug: "ana", name: "Ana" }]}
      targets={{ ship: 1, captain: 60, adventure: 20 }}
    />,
  );

  it("shows the badge and the counts against their targets", () => {
    expect(html).toContain(">Not legal<");
    expect(html).toContain("58/60");
    expect(html).toMatch(/class="verdict-count off"><span class="verdict-count-label">Captain&#x27;s deck/);
  });

  it("lists errors before warnings, with card and glossary links", () => {
    expect(html.indexOf("Errors (1)")).toBeLessThan(html.indexOf("Warnings (1)"));
    expect(html).toMatch(/<a href="\/cards\/ana"[^>]*>Ana<\/a>/);
    expect(html).toContain('href="/rules#Unique"');
  });

  it("folds the warnings under their heading where asked (the deck page), the errors always open", () => {
    const folded = renderToStaticMarkup(<VerdictPanel verdict={verdict} cards={[]} foldWarnings />);
    expect(folded).toMatch(/<details class="verdict-fold"><summary><h3>Warnings \(1\)<\/h3><\/summary><ul/);
    expect(folded).not.toMatch(/<summary><h3>Errors/);
    expect(html).not.toContain("<details");
  });

  it("says Legal for a legal deck", () => {
    expect(
      renderToStaticMarkup(<VerdictPanel verdict={{ legal: true, counts, violations: [] }} cards={[]} />),
    ).toContain(">Legal<");
  });

  it("ends an unknown name's message with the names it may stand for, linked where their cards are known", () => {
    const message =
      "'Kestral Dwan' (line 3, 1 copy) is no card Starport knows, so the list cannot be checked as legal. Did you mean 'Kestrel Dawn' or 'Kestrel Drift'?";
    const unknown: Verdict = {
      legal: false,
      counts,
      violations: [
        {
          rule: "unknown-card",
          severity: "error",
          message,
          cards: [],
          glossary: "Formats",
          suggestions: ["Kestrel Dawn", "Kestrel Drift"],
        },
      ],
    };
    const text = renderToStaticMarkup(
      <VerdictPanel verdict={unknown} cards={[{ slug: "kestrel-dawn", name: "Kestrel Dawn" }]} />,
    );
    expect(text).toMatch(
      /legal\. Did you mean <span><a href="\/cards\/kestrel-dawn"[^>]*>Kestrel Dawn<\/a><\/span><span> or &#x27;Kestrel Drift&#x27;<\/span>\?<\/p>/,
    );
    expect(text).not.toContain("&#x27;Kestrel Dawn&#x27;");
  });
});

describe("VerdictPanel, one rule's problems together", () => {
  const crew = ["Ana", "Bo", "Cy"];
  const verdict: Verdict = {
    legal: false,
    counts,
    violations: [
      ...crew.map((name): Violation => ({
        rule: "unique-crew",
        severity: "error",
        message: `Crew are unique: '${name}' appears 3 times, at most 1.`,
        cards: [name.toLowerCase()],
        glossary: "Unique",
      })),
      {
        rule: "section",
        severity: "error",
        message: "2 cards are in the wrong section.",
        cards: ["ana", "dee"],
        glossary: "Sections",
      },
    ],
  };
  const html = renderToStaticMarkup(
    <VerdictPanel verdict={verdict} cards={[...crew, "Dee"].map((name) => ({ slug: name.toLowerCase(), name }))} />,
  );

  it("says the rule once, each card linked where its problem names it, and links the rule once", () => {
    expect(html).toContain("Errors (4)");
    expect(html.match(/Crew are unique/g)).toHaveLength(1);
    expect(html.match(/href="\/rules#Unique"/g)).toHaveLength(1);
    for (const name of crew)
      expect(html).toMatch(
        new RegExp(
          `<li class="violation-message"><a href="/cards/${name.toLowerCase()}"[^>]*>${name}</a> appears 3 times`,
        ),
      );
  });

  it("lists under Cards only the cards a problem does not name", () => {
    expect(html.match(/Cards:/g)).toHaveLength(1);
    expect(html).toMatch(/Cards: <span><a href="\/cards\/ana"[^>]*>Ana<\/a><\/span><span>, <a href="\/cards\/dee"/);
  });
});

describe("VerdictPanel, a shared opening that names a card", () => {
  const fit = (subtype: string, card: string): Violation => ({
    rule: "upgrade-fit",
    severity: "error",
    message: `'Quiet Meridian' has no ${subtype} slot: '${card}' cannot be fitted.`,
    cards: ["quiet-meridian", card.toLowerCase()],
    glossary: "Upgrade",
  });
  const html = renderToStaticMarkup(
    <VerdictPanel
      verdict={{ legal: false, counts, violations: [fit("Hull", "Plating"), fit("Weapon", "Turret")] }}
      cards={["Quiet Meridian", "Plating", "Turret"].map((name) => ({
        slug: name.toLowerCase().replace(" ", "-"),
        name,
      }))}
    />,
  );

  it("links the card its opening names, once", () => {
    expect(html).toMatch(/<p><a href="\/cards\/quiet-meridian"[^>]*>Quiet Meridian<\/a> has no:<\/p>/);
    expect(html.match(/Quiet Meridian/g)).toHaveLength(1);
    expect(html).not.toContain("Cards:");
  });
});
