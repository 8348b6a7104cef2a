import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deal } from "@/lib/insight/deal";
import { handMadeDeck } from "@/tests/fixtures/hand-made-deck";
import { requirementCoverage } from "@/lib/insight/coverage";
import { CoverageDetail } from "./CoverageDetail";
import { CoverageTable } from "./CoverageTable";
import { DealSimulator } from "./DealSimulator";
import { OddsTable } from "./OddsTable";
import { formatPercent } from "./format";

const rowOf = (html: string, label: string) => {
  const at = html.indexOf(label);
  return html.slice(at, html.indexOf("</tr>", at));
};

describe("formatPercent", () => {
  it("never rounds a possibility to 0% or a near-certainty to 100%", () => {
    expect([1, 0, 0.5, 7 / 9, 0.99991, 0.00002].map(formatPercent)).toEqual([
      "100%",
      "0%",
      "50.0%",
      "77.8%",
      ">99.9%",
      "<0.1%",
    ]);
  });
});

describe("CoverageTable", () => {
  const html = renderToStaticMarkup(<CoverageTable deck={handMadeDeck} />);
  const [compact, closed] = html.split('<details class="insight-details">');
  const detail = renderToStaticMarkup(<CoverageDetail coverage={requirementCoverage({ deck: handMadeDeck })} />);

  it("gives one short row per requirement: its sources, the opening hand's odds and a mark", () => {
    const pilot = rowOf(compact!, ">Pilot <");
    // 1 − C(8,5)/C(10,5) = 7/9.
    expect([...pilot.matchAll(/insight-number">([^<]+)</g)].map((m) => m[1])).toEqual(["2", "77.8%"]);
    expect(pilot).toContain("met");
    expect(compact).not.toContain("Run A");
  });

  it("sends the details closed and empty: they are drawn when first opened", () => {
    expect(closed).toContain("<summary>Who asks, which cards meet each, and the odds draw by draw</summary></details>");
    expect(html).not.toContain("insight-coverage-detail");
  });

  it("keeps who asks, the sources and every draw's odds in the details", () => {
    expect(detail).toContain("An opening hand of 5 from 10 captain&#x27;s cards");
    expect(detail).toContain('>Opening hand (5)</th><th scope="col">Draw 1</th>');
    const pilot = rowOf(detail, ">Pilot<");
    expect(pilot).toContain("Run A ×2 (contract)");
    expect(pilot).toContain("Ana ×1, Bo ×1");
    // Then 13/15, 14/15, 44/45, 1, 1.
    expect([...pilot.matchAll(/insight-number">([^<]+)</g)].map((m) => m[1])).toEqual([
      "77.8%",
      "86.7%",
      "93.3%",
      "97.8%",
      "100%",
      "100%",
    ]);
    expect(rowOf(detail, ">Cargo<")).toContain("Test Ship (in play)");
  });

  it("marks unmet requirements, says once what nothing meets and what the legality check weighs, and links the glossary", () => {
    expect(compact).toMatch(/<tr class="insight-row-unmet"><th scope="row">Astrogation /);
    expect(compact!.match(/not met/g)).toHaveLength(2);
    expect(compact).toContain(
      "Nothing in the deck meets 2 requirements; 1 of them raise the unmet-requirements warning.",
    );
    expect(compact!.match(/unmet-requirements warning/g)).toHaveLength(1);
    expect(rowOf(compact!, ">Jettison 1 gear <")).toContain("met*");
    expect(compact).toContain("* Not a token: the legality check does not weigh it.");
    expect(html).toContain('href="/rules#Skills"');
    expect(html).toContain('href="/rules#Control"');
  });

  it("makes each requirement a toggle when the builder can highlight its sources", () => {
    const selectable = renderToStaticMarkup(
      <CoverageTable deck={handMadeDeck} selected="skill:pilot" onSelect={() => {}} />,
    );
    expect(selectable).toContain('aria-pressed="true">Pilot</button>');
    expect(selectable).toContain('aria-pressed="false">Cargo</button>');
    expect(selectable).toMatch(/<tr class="insight-row-selected"><th scope="row"><button[^>]*>Pilot</);
    expect(html).not.toContain("<button");
  });
});

describe("OddsTable", () => {
  it("has a row per card and a row for the group typed in the query language", () => {
    const html = renderToStaticMarkup(<OddsTable deck={handMadeDeck} query="t:crew sk:pilot" draws={2} />);
    expect(html).toContain('value="t:crew sk:pilot"');
    const group = rowOf(html, "Group: <code>t:crew sk:pilot</code>");
    expect([...group.matchAll(/insight-number">([^<]+)</g)].map((m) => m[1])).toEqual(["2", "77.8%", "86.7%", "93.3%"]);
    expect([...rowOf(html, ">Ana<").matchAll(/insight-number">([^<]+)</g)].map((m) => m[1])).toEqual([
      "1",
      "50.0%",
      "60.0%",
      "70.0%",
    ]);
    expect(html).toContain("at least 1 copy: an opening hand of 5 from 10 captain&#x27;s");
  });

  it("shows the parser's error, marking where it is", () => {
    const html = renderToStaticMarkup(<OddsTable deck={handMadeDeck} query="t:crew cost<=x" />);
    expect(html).toContain("cost needs a number, got &#x27;x&#x27; (column 13)");
    expect(html).toContain("<mark>x</mark>");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("Group:");
  });

  it("says why a filter cannot pick a group", () => {
    const html = renderToStaticMarkup(<OddsTable deck={handMadeDeck} query="jump>2" />);
    expect(html).toContain("jump is a ship&#x27;s statistic");
  });
});

describe("DealSimulator", () => {
  it("offers only a deal before the first one", () => {
    const html = renderToStaticMarkup(<DealSimulator deck={handMadeDeck} />);
    expect(html).toContain(">Deal</button>");
    expect(html).not.toContain("Draw one");
  });

  it("shows the deal of the seed it was given: hand, draws and contracts with face-down complications", () => {
    const state = { seed: "shared-seed", players: 2, draws: 2 };
    const html = renderToStaticMarkup(<DealSimulator deck={handMadeDeck} initial={state} />);
    const expected = deal(handMadeDeck, state);
    const hand = html.slice(html.indexOf("Opening hand (5)"), html.indexOf("Drawn since"));
    expect([...hand.matchAll(/<li>([^<]+) </g)].map((m) => m[1])).toEqual(expected.hand.map((c) => c.name));
    const drawn = html.slice(html.indexOf("Drawn since (2)"), html.indexOf("Contracts:"));
    expect(drawn).toContain('<ol class="insight-hand" start="6">');
    expect([...drawn.matchAll(/<li>([^<]+) </g)].map((m) => m[1])).toEqual(expected.drawn.map((c) => c.name));
    expect(html).toContain("you control 2 of the 4 slots");
    expect(html.match(/<summary>Face-down complication<\/summary>/g)).toHaveLength(1);
    expect(html).toContain(">New deal</button>");
    expect(html).toContain("Draw one</button>");
    expect(html).toContain("<code>shared-seed</code>");
    expect(html).toContain(`Drew ${expected.drawn[1]!.name}. 3 cards left`);
  });

  it("explains the fourth contract slot with three captains, and stops drawing at the end of the deck", () => {
    const html = renderToStaticMarkup(
      <DealSimulator deck={handMadeDeck} initial={{ seed: "x", players: 3, draws: 10 }} />,
    );
    expect(html).toContain("With three captains the fourth slot goes to the one with the fewest victory points");
    expect(html).toMatch(/Draw one<\/button>/);
    expect(html).toMatch(/<button type="button" disabled="">Draw one<\/button>/);
  });
});
