import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/generated/prisma/client";
import { CardStats } from "./CardStats";

// A card's details link what it has to the search for every card that has it, as its type and subtypes are.
describe("CardStats", () => {
  const crew = {
    type: "CREW",
    name: "Test Scout",
    cost: 2,
    creditValue: 1,
    subtypes: [],
    traits: ["Human", "Deep Survey"],
    keywords: ["Trifling"],
    skills: ["pilot", "survival"],
    expertSkills: ["survival"],
    wounds: 2,
    setCode: "CORE",
    number: 8,
  } as unknown as Card;
  const html = renderToStaticMarkup(<CardStats card={crew} setName="Starport Core" />);

  it("links each trait, keyword and skill to its search, the skill's level beside it", () => {
    expect(html).toContain('<a href="/cards?q=tr%3AHuman">Human</a>');
    expect(html).toContain('<a href="/cards?q=tr%3A%22Deep+Survey%22">Deep Survey</a>');
    expect(html).toContain('<a href="/cards?q=k%3ATrifling">Trifling</a>');
    expect(html).toContain('<a href="/cards?q=sk%3Apilot">Pilot</a> (trained)');
    expect(html).toContain('<a href="/cards?q=sk%3Asurvival">Survival</a> (expert)');
  });

  it("lists a capability the ship has twice once, with its count, as the face does", () => {
    const ship = {
      type: "SHIP",
      name: "Test Hauler",
      subtypes: [],
      traits: [],
      keywords: [],
      cost: null,
      creditValue: null,
      capabilities: ["cargo", "cargo", "passengers"],
      upgradeSlots: {},
      setCode: "CORE",
      number: 1,
    } as unknown as Card;
    const shipHtml = renderToStaticMarkup(<CardStats card={ship} setName="Starport Core" />);
    expect(shipHtml).toContain('<a href="/cards?q=cap%3Acargo">cargo ×2</a></span>');
    expect(shipHtml.match(/cap%3Acargo/g)).toHaveLength(1);
    expect(shipHtml).toContain('<a href="/cards?q=cap%3Apassengers">passengers</a>');
  });

  it("lets figures beside figures share a row, and gives a list or a lone figure a row of its own", () => {
    const rows = [...html.matchAll(/<div( class="([^"]*)")?><dt>([^<]+)<\/dt>/g)].map((m) => [m[3], m[2] ?? ""]);
    expect(rows).toEqual([
      ["Type", ""],
      ["Traits", ""],
      ["Keywords", ""],
      ["Cost", "card-stat-figure"],
      ["Credit value", "card-stat-figure"],
      ["Skills", ""],
      ["Wounds", ""],
      ["Unique", ""],
      ["Set", ""],
    ]);
  });
});
