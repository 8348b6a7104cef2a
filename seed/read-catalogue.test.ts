import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogue, SeedError } from "./read-catalogue";
import { CARD_TYPES, SPECIES } from "../lib/cards/vocabulary";

describe("the seed catalogue", () => {
  const { sets, cards } = readCatalogue();
  const ofType = (t: string) => cards.filter((c) => c.type === t);
  const distinct = (values: string[]) => new Set(values).size;

  it("has at least 180 cards in at least 2 sets, every type present", () => {
    expect(cards.length).toBeGreaterThanOrEqual(180);
    expect(sets.length).toBeGreaterThanOrEqual(2);
    for (const set of sets) expect(cards.some((c) => c.setCode === set.code)).toBe(true);
    for (const type of CARD_TYPES) expect(ofType(type).length).toBeGreaterThan(0);
  });

  it("has varied ships", () => {
    const ships = ofType("SHIP");
    expect(ships.length).toBeGreaterThanOrEqual(8);
    expect(distinct(ships.map((s) => String(s.crewSlots)))).toBeGreaterThan(1);
    expect(distinct(ships.map((s) => JSON.stringify(s.upgradeSlots)))).toBeGreaterThan(1);
    expect(distinct(ships.map((s) => String(s.jump)))).toBeGreaterThan(1);
    expect(distinct(ships.map((s) => s.capabilities.join()))).toBeGreaterThan(1);
  });

  it("has crew of several species with trained and expert skills", () => {
    const crew = ofType("CREW");
    expect(crew.length).toBeGreaterThanOrEqual(50);
    const species = new Set(crew.flatMap((c) => c.traits.filter((t) => (SPECIES as readonly string[]).includes(t))));
    expect(species.has("Human")).toBe(true);
    expect(species.size).toBeGreaterThanOrEqual(5);
    expect(crew.some((c) => c.expertSkills.length > 0)).toBe(true);
    expect(crew.some((c) => c.skills.some((s) => !c.expertSkills.includes(s)))).toBe(true);
    expect(crew.every((c) => c.isUnique)).toBe(true);
  });

  it("has gear, upgrades and connections over at least four subtypes each", () => {
    const subtypes = (t: string) => distinct(ofType(t).flatMap((c) => c.subtypes));
    expect(ofType("GEAR").length).toBeGreaterThanOrEqual(25);
    expect(subtypes("GEAR")).toBeGreaterThanOrEqual(4);
    expect(ofType("UPGRADE").length).toBeGreaterThanOrEqual(20);
    expect(subtypes("UPGRADE")).toBeGreaterThanOrEqual(4);
    expect(ofType("UPGRADE").every((u) => u.structure !== null)).toBe(true);
    expect(ofType("CONNECTION").length).toBeGreaterThanOrEqual(12);
    expect(subtypes("CONNECTION")).toBeGreaterThanOrEqual(4);
  });

  it("has actions and reactions with phase restrictions, and heroics", () => {
    const actions = ofType("ACTION");
    expect(actions.length).toBeGreaterThanOrEqual(20);
    expect(actions.some((a) => a.isReaction)).toBe(true);
    expect(actions.some((a) => a.phase !== null)).toBe(true);
    expect(actions.some((a) => a.heroic !== null)).toBe(true);
  });

  it("gives every adventure card a contract face and a complication face", () => {
    const adventures = ofType("ADVENTURE");
    expect(adventures.length).toBeGreaterThanOrEqual(45);
    for (const a of adventures) {
      expect(a.contract?.requirements.length).toBeGreaterThan(0);
      expect(a.complication?.requirements.length).toBeGreaterThan(0);
      expect(a.vp).toBe(a.contract?.vp);
    }
    expect(adventures.some((a) => a.contract!.subplots.length > 0)).toBe(true);
  });

  it("uses the keywords Armor, Hindrance, Integral and Trifling", () => {
    const keywords = new Set(cards.flatMap((c) => c.keywords.map((k) => k.split(" ")[0])));
    for (const k of ["Armor", "Hindrance", "Integral", "Trifling"]) expect(keywords.has(k)).toBe(true);
  });

  it("has errata on at least 5 cards and rulings on at least 10", () => {
    expect(cards.filter((c) => c.errata.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(cards.filter((c) => c.rulings.length > 0).length).toBeGreaterThanOrEqual(10);
    for (const c of cards.filter((x) => x.errata.some((e) => e.field === "text"))) {
      expect(c.printedText).not.toBe(c.text);
    }
  });

  it("gives every card a unique slug", () => {
    expect(distinct(cards.map((c) => c.slug))).toBe(cards.length);
  });
});

describe("readCatalogue on bad data", () => {
  const sets = [{ code: "TST", name: "Test", releasedOn: "2026-01-01", description: "A test set." }];
  const gear = { number: 1, name: "Spanner", subtypes: ["Tool"], cost: 1, creditValue: 1, text: "" };

  function seedDir(files: Record<string, unknown>): string {
    const dir = mkdtempSync(join(tmpdir(), "starport-seed-"));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), typeof content === "string" ? content : JSON.stringify(content));
    }
    return dir;
  }
  const error = (files: Record<string, unknown>) => {
    try {
      readCatalogue(seedDir(files));
    } catch (e) {
      expect(e).toBeInstanceOf(SeedError);
      return (e as Error).message;
    }
    throw new Error("expected a SeedError");
  };

  it("reads a valid folder", () => {
    const { cards } = readCatalogue(
      seedDir({ "sets.json": sets, "cards/tst/gear.json": { set: "TST", type: "GEAR", cards: [gear] } }),
    );
    expect(cards.map((c) => [c.slug, c.setCode, c.type, c.cost])).toEqual([["spanner", "TST", "GEAR", 1]]);
  });

  it("names the file, the card and the field of a bad value", () => {
    expect(
      error({
        "sets.json": sets,
        "cards/tst/gear.json": { set: "TST", type: "GEAR", cards: [{ ...gear, cost: "cheap" }] },
      }),
    ).toBe("cards/tst/gear.json: card #1 'Spanner': field 'cost': Invalid input: expected number, received string");
  });

  it("rejects a misspelt field", () => {
    expect(
      error({
        "sets.json": sets,
        "cards/tst/gear.json": { set: "TST", type: "GEAR", cards: [{ ...gear, flavour: "x" }] },
      }),
    ).toMatch(/card #1 'Spanner'.*flavour/);
  });

  it("rejects invalid JSON with the file name", () => {
    expect(error({ "sets.json": sets, "cards/tst/gear.json": "{ not json" })).toMatch(
      /^cards\/tst\/gear.json: not valid JSON/,
    );
  });

  it("rejects an unknown set", () => {
    expect(error({ "sets.json": sets, "cards/x/gear.json": { set: "NOPE", type: "GEAR", cards: [gear] } })).toMatch(
      /unknown set 'NOPE'/,
    );
  });

  it("rejects two cards with one collector number", () => {
    expect(
      error({
        "sets.json": sets,
        "cards/tst/gear.json": { set: "TST", type: "GEAR", cards: [gear, { ...gear, name: "Wrench" }] },
      }),
    ).toMatch(/card #2 'Wrench': field 'number': TST-1 is also used by/);
  });

  it("rejects crew without a species and duplicate crew names", () => {
    const crew = {
      number: 2,
      name: "Ana",
      cost: 1,
      creditValue: 0,
      skills: [{ skill: "pilot", level: "trained" }],
      wounds: 1,
      traits: ["Scout"],
    };
    expect(error({ "sets.json": sets, "cards/tst/crew.json": { set: "TST", type: "CREW", cards: [crew] } })).toMatch(
      /field 'traits'/,
    );
    const human = { ...crew, traits: ["Human"] };
    expect(
      error({
        "sets.json": sets,
        "cards/tst/crew.json": { set: "TST", type: "CREW", cards: [human, { ...human, number: 3 }] },
      }),
    ).toMatch(/crew are unique by name/);
  });

  it("rejects an adventure card missing its complication face", () => {
    const adventure = {
      number: 4,
      name: "Run",
      contract: {
        vp: 2,
        distance: 1,
        complicationSlots: 1,
        abandonment: 1,
        requirements: [{ kind: "skill", skill: "pilot" }],
      },
    };
    expect(
      error({ "sets.json": sets, "cards/tst/adv.json": { set: "TST", type: "ADVENTURE", cards: [adventure] } }),
    ).toMatch(/card #1 'Run': field 'complication'/);
  });
});
