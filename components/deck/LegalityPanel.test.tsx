import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Verdict } from "@/lib/rules/types";
import { LegalityPanel, violationId } from "./LegalityPanel";

const verdict: Verdict = {
  legal: false,
  counts: {
    ship: 1,
    captain: 60,
    adventure: 20,
    byType: { SHIP: 1, CREW: 10, GEAR: 20, UPGRADE: 5, CONNECTION: 10, ACTION: 15, ADVENTURE: 20 },
  },
  violations: [
    { rule: "soft-no-crew", severity: "warning", message: "No crew at all.", cards: [], glossary: "Crew" },
    { rule: "unique-crew", severity: "error", message: "Crew are unique.", cards: ["ana"], glossary: "Unique" },
    { rule: "soft-no-crew", severity: "warning", message: "Nothing produces Cargo.", cards: [], glossary: "Cargo" },
  ],
};

describe("LegalityPanel", () => {
  const html = renderToStaticMarkup(
    <LegalityPanel verdict={verdict} formatName="Standard" selected={null} onSelect={() => {}} />,
  );

  it("groups the errors before the warnings, each counted once in its heading rather than named on every line", () => {
    expect(html.indexOf("Errors (1)")).toBeLessThan(html.indexOf("Warnings (2)"));
    expect(html.indexOf("Crew are unique.")).toBeLessThan(html.indexOf("No crew at all."));
    expect(html).not.toMatch(/Error:|Warning:/);
  });

  it("keeps each problem's id at its place in the verdict, where the deck lines' markers link", () => {
    const ids = [...html.matchAll(/<li id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([violationId(1), violationId(0), violationId(2)]);
    expect(html).toMatch(new RegExp(`id="${violationId(1)}"[^>]*class="violation error"`));
  });

  it("links each problem to its rule", () => {
    expect([...html.matchAll(/href="\/rules#(\w+)"/g)].map((m) => m[1])).toEqual(["Unique", "Crew", "Cargo"]);
  });
});

describe("LegalityPanel with several problems of one rule", () => {
  const doubled = (name: string, slug: string) => ({
    rule: "unique-crew" as const,
    severity: "error" as const,
    message: `Crew are unique: '${name}' appears 3 times, at most 1.`,
    cards: [slug],
    glossary: "Unique",
  });
  const html = renderToStaticMarkup(
    <LegalityPanel
      verdict={{
        ...verdict,
        violations: [
          { rule: "captain-size", severity: "error", message: "Too few cards.", cards: [], glossary: "Captain" },
          doubled("Ana Reyes", "ana"),
          doubled("Brannoch Tull", "brannoch"),
        ],
      }}
      formatName="Standard"
      selected={null}
      onSelect={() => {}}
    />,
  );

  it("says the rule's opening once, above a button for each problem, with one rule link", () => {
    expect(html.match(/Crew are unique/g)).toHaveLength(1);
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual([
      "Too few cards.",
      "&#x27;Ana Reyes&#x27; appears 3 times, at most 1.",
      "&#x27;Brannoch Tull&#x27; appears 3 times, at most 1.",
    ]);
    expect([...html.matchAll(/href="\/rules#(\w+)"/g)].map((m) => m[1])).toEqual(["Captain", "Unique"]);
  });

  it("keeps each problem's id, where the deck lines' markers link", () => {
    expect([...html.matchAll(/<li id="([^"]+)"/g)].map((m) => m[1])).toEqual([0, 1, 2].map(violationId));
  });
});
