import { describe, expect, it } from "vitest";
import type { Violation } from "./types";
import { groupViolations, namedCards, problemLines } from "./violation-wording";

const unique = (name: string): Violation => ({
  rule: "unique-crew",
  severity: "error",
  message: `Crew are unique: '${name}' appears 3 times, at most 1.`,
  cards: [name.toLowerCase()],
  glossary: "Unique",
});
const noCrew: Violation = {
  rule: "soft-no-crew",
  severity: "warning",
  message: "No crew at all.",
  cards: [],
  glossary: "Crew",
};

describe("problemLines", () => {
  it("writes one line per rule, its shared opening once", () => {
    expect(problemLines([unique("Ana"), unique("Bo"), noCrew])).toEqual([
      "Crew are unique: 'Ana' appears 3 times, at most 1. 'Bo' appears 3 times, at most 1.",
      "No crew at all.",
    ]);
  });
});

describe("groupViolations", () => {
  it("says a rule's shared opening once above what each of its problems adds", () => {
    const [group, ...rest] = groupViolations([unique("Ana"), unique("Bo"), noCrew]);
    expect(group!.lead).toBe("Crew are unique:");
    expect(group!.texts).toEqual(["'Ana' appears 3 times, at most 1.", "'Bo' appears 3 times, at most 1."]);
    expect(rest).toEqual([{ violations: [noCrew], lead: "", texts: ["No crew at all."] }]);
  });

  it("says the words a rule's problems open with once, where they share no colon", () => {
    const tokens = ["Computers", "Diplomat"].map((token): Violation => ({
      rule: "soft-unmet-requirements",
      severity: "warning",
      message: `Nothing in your deck produces a ${token} token, which 'Job' (contract) needs.`,
      cards: ["job"],
      glossary: "Requirement",
    }));
    const [group] = groupViolations(tokens);
    expect(group!.lead).toBe("Nothing in your deck produces:");
    expect(group!.texts).toEqual([
      "a Computers token, which 'Job' (contract) needs.",
      "a Diplomat token, which 'Job' (contract) needs.",
    ]);
  });

  it("keeps a lone problem whole, and problems that share fewer than three opening words whole", () => {
    expect(groupViolations([unique("Ana")])[0]!.texts).toEqual(["Crew are unique: 'Ana' appears 3 times, at most 1."]);
    const apart = ["No ship in the deck.", "No ship of the format."].map((message): Violation => ({
      rule: "ship-count",
      severity: "error",
      message,
      cards: [],
      glossary: "Ship",
    }));
    expect(groupViolations(apart)[0]).toMatchObject({ lead: "", texts: apart.map((v) => v.message) });
  });

  it("starts a new entry when a rule comes back after another", () => {
    expect(groupViolations([unique("Ana"), noCrew, unique("Bo")]).map((g) => g.violations.length)).toEqual([1, 1, 1]);
  });
});

describe("namedCards", () => {
  const cards = [
    { slug: "audit", name: "Bonded Broker's Audit" },
    { slug: "broker", name: "Broker" },
  ];

  it("cuts the message where it quotes a card, an apostrophe in the name included", () => {
    expect(namedCards("'Bonded Broker's Audit' needs 'Broker', twice: 'Broker'.", cards)).toEqual([
      cards[0],
      " needs ",
      cards[1],
      ", twice: ",
      cards[1],
      ".",
    ]);
  });

  it("leaves names it was not given, and unquoted ones, as text", () => {
    expect(namedCards("'Kestral Dwan' is no card; Broker is not quoted.", cards)).toEqual([
      "'Kestral Dwan' is no card; Broker is not quoted.",
    ]);
  });
});
