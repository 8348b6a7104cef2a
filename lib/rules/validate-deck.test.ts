import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { readFormats } from "../../seed/formats/read-formats";
import { readRules } from "../../seed/rules/read-rules";
import type { Format, FormatRule } from "./format";
import { RULES } from "./rule-ids";
import { buildLegalDeck, cardNamed, withCardMoved, withCards, withoutCard } from "../../tests/fixtures/test-decks";
import { toRulesCard } from "./to-rules-card";
import type { Deck, RuleId, RulesCard } from "./types";
import { validateDeck } from "./validate-deck";

const catalogue = readCatalogue();
const cards = catalogue.cards.map(toRulesCard);
const formats = readFormats(undefined, catalogue);
const standard = formats.find((f) => f.id === "standard")!;
const coreOnly = formats.find((f) => f.id === "core-only")!;
const card = (name: string) => cardNamed(cards, name);

/** Quiet Meridian (Hull 2, Computer 2, Bay 2; 7 crew slots), Core cards only: legal in both formats. */
const legal = buildLegalDeck(cards, {
  ship: "Quiet Meridian",
  sets: ["CORE"],
  avoid: [...coreOnly.banned, ...coreOnly.restricted],
});

/** Copies of a card in a deck, over all its entries. */
function copiesOf(deck: Deck, slug: string): number {
  return deck.entries.filter((e) => e.card.slug === slug).reduce((sum, e) => sum + e.quantity, 0);
}

/** Actions whose text grants nothing: taking one out or moving one changes no other rule. */
const spares = legal.entries.filter((e) => e.card.type === "ACTION" && e.card.produces.length === 0).map((e) => e.card);

/** The deck with `n` spare actions taken out, to make room for `n` other captain's cards. */
function makeRoom(deck: Deck, n: number): Deck {
  let result = deck;
  for (let i = 0; i < n; i++) {
    const spare = spares.find((s) => copiesOf(result, s.slug) > 0);
    if (!spare) throw new Error("no spare action left");
    result = withoutCard(result, spare.slug);
  }
  return result;
}

function rulesFired(deck: Deck, format: Format): RuleId[] {
  return [...new Set(validateDeck(deck, format).violations.map((v) => v.rule))];
}

function violationsOf(deck: Deck, format: Format, rule: RuleId) {
  return validateDeck(deck, format).violations.filter((v) => v.rule === rule);
}

function withRules(format: Format, add: FormatRule[], remove: FormatRule["kind"][] = []): Format {
  return { ...format, rules: [...format.rules.filter((r) => !remove.includes(r.kind)), ...add] };
}

const slugs = (...names: string[]) => names.map((n) => card(n).slug).sort();

describe("a legal deck", () => {
  it("passes Standard and Core only with no violations at all", () => {
    for (const format of [standard, coreOnly]) {
      const verdict = validateDeck(legal, format);
      expect(verdict.violations).toEqual([]);
      expect(verdict.legal).toBe(true);
      expect(verdict.counts).toMatchObject({ ship: 1, captain: 60, adventure: 20 });
      expect(verdict.counts.byType.SHIP).toBe(1);
    }
  });

  it("can be built around every ship in the catalogue", () => {
    for (const ship of cards.filter((c) => c.type === "SHIP")) {
      expect(validateDeck(buildLegalDeck(cards, { ship: ship.name }), standard).violations).toEqual([]);
    }
  });

  it("does not depend on the sections being given", () => {
    const unplaced = { entries: legal.entries.map(({ card, quantity }) => ({ card, quantity })) };
    expect(validateDeck(unplaced, standard).violations).toEqual([]);
  });
});

