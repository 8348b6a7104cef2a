import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../tests/database";
import { readCatalogue } from "../../../../../seed/read-catalogue";
import { buildLegalDeck, withCards, withoutCard } from "../../../../../tests/fixtures/test-decks";
import { toRulesCard } from "../../../../../lib/rules/to-rules-card";
import type { Deck } from "../../../../../lib/rules/types";
import { MAX_DECKLIST_CHARS, MAX_DECKLIST_LINES } from "../../../../../lib/decklists/limits";
import { MAX_BODY_BYTES } from "../../../../../lib/http/limits";

const pool = readCatalogue().cards.map(toRulesCard);
const legal = buildLegalDeck(pool);
useTestDatabase();
let route: typeof import("./route");
beforeAll(async () => {
  route = await import("./route");
});

const HEADERS = { ship: "Ship:", captain: "Captain's deck (60)", adventure: "Adventure deck:" } as const;

/** The deck as a player would paste it: headers, then "Nx Name" lines. */
function asText(deck: Deck): string {
  return (["ship", "captain", "adventure"] as const)
    .map((section) =>
      [
        HEADERS[section],
        ...deck.entries.filter((e) => e.section === section).map((e) => `${e.quantity}x ${e.card.name}`),
      ].join("\n"),
    )
    .join("\n\n");
}
const asJson = (deck: Deck, format = "standard") => ({
  format,
  cards: deck.entries.map((e, i) => ({
    ...(i % 2 ? { slug: e.card.slug } : { name: e.card.name }),
    quantity: e.quantity,
    section: e.section,
  })),
});

const post = (body: BodyInit, contentType: string, query = "") =>
  route.POST(
    new Request(`http://starport.test/api/v1/decks/validate${query}`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType },
    }),
  );
const postJson = (body: unknown) => post(JSON.stringify(body), "application/json");

