// The catalogue's results address against the seed catalogue: the markup the page draws for the same query, and a
// reason for every address it will not answer.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { readCatalogue } from "../../../seed/read-catalogue";
import { catalogueResultsRoute } from "@/components/catalogue/catalogue-results-route";

useTestDatabase();
const { cards, sets } = readCatalogue();

const get = (search: string, init?: RequestInit) =>
  catalogueResultsRoute.GET(new Request(`http://starport.test/catalogue/results?${search}`, init));
const tileNames = (html: string) =>
  [...html.matchAll(/class="card-tile-link card-tile-name">([^<]*)</g)].map((m) => m[1]);

describe("GET /catalogue/results", () => {
  it("answers a query's results as HTML: the count, every tile, facets with set names, and links to pages", async () => {
    const pilots = cards.filter((c) => c.skills.includes("pilot"));
    const res = await get("q=sk%3Apilot");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(`<p class="result-count">${pilots.length} cards</p>`);
    expect(tileNames(html).sort()).toEqual(pilots.map((c) => c.name.replaceAll("'", "&#x27;")).sort());
    expect(html).toMatch(/data-facet="type:CREW"/);
    const core = sets.find((set) => set.code === "CORE")!;
    expect(html).toMatch(new RegExp(`data-facet="set:CORE">${core.name} <span class="count">\\d+</span>`));
    expect(html).not.toMatch(/<script/);

    const all = await (await get("")).text();
    expect(all).toContain(`${cards.length} cards · showing 1–48`);
    expect(all).toContain('<a href="/cards?page=2" rel="next">Next →</a>');
  });

  it("applies the filters and the page as the catalogue's address does", async () => {
    const crew = cards.filter((c) => c.type === "CREW").sort((a, b) => a.name.localeCompare(b.name));
    const html = await (await get("type=crew&sort=name&page=2")).text();
    expect(html).toContain(`${crew.length} cards · showing 49–`);
    expect(tileNames(html)[0]).toBe(crew[48]!.name.replaceAll("'", "&#x27;"));
  });

  it("shows the empty state with its correction, the parse error, and the sign-in a collection search needs", async () => {
    const empty = await (await get(`q=${encodeURIComponent("kestarl t:ship cost>=99")}`)).text();
    expect(empty).toContain('<div class="empty-state">');
    expect(empty).toContain(">kestrel t:ship cost&gt;=99</a>?");
    const broken = await (await get(`q=${encodeURIComponent("cost<=x")}`)).text();
    expect(broken).toContain("cost needs a number, got &#x27;x&#x27;");
    const own = await (await get("q=own%3A1")).text();
    expect(own).toContain(
      '<a href="/signin?callbackUrl=%2Fcards%3Fq%3Down%253A1">Sign in</a> to search your collection.',
    );
  });

  it("offers the keyed search for a word naming a skill, beside the cards that print the word", async () => {
    const medics = cards.filter((c) => c.skills.includes("medic"));
    expect(medics.some((c) => !/medic/i.test(`${c.name} ${c.text}`))).toBe(true);
    const html = await (await get("q=medic&type=crew")).text();
    expect(html).toContain(
      '<p class="keyed-hint">Looking for crew with the Medic skill? <a href="/cards?q=sk%3Amedic&amp;type=crew">sk:medic</a></p>',
    );
    const keyed = await (await get("q=sk%3Amedic")).text();
    expect(tileNames(keyed).sort()).toEqual(medics.map((c) => c.name.replaceAll("'", "&#x27;")).sort());
    expect(keyed).not.toContain("keyed-hint");
    // Nothing prints "jot": the results are the skill's search it stands for, not a word one letter away.
    const jacks = cards.filter((c) => c.skills.includes("jack_of_all_trades"));
    const jot = await (await get("q=jot")).text();
    expect(jot).toContain("Showing results for <strong>sk:jack-of-all-trades</strong>. No cards match “jot”.");
    expect(tileNames(jot).sort()).toEqual(
      jacks.map((c) => c.name.replaceAll("'", "&#x27;").replaceAll('"', "&quot;")).sort(),
    );
    expect(jot).not.toContain("keyed-hint");
    // With a filter no such crew passes, the empty state offers the skill's search.
    const none = await (await get("q=jot&type=ship")).text();
    expect(none).toContain('<div class="empty-state">');
    expect(none).toContain(
      'Looking for crew with the Jack-of-All-Trades skill? <a href="/cards?q=sk%3Ajack-of-all-trades&amp;type=ship">',
    );
    expect(none).not.toContain("Did you mean");
  });

  it("refuses with 400 and a reason an address the page would not show as it is", async () => {
    for (const [search, reason] of [
      ["type=planet", /Ignored type 'planet'/],
      [`q=${"x".repeat(501)}`, /Ignored q/],
      ["page=0", /Ignored page/],
      ["page=99", /Page 99 is past the last page \(\d+\)\./],
      ["set=%00", /Ignored set/],
    ] as const) {
      const res = await get(search);
      expect([search, res.status]).toEqual([search, 400]);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toMatch(reason);
    }
  });

  it("answers many different queries at once, each with its own results", async () => {
    const names = cards.slice(0, 24).map((c) => c.name);
    const answers = await Promise.all(names.map((name) => get(`q=${encodeURIComponent(`"${name}"`)}`)));
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(tileNames(await res.text())).toContain(names[i]!.replaceAll("'", "&#x27;"));
    }
  });
});