describe("each rule, broken alone", () => {
  it("ship-count: a second ship", () => {
    const deck = withCards(legal, { card: card("Kestrel Dawn"), quantity: 1, section: "ship" });
    expect(rulesFired(deck, standard)).toEqual(["ship-count"]);
    const [v] = violationsOf(deck, standard, "ship-count");
    expect(v).toMatchObject({ severity: "error", glossary: "Ship", cards: slugs("Kestrel Dawn", "Quiet Meridian") });
    expect(v!.message).toBe("Your deck has 2 ships ('Kestrel Dawn' and 'Quiet Meridian'): it needs exactly 1.");
  });

  it("ship-count: no ship", () => {
    const deck = withoutCard(legal, card("Quiet Meridian").slug);
    expect(violationsOf(deck, standard, "ship-count")).toMatchObject([
      { message: "Your deck has no ship: it needs exactly 1.", cards: [] },
    ]);
    expect(validateDeck(deck, standard).counts.ship).toBe(0);
  });

  it("captain-size: one card short, one too many", () => {
    const short = makeRoom(legal, 1);
    expect(rulesFired(short, standard)).toEqual(["captain-size"]);
    expect(violationsOf(short, standard, "captain-size")[0]!.message).toBe(
      "Your captain's deck has 59 cards: it needs exactly 60 (1 more).",
    );

    const long = withCards(legal, { card: spares[0]!, quantity: 1 });
    expect(rulesFired(long, standard)).toEqual(["captain-size"]);
    expect(violationsOf(long, standard, "captain-size")[0]!.message).toContain(
      "61 cards: it needs exactly 60 (1 too many)",
    );
  });

  it("adventure-size: one card short", () => {
    const adventure = legal.entries.find((e) => e.card.type === "ADVENTURE")!.card;
    const deck = withoutCard(legal, adventure.slug);
    expect(rulesFired(deck, standard)).toEqual(["adventure-size"]);
    expect(violationsOf(deck, standard, "adventure-size")[0]!.message).toBe(
      "Your adventure deck has 19 cards: it needs exactly 20 (1 more).",
    );
  });

  it("section: an action in the adventure deck, an adventure card and the ship in the captain's deck", () => {
    const action = spares[0]!;
    const adventure = legal.entries.find((e) => e.card.type === "ADVENTURE")!.card;
    const ship = card("Quiet Meridian");
    const deck = withCardMoved(
      withCardMoved(withCardMoved(legal, action.slug, "adventure"), adventure.slug, "captain"),
      ship.slug,
      "captain",
    );
    expect(rulesFired(deck, standard)).toEqual(["section"]);
    const found = violationsOf(deck, standard, "section");
    expect(found.map((v) => v.cards)).toEqual(expect.arrayContaining([[action.slug], [adventure.slug], [ship.slug]]));
    expect(found.map((v) => v.message)).toContain(
      `'${action.name}' is an action: it belongs in the captain's deck, not in the adventure deck.`,
    );
    expect(found.map((v) => v.message)).toContain(
      "'Quiet Meridian' is a ship: it belongs in the ship slot, not in the captain's deck.",
    );
    expect(found.find((v) => v.cards[0] === ship.slug)!.glossary).toBe("Ship");
    expect(found.find((v) => v.cards[0] === adventure.slug)!.glossary).toBe("Adventure_Deck");
    // Sizes count by type: a misplaced card is reported once, as a section problem.
    expect(validateDeck(deck, standard).counts).toMatchObject({ ship: 1, captain: 60, adventure: 20 });
  });

  it("unique-crew: a second copy of a crew", () => {
    const crew = legal.entries.find((e) => e.card.type === "CREW")!.card;
    const deck = withCards(makeRoom(legal, 1), { card: crew, quantity: 1 });
    expect(rulesFired(deck, standard)).toEqual(["unique-crew"]);
    expect(violationsOf(deck, standard, "unique-crew")).toEqual([
      {
        rule: "unique-crew",
        severity: "error",
        message: `Crew are unique: '${crew.name}' appears 2 times, at most 1.`,
        cards: [crew.slug],
        glossary: "Unique",
      },
    ]);
  });

  it("upgrade-fit: a Drive upgrade on a ship with no Drive slot", () => {
    const deck = withCards(makeRoom(legal, 1), { card: card("Tuned Manoeuvre Drive"), quantity: 1 });
    expect(rulesFired(deck, standard)).toEqual(["upgrade-fit"]);
    const [v] = violationsOf(deck, standard, "upgrade-fit");
    expect(v!.cards).toEqual(slugs("Quiet Meridian", "Tuned Manoeuvre Drive"));
    expect(v!.message).toBe("'Quiet Meridian' has no Drive slot: 'Tuned Manoeuvre Drive' cannot be fitted.");
  });

  it("upgrade-fit: Trifling and Hindrance upgrades need no slot", () => {
    const ironTithe = buildLegalDeck(cards, { ship: "Iron Tithe", sets: ["CORE"] }); // no Bay slot
    const spare = ironTithe.entries.find((e) => e.card.type === "ACTION" && e.card.produces.length === 0)!.card;
    const trifling = withCards(withoutCard(ironTithe, spare.slug), { card: card("Autodoc Alcove"), quantity: 1 });
    expect(validateDeck(trifling, standard).violations).toEqual([]);
    const hindrance = withCards(makeRoom(legal, 1), { card: card("Doctored Fuel Line"), quantity: 1 }); // Drive, none on Quiet Meridian
    expect(validateDeck(hindrance, standard).violations).toEqual([]);
  });

  it("subtype-limit: more connections of one subtype than the format allows", () => {
    const format = withRules(standard, [{ kind: "subtype-limit", cardType: "CONNECTION", max: 1 }]);
    const connections = legal.entries.filter((e) => e.card.type === "CONNECTION");
    const patrons = connections.filter((e) => e.card.subtypes.includes("Patron"));
    const copies = patrons.reduce((sum, e) => sum + e.quantity, 0);
    expect(copies).toBeGreaterThan(1);
    expect(rulesFired(legal, format)).toEqual(["subtype-limit"]);
    const patron = violationsOf(legal, format, "subtype-limit").find((v) => v.message.includes(" Patron "));
    expect(patron!.cards).toEqual(patrons.map((e) => e.card.slug).sort());
    expect(patron!.message).toMatch(
      new RegExp(`^At most 1 connection of each subtype: your deck has ${copies} Patron connections \\('`),
    );
  });

  it("copies: a fourth copy in Core only", () => {
    const action = spares[0]!;
    const extra = 4 - copiesOf(legal, action.slug);
    const deck = withCards(makeRoom(withoutCard(legal, action.slug, copiesOf(legal, action.slug)), extra), {
      card: action,
      quantity: 4,
    });
    expect(copiesOf(deck, action.slug)).toBe(4);
    expect(rulesFired(deck, coreOnly)).toEqual(["copies"]);
    expect(violationsOf(deck, coreOnly, "copies")).toMatchObject([
      { cards: [action.slug], message: `At most 3 copies of a card: '${action.name}' appears 4 times.` },
    ]);
    expect(validateDeck(deck, standard).violations).toEqual([]); // Standard sets no copy limit
  });

  it("banned: Bureaucratic Delay in Core only", () => {
    const deck = withCards(makeRoom(legal, 1), { card: card("Bureaucratic Delay"), quantity: 1 });
    expect(rulesFired(deck, coreOnly)).toEqual(["banned"]);
    expect(violationsOf(deck, coreOnly, "banned")).toMatchObject([
      {
        cards: slugs("Bureaucratic Delay"),
        message: "'Bureaucratic Delay' is banned in Core only.",
        glossary: "Formats",
      },
    ]);
    expect(validateDeck(deck, standard).legal).toBe(true);
  });

  it("banned: a list entry may be a slug, in any case", () => {
    const format = { ...standard, banned: ["BUREAUCRATIC-DELAY"] };
    const deck = withCards(makeRoom(legal, 1), { card: card("Bureaucratic Delay"), quantity: 1 });
    expect(rulesFired(deck, format)).toEqual(["banned"]);
  });

  it("restricted: two copies of Call in a Favour in Core only; one is fine", () => {
    const one = withCards(makeRoom(legal, 1), { card: card("Call in a Favour"), quantity: 1 });
    expect(validateDeck(one, coreOnly).violations).toEqual([]);
    const two = withCards(makeRoom(legal, 2), { card: card("Call in a Favour"), quantity: 2 });
    expect(rulesFired(two, coreOnly)).toEqual(["restricted"]);
    expect(violationsOf(two, coreOnly, "restricted")[0]!.message).toBe(
      "'Call in a Favour' is restricted in Core only: at most 1 copy, your deck has 2.",
    );
  });

  it("legal-sets: a Drifting Stars card in Core only", () => {
    const drifter = cards.find((c) => c.setCode === "DRFT" && c.type === "ACTION" && c.produces.length === 0)!;
    const deck = withCards(makeRoom(legal, 1), { card: drifter, quantity: 1 });
    expect(rulesFired(deck, coreOnly)).toEqual(["legal-sets"]);
    expect(violationsOf(deck, coreOnly, "legal-sets")).toMatchObject([
      {
        cards: [drifter.slug],
        message: `'${drifter.name}' is from DRFT, which is not legal in Core only (legal sets: CORE).`,
      },
    ]);
    expect(validateDeck(deck, standard).violations).toEqual([]);
  });

  it("soft-no-crew: no crew at all (requirements left aside: without crew they go unmet too)", () => {
    const crew = legal.entries.filter((e) => e.card.type === "CREW");
    let deck: Deck = legal;
    for (const e of crew) deck = withoutCard(deck, e.card.slug);
    deck = withCards(deck, { card: spares[0]!, quantity: crew.length });
    const format = withRules(standard, [], ["soft-unmet-requirements"]);
    expect(rulesFired(deck, format)).toEqual(["soft-no-crew"]);
    const verdict = validateDeck(deck, format);
    expect(verdict.legal).toBe(true); // warnings do not make a deck illegal
    expect(verdict.violations[0]).toMatchObject({ severity: "warning", cards: [] });
  });

  it("soft-crew-slots: an eighth crew on a ship with 7 crew slots", () => {
    const outsider = cards.find((c) => c.type === "CREW" && c.setCode === "CORE" && copiesOf(legal, c.slug) === 0)!;
    const deck = withCards(makeRoom(legal, 1), { card: outsider, quantity: 1 });
    expect(rulesFired(deck, standard)).toEqual(["soft-crew-slots"]);
    const [v] = violationsOf(deck, standard, "soft-crew-slots");
    const crew = deck.entries.filter((e) => e.card.type === "CREW").map((e) => e.card.slug);
    expect(v!.cards).toEqual([...crew, card("Quiet Meridian").slug].sort());
    expect(v!.message).toBe(
      "'Quiet Meridian' has 7 crew slots, and your deck has 8 different crew: only 7 can serve at once.",
    );
  });

  it("soft-upgrade-slots: a third slot-taking Hull upgrade for 2 Hull slots; a Trifling one does not count", () => {
    const deck = withCards(makeRoom(legal, 1), { card: card("Bonded Plate Refit"), quantity: 1 });
    expect(rulesFired(deck, standard)).toEqual(["soft-upgrade-slots"]);
    expect(violationsOf(deck, standard, "soft-upgrade-slots")).toMatchObject([
      {
        cards: slugs("Bonded Plate Refit", "Quiet Meridian", "Reinforced Keel Frame"),
        message: "'Quiet Meridian' has 2 Hull slots, and your deck has 3 Hull upgrades: only 2 can be fitted at once.",
      },
    ]);
    const trifling = withCards(makeRoom(legal, 1), { card: card("Ablative Scrap Plating"), quantity: 1 });
    expect(validateDeck(trifling, standard).violations).toEqual([]);
  });

  it("soft-unmet-requirements: an adventure card the deck cannot meet", () => {
    const inDeck = legal.entries.find((e) => e.card.type === "ADVENTURE")!.card;
    const unmeetable = cards.find(
      (c) => c.type === "ADVENTURE" && c.setCode === "CORE" && copiesOf(legal, c.slug) === 0,
    )!;
    const deck = withCards(withoutCard(legal, inDeck.slug), { card: unmeetable, quantity: 1 });
    expect(rulesFired(deck, standard)).toEqual(["soft-unmet-requirements"]);
    for (const v of violationsOf(deck, standard, "soft-unmet-requirements")) {
      expect(v.cards).toEqual([unmeetable.slug]);
      expect(v.message).toMatch(
        /^(Nothing in your deck produces an? .+ token|No crew in your deck is an expert in .+), which '.+' \((contract|complication|complication and contract)\) needs\.$/,
      );
    }
  });
});