describe("POST /api/v1/decks/validate", () => {
  it("finds a legal deck legal, sent as text or as JSON, with CORS", async () => {
    for (const res of [await post(asText(legal), "text/plain"), await postJson(asJson(legal))]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const body = await res.json();
      expect(body).toMatchObject({ format: "standard", legal: true, violations: [], unknown: [], problems: [] });
      expect(body.counts).toMatchObject({ ship: 1, captain: 60, adventure: 20 });
    }
  });

  it("names the broken rules of an illegal deck", async () => {
    const crew = legal.entries.find((e) => e.card.type === "CREW")!.card;
    const adventure = legal.entries.find((e) => e.card.type === "ADVENTURE")!.card;
    const illegal = withoutCard(withCards(legal, { card: crew, quantity: 1, section: "captain" }), adventure.slug);
    const res = await post(asText(illegal), "text/plain", "?format=standard");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.legal).toBe(false);
    const rules = body.violations.map((v: { rule: string }) => v.rule);
    expect(rules).toContain("unique-crew");
    expect(rules).toContain("adventure-size");
    expect(rules).toContain("captain-size");
    const unique = body.violations.find((v: { rule: string }) => v.rule === "unique-crew");
    expect(unique).toMatchObject({ severity: "error", cards: [crew.slug], glossary: expect.any(String) });
  });

  it("reports a misspelt name with suggestions and unreadable lines with their numbers", async () => {
    const ship = legal.entries[0]!.card;
    const misspelt = `${ship.name.slice(0, -1)}`; // last letter dropped
    const res = await post(`Ship:\n1x ${misspelt}\n0x ${ship.name}`, "text/plain");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.unknown).toEqual([
      {
        name: misspelt,
        quantity: 1,
        section: "ship",
        line: 2,
        suggestions: expect.arrayContaining([{ name: ship.name, slug: ship.slug, setCode: ship.setCode }]),
      },
    ]);
    expect(body.unknown[0].suggestions[0].name).toBe(ship.name);
    expect(body.problems).toEqual([{ line: 3, text: `0x ${ship.name}`, message: expect.stringContaining("quantity") }]);
  });

  it("narrows by set code and collector number, and accepts slugs in text", async () => {
    const ship = legal.entries[0]!.card;
    const number = readCatalogue().cards.find((c) => c.slug === ship.slug)!.number;
    const other = ship.setCode === "CORE" ? "DRFT" : "CORE";
    const res = await post(
      `1x ${ship.name.toUpperCase()} [${ship.setCode} ${number}]\n1 ${ship.slug}\n${ship.name} (${other})`,
      "text/plain",
    );
    const body = await res.json();
    expect(body.counts.ship).toBe(2);
    expect(body.unknown).toEqual([
      {
        name: ship.name,
        quantity: 1,
        setCode: other,
        line: 3,
        suggestions: [{ name: ship.name, slug: ship.slug, setCode: ship.setCode }],
      },
    ]);
  });

  it("checks against another format given in the body", async () => {
    const res = await postJson(asJson(legal, "core-only"));
    expect(res.status).toBe(200);
    expect((await res.json()).format).toBe("core-only");
  });

  it("answers 400 for malformed JSON and an empty body", async () => {
    const malformed = await post("{ not json", "application/json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toMatch(/not valid JSON/);
    for (const empty of [await post("", "text/plain"), await post("  \n", "application/json")]) {
      expect(empty.status).toBe(400);
      expect((await empty.json()).error.message).toMatch(/empty/);
    }
  });

  it("answers 422 naming the field when the body fails the schema", async () => {
    const res = await postJson({ format: "standard", cards: [{ name: "Anything", quantity: 0 }, { quantity: 1 }] });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.issues.map((i: { field: string }) => i.field)).toEqual(["cards.0.quantity", "cards.1.name"]);
    expect((await postJson([1, 2])).status).toBe(422);
    expect((await postJson({ cards: "all of them" })).status).toBe(422);
  });

  it("answers 422 for an unknown format", async () => {
    for (const res of [
      await postJson({ ...asJson(legal), format: "vintage" }),
      await post("1x Anything", "text/plain", "?format=vintage"),
    ]) {
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(error.issues).toEqual([{ field: "format", message: expect.stringContaining("unknown format 'vintage'") }]);
    }
  });

  it("judges the list by the format revision in force on the date given, today's by default", async () => {
    // A Drifting Stars card: legal in Standard from the day its set joined, not before.
    const drifter = legal.entries.find((e) => e.card.setCode === "DRFT")!.card;
    expect(drifter).toBeDefined();
    const before = await postJson({ ...asJson(legal), date: "2026-09-04" });
    expect(before.status).toBe(200);
    const early = await before.json();
    expect(early).toMatchObject({ format: "standard", revision: "2026-03-14", legal: false });
    expect(
      early.violations
        .filter((v: { rule: string }) => v.rule === "legal-sets")
        .flatMap((v: { cards: string[] }) => v.cards),
    ).toContain(drifter.slug);

    const from = await post(asText(legal), "text/plain", "?format=standard&date=2026-09-05");
    expect(await from.json()).toMatchObject({ revision: "2026-09-05", legal: true });
    expect(await (await postJson(asJson(legal))).json()).toMatchObject({ revision: "2026-09-05", legal: true });
  });

  it("answers 422 naming the date for a date that is not one or comes before the format's first revision", async () => {
    const bad = [
      await postJson({ ...asJson(legal), date: "2026-02-30" }),
      await post(asText(legal), "text/plain", "?date=5%2F9%2F2026"),
      await postJson({ ...asJson(legal), date: "2026-03-13" }),
    ];
    const messages = [];
    for (const res of bad) {
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(error.issues.map((i: { field: string }) => i.field)).toEqual(["date"]);
      messages.push(error.issues[0].message);
    }
    expect(messages[2]).toBe(
      "Standard has no revision in force on 13 March 2026: its first revision took effect on 14 March 2026",
    );
  });

  it("refuses an enormous body without a 500", async () => {
    const huge = "1x Free Trader\n".repeat(Math.ceil((MAX_BODY_BYTES * 2) / 15));
    const res = await post(huge, "text/plain");
    expect([413, 422]).toContain(res.status);
    const lines = await post("1x A\n".repeat(12_000), "text/plain"); // under the byte cap, over the text cap
    expect([413, 422]).toContain(lines.status);
    const many = await postJson({ cards: Array.from({ length: 600 }, () => ({ name: "A", quantity: 1 })) });
    expect(many.status).toBe(422);
  });

  it("refuses a list of 10,000 short lines (under the character cap) by its line count, without reading it", async () => {
    const text = "1 Q\n".repeat(10_000);
    expect(text.length).toBeLessThan(MAX_DECKLIST_CHARS);
    const res = await post(text, "text/plain");
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.issues).toEqual([
      { field: "decklist", message: `is at most ${MAX_DECKLIST_LINES.toLocaleString("en")} lines` },
    ]);
  });

  it("answers preflight requests", async () => {
    const res = route.OPTIONS();
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
  });
});

