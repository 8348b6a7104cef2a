// The card lookups against the seed catalogue: by name (exact and fuzzy), at
// random (never cached), and many at once with the 75-identifier limit.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { callApi } from "./routes.testing";
import { MAX_COLLECTION_IDENTIFIERS } from "./schemas/lookups";

useTestDatabase();
const { cards } = readCatalogue();
const json = async (res: Response) => ({ status: res.status, headers: res.headers, body: await res.json() });

describe("GET /cards/named", () => {
  it("finds a card by its exact name, whatever its case and punctuation marks' typography", async () => {
    const { status, body } = await json(await callApi("GET", "/cards/named?exact=MERROW%E2%80%99S%20LANTERN"));
    expect(status).toBe(200);
    expect(body.name).toBe("Merrow's Lantern");
  });

  it("finds a card by a name typed any way: words halfway, run together, misspelt", async () => {
    for (const typed of ["merr lant", "clothweave vest", "Vacc Siut"]) {
      const { status, body } = await json(await callApi("GET", `/cards/named?fuzzy=${encodeURIComponent(typed)}`));
      expect([typed, status]).toEqual([typed, 200]);
      expect(body.name).toBe(
        { "merr lant": "Merrow's Lantern", "clothweave vest": "Cloth-Weave Vest", "Vacc Siut": "Vacc Suit" }[typed],
      );
    }
  });

  it("answers 404 with the closest names when the name is not exact, and 422 without a name", async () => {
    const missing = await json(await callApi("GET", "/cards/named?exact=merr%20lant"));
    expect(missing.status).toBe(404);
    expect(missing.body.error.suggestions[0]).toBe("Merrow's Lantern");
    const nonsense = await json(await callApi("GET", "/cards/named?fuzzy=qzxv%20wplk"));
    expect(nonsense.status).toBe(404);
    expect(nonsense.body.error.suggestions).toEqual([]);
    expect((await callApi("GET", "/cards/named")).status).toBe(422);
    expect((await callApi("GET", "/cards/named?exact=a&fuzzy=b")).status).toBe(422);
  });
});

describe("GET /cards/random", () => {
  it("draws a card the query finds, never cached", async () => {
    const crew = new Set(cards.filter((c) => c.type === "CREW").map((c) => c.slug));
    const drawn = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { status, headers, body } = await json(await callApi("GET", "/cards/random?q=t:crew"));
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(crew.has(body.slug)).toBe(true);
      drawn.add(body.slug);
    }
    expect(drawn.size).toBeGreaterThan(1);
  });

  it("answers 404 when nothing matches and 400 for a query that does not parse", async () => {
    expect((await callApi("GET", "/cards/random?q=qzxvwplk")).status).toBe(404);
    expect((await callApi("GET", "/cards/random?q=cost%3C%3Dx")).status).toBe(400);
  });
});

describe("POST /cards/collection", () => {
  it("answers the cards found in the order asked, each once, and the identifiers not found", async () => {
    const [a, b] = [cards[3]!, cards[40]!];
    const { status, body } = await json(
      await callApi("POST", "/cards/collection", {
        body: {
          identifiers: [
            { name: b.name.toUpperCase() },
            { slug: a.slug },
            { setCode: a.setCode.toLowerCase(), number: a.number },
            { name: "No Such Card" },
            { slug: "no-such-card" },
          ],
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.data.map((c: { slug: string }) => c.slug)).toEqual([b.slug, a.slug]);
    expect(body.notFound).toEqual([{ name: "No Such Card" }, { slug: "no-such-card" }]);
  });

  it(`takes ${MAX_COLLECTION_IDENTIFIERS} identifiers and refuses more with 422`, async () => {
    const identifiers = Array.from({ length: MAX_COLLECTION_IDENTIFIERS }, (_, i) => ({
      slug: cards[i % cards.length]!.slug,
    }));
    expect((await callApi("POST", "/cards/collection", { body: { identifiers } })).status).toBe(200);
    const over = await json(
      await callApi("POST", "/cards/collection", { body: { identifiers: [...identifiers, { slug: "one-more" }] } }),
    );
    expect(over.status).toBe(422);
    expect(over.body.error.message).toContain(`at most ${MAX_COLLECTION_IDENTIFIERS}`);
  });
});