describe("soft-unmet-requirements", () => {
  const ship = card("Quiet Meridian"); // sensors, medical
  const adventure = (name: string, requirements: RulesCard["requirements"]): RulesCard => ({
    ...card("Spinward Mail Run"),
    slug: name.toLowerCase().replaceAll(" ", "-"),
    name,
    requirements,
  });
  const deckOf = (...cardsIn: RulesCard[]): Deck => ({ entries: cardsIn.map((c) => ({ card: c, quantity: 1 })) });
  const messages = (deck: Deck) => violationsOf(deck, standard, "soft-unmet-requirements").map((v) => v.message);

  it("counts ship capabilities, crew skills and tokens granted by card text", () => {
    const needs = adventure("Survey", [
      { token: "cap:sensors", expert: false, face: "contract", count: 1 },
      { token: "skill:medic", expert: false, face: "contract", count: 1 },
      { token: "skill:computers", expert: false, face: "complication", count: 1 },
    ]);
    expect(messages(deckOf(ship, needs, card("Sister Ameline Kow"), card("Handcomp")))).toEqual([]);
    expect(messages(deckOf(ship, needs, card("Sister Ameline Kow")))).toEqual([
      "Nothing in your deck produces a Computers token, which 'Survey' (complication) needs.",
    ]);
  });

  it("needs an expert crew for an expert requirement, and groups the cards that need a token", () => {
    const a = adventure("Alpha Run", [{ token: "skill:pilot", expert: true, face: "contract", count: 1 }]);
    const b = adventure("Beta Run", [
      { token: "skill:pilot", expert: true, face: "contract", count: 1 },
      { token: "skill:pilot", expert: true, face: "complication", count: 1 },
    ]);
    expect(messages(deckOf(ship, a, b, card("Teodor Hask")))).toEqual([
      "No crew in your deck is an expert in Pilot, which 'Alpha Run' (contract) and 'Beta Run' (complication and contract) need.",
    ]);
    expect(messages(deckOf(ship, a, b, card("Ghaerrgh Redwake")))).toEqual([]);
  });
});