describe("POST /api/v1/decks/validate with names written any way", () => {
  /** Curly apostrophes and quotes, long dashes, no-break spaces, full-width letters: how documents and chats write names. */
  const typographic = (text: string) =>
    text
      .replace(/'/g, "\u2019")
      .replace(/"/g, "\u201C")
      .replace(/-/g, "\u2014")
      .replace(/ /g, "\u00A0")
      .replace(/x /g, "\uFF58 ");

  it("gives the typographic list the plain list's answer, as text and as JSON", async () => {
    const plainText = asText(legal);
    const answers = [];
    for (const res of [
      await post(plainText, "text/plain"),
      await post(typographic(plainText), "text/plain"),
      await postJson(asJson(legal)),
      await postJson({
        ...asJson(legal),
        cards: asJson(legal).cards.map((c) => ("name" in c ? { ...c, name: typographic(c.name!) } : c)),
      }),
    ]) {
      expect(res.status).toBe(200);
      answers.push(await res.json());
    }
    expect(typographic(plainText)).not.toBe(plainText);
    expect(answers[0]).toMatchObject({ legal: true, unknown: [], problems: [] });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it("answers legal: false for a list with one unknown name, naming it in an unknown-card error", async () => {
    const text = `${asText(legal)}\n1x Nobody Printed This`;
    const body = await (await post(text, "text/plain")).json();
    expect(body.legal).toBe(false);
    expect(body.unknown.map((u: { name: string }) => u.name)).toEqual(["Nobody Printed This"]);
    expect(body.violations).toEqual([
      expect.objectContaining({
        rule: "unknown-card",
        severity: "error",
        line: text.split("\n").length,
        message: expect.stringContaining("Nobody Printed This"),
      }),
    ]);
  });
});

describe("POST /api/v1/decks/validate reads the body's type from Content-Type", () => {
  it("answers 415 to a multipart form, a form-encoded body and a body with no type, never guessing", async () => {
    const text = "Ship:\n1x Merrow's Lantern";
    const form = new FormData();
    form.set("decklist", text);
    const answers = [
      await route.POST(new Request("http://starport.test/api/v1/decks/validate", { method: "POST", body: form })),
      await post(text, "application/x-www-form-urlencoded"),
      await route.POST(
        new Request("http://starport.test/api/v1/decks/validate", { method: "POST", body: new Blob([text]) }),
      ),
    ];
    for (const res of answers) {
      expect(res.status).toBe(415);
      expect((await res.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("reads JSON by its type and parameters (charset, +json), and a text list as text/plain", async () => {
    expect(
      (await post(JSON.stringify({ format: "standard", cards: [] }), "application/json; charset=utf-8")).status,
    ).toBe(200);
    expect((await post(JSON.stringify({ format: "standard", cards: [] }), "application/vnd.api+json")).status).toBe(
      200,
    );
    expect((await post("Ship:\n1x Merrow's Lantern", "text/plain; charset=utf-8")).status).toBe(200);
  });
});