describe("the verdict", () => {
  it("lists violations by rule, then message, with sorted card lists", () => {
    const deck = withCards(
      legal,
      ...["Lisbet Sarrow", "Teodor Hask", "Tuned Manoeuvre Drive"].map((n) => ({ card: card(n), quantity: 2 })),
    );
    const { violations } = validateDeck(deck, coreOnly);
    expect(violations.map((v) => v.rule)).toEqual([
      "captain-size",
      "unique-crew",
      "unique-crew",
      "upgrade-fit",
      "soft-crew-slots",
    ]);
    expect(violations[1]!.message).toContain("'Lisbet Sarrow' appears 2 times");
    expect(violations[2]!.message).toContain("'Teodor Hask' appears 3 times");
    for (const v of violations) expect(v.cards).toEqual([...v.cards].sort());
  });

  it("counts the same card in several entries once per copy, as one name", () => {
    const crew = legal.entries.find((e) => e.card.type === "CREW")!.card;
    const deck = withCards(makeRoom(legal, 1), { card: crew, quantity: 1, section: "captain" });
    expect(violationsOf(deck, standard, "unique-crew")[0]!.message).toContain("appears 2 times");
  });
});

describe("unknown cards", () => {
  const unknown = (name: string, suggestions: string[] = [], line?: number, quantity = 1) => ({
    name,
    quantity,
    suggestions,
    ...(line === undefined ? {} : { line }),
  });

  it("make a list that breaks no other rule not legal, in every format", () => {
    for (const format of [standard, coreOnly]) {
      const verdict = validateDeck({ ...legal, unidentified: [unknown("Fre Trader", ["Free Trader"], 12, 2)] }, format);
      expect(verdict.legal).toBe(false);
      expect(verdict.violations).toEqual([
        {
          rule: "unknown-card",
          severity: "error",
          message:
            "'Fre Trader' (line 12, 2 copies) is no card Starport knows, so the list cannot be checked as legal. Did you mean 'Free Trader'?",
          cards: [],
          glossary: "Formats",
          line: 12,
          suggestions: ["Free Trader"],
        },
      ]);
      expect(verdict.counts).toEqual(validateDeck(legal, format).counts);
    }
  });

  it("name each one, with its closest matches best first, before any other problem", () => {
    const deck = {
      ...withoutCard(legal, legal.entries[0]!.card.slug),
      unidentified: [unknown("Zzyx"), unknown("Kestral Dwan", ["Kestrel Dawn", "Kestrel Drift"], 3)],
    };
    const { violations, legal: isLegal } = validateDeck(deck, standard);
    expect(isLegal).toBe(false);
    expect(violations.slice(0, 2).map((v) => [v.rule, v.message, v.line, v.suggestions])).toEqual([
      [
        "unknown-card",
        "'Kestral Dwan' (line 3, 1 copy) is no card Starport knows, so the list cannot be checked as legal. Did you mean 'Kestrel Dawn' or 'Kestrel Drift'?",
        3,
        ["Kestrel Dawn", "Kestrel Drift"],
      ],
      [
        "unknown-card",
        "'Zzyx' (1 copy) is no card Starport knows, so the list cannot be checked as legal.",
        undefined,
        [],
      ],
    ]);
    expect(violations.slice(2).some((v) => v.rule === "unknown-card")).toBe(false);
    expect(violations.length).toBeGreaterThan(2);
  });

  it("name them in the list's order, as a player reads it", () => {
    const deck = { ...legal, unidentified: [unknown("Zzyx", [], 2), unknown("Abacus", [], 9), unknown("Mox", [], 5)] };
    const { violations } = validateDeck(deck, standard);
    expect(violations.map((v) => v.line)).toEqual([2, 5, 9]);
  });

  it("change nothing when the list is empty", () => {
    expect(validateDeck({ ...legal, unidentified: [] }, standard)).toEqual(validateDeck(legal, standard));
  });
});

describe("glossary links", () => {
  it("point at entries of the rules reference", () => {
    const anchors = new Set(readRules().entries.map((e) => e.anchor));
    const linked = [...Object.values(RULES).map((r) => r.glossary), "Ship", "Adventure_Deck"];
    expect(linked.filter((a) => !anchors.has(a))).toEqual([]);
  });
});
