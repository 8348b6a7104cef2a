import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAPABILITIES, CARD_TYPES, SKILL_LEVELS, SKILLS } from "../../cards/vocabulary";
import { COMPARATORS, IS_FLAGS, NUMERIC_FIELDS, type ParseResult, type QueryNode } from "./ast";
import { KEY_NAMES } from "./keys";
import { parseQuery } from "./parse";
import { printQuery } from "./print";

/** Either a tree, or an error whose span lies inside the query (a zero-length one may sit just past its end). */
function expectWellFormed(input: string, result: ParseResult) {
  if (result.ok) {
    expect(result.ast === null).toBe(input.trim() === "");
    return;
  }
  const { message, column, length } = result.error;
  expect(message).not.toBe("");
  expect(Number.isInteger(column) && Number.isInteger(length)).toBe(true);
  expect(column).toBeGreaterThanOrEqual(0);
  expect(column).toBeLessThanOrEqual(input.length);
  expect(length).toBeGreaterThanOrEqual(0);
  expect(column + length).toBeLessThanOrEqual(input.length);
}

const OPERATORS = ["<=", ">=", "!=", ":", "=", "<", ">"];
/** Pieces of queries, right and wrong, to glue into query-like strings. */
const piece = fc.oneof(
  fc.constantFrom(
    "(",
    ")",
    "-",
    "!",
    '"',
    "\\",
    "or",
    "OR",
    "and",
    "=",
    ...OPERATORS,
    "x",
    "3",
    "1.5",
    "pilot",
    "expert",
    "ship",
    "tpye",
    "K",
    "é",
    "'",
  ),
  fc.constantFrom(
    '"free trader"',
    '!"Long Quiet"',
    "sk:pilot=expert",
    "t:ship",
    "cap:weapon",
    "is:unique",
    "set:core",
    "req:medic",
    "cost<=2",
    "tr:non-human",
  ),
  fc
    .tuple(fc.constantFrom(...KEY_NAMES), fc.constantFrom(...OPERATORS), fc.string({ maxLength: 6 }))
    .map((parts) => parts.join("")),
  fc.string({ maxLength: 4 }),
);
const queryLike = fc
  .array(fc.tuple(piece, fc.constantFrom("", " ", "  ", "\t")), { maxLength: 12 })
  .map((parts) => parts.flat().join(""));

/** Text as the parser leaves it inside quotes: trimmed, whitespace collapsed, not empty. */
const tidyText = fc
  .string({
    minLength: 1,
    maxLength: 12,
    unit: fc.constantFrom("a", "B", " ", "\t", '"', "\\", "(", ")", "-", ":", "!", "é", "'"),
  })
  .map((s) => s.trim().replace(/\s+/g, " "))
  .filter((s) => s !== "");

/** Trees as the parser builds them: flattened, at least two children per and/or, words lower-case. */
const { node: canonicalTree } = fc.letrec<{ node: QueryNode; term: QueryNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", maxDepth: 6, withCrossShrink: true },
    tie("term"),
    groupOf("and", tie("node")),
    groupOf("or", tie("node")),
    tie("node").map((child) => ({ kind: "not", child }) as QueryNode),
  ),
  term: fc.oneof(
    fc
      .stringMatching(/^[a-z0-9][a-z0-9'.-]{0,7}$/)
      .filter((w) => w !== "or" && w !== "and")
      .map((value) => ({ kind: "word", value }) as QueryNode),
    tidyText.map((value) => ({ kind: "phrase", value }) as QueryNode),
    tidyText.map((value) => ({ kind: "exactName", value }) as QueryNode),
    fc.constantFrom(...CARD_TYPES).map((value) => ({ kind: "type", value }) as QueryNode),
    fc
      .tuple(fc.constantFrom("subtype", "keyword", "trait", "text", "flavor"), tidyText)
      .map(([kind, value]) => ({ kind, value }) as QueryNode),
    fc
      .tuple(fc.constantFrom(...SKILLS), fc.constantFrom(null, ...SKILL_LEVELS))
      .map(([skill, level]) => ({ kind: "skill", skill, level }) as QueryNode),
    fc.constantFrom(...CAPABILITIES).map((value) => ({ kind: "capability", value }) as QueryNode),
    fc.stringMatching(/^[A-Z0-9]{2,6}$/).map((value) => ({ kind: "set", value }) as QueryNode),
    fc.constantFrom(...IS_FLAGS).map((value) => ({ kind: "is", value }) as QueryNode),
    fc.constantFrom(...SKILLS, ...CAPABILITIES).map((value) => ({ kind: "requires", value }) as QueryNode),
    fc
      .tuple(fc.constantFrom(...NUMERIC_FIELDS), fc.constantFrom(...COMPARATORS), fc.nat(999_999))
      .map(([field, op, value]) => ({ kind: "number", field, op, value }) as QueryNode),
  ),
}));

function groupOf(kind: "and" | "or", child: fc.Arbitrary<QueryNode>): fc.Arbitrary<QueryNode> {
  return fc
    .array(
      child.filter((c) => c.kind !== kind),
      { minLength: 2, maxLength: 4 },
    )
    .map((children) => ({ kind, children }));
}

describe("parseQuery on any input", () => {
  it("returns a tree or an error inside the query for any string, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (input) => expectWellFormed(input, parseQuery(input))),
      { numRuns: 1000 },
    );
  });

  it("does the same for strings made of query pieces", () => {
    fc.assert(
      fc.property(queryLike, (input) => expectWellFormed(input, parseQuery(input))),
      { numRuns: 1500 },
    );
  });
});

describe("printQuery", () => {
  it.each([
    ["", ""],
    ["Type:Ship  (sk:Pilot=EXPERT or SK:jot)", "t:ship (sk:pilot=expert or sk:jack-of-all-trades)"],
    ["cost:2 distance>=3 -cap:weapon", "cost=2 dist>=3 -cap:weapons"],
    ["((a)) or (b c)", "a or b c"],
    ["-(a or b) -(c d) --e", "-(a or b) -(c d) --e"],
    ['subtype:"Free  Trader" o:exert req:jot set:core', 'st:"Free Trader" o:exert req:jack-of-all-trades set:CORE'],
    ['!Handcomp "say \\"hi\\""', '!"Handcomp" "say \\"hi\\""'],
  ])("prints %j as %j", (query, printed) => {
    const result = parseQuery(query);
    expect(result.ok && printQuery(result.ast)).toBe(printed);
  });

  it("quotes a word built in code that would otherwise read as something else", () => {
    expect(
      printQuery({
        kind: "and",
        children: [
          { kind: "word", value: "or" },
          { kind: "word", value: "t:ship" },
          { kind: "word", value: "Free" },
        ],
      }),
    ).toBe('"or" "t:ship" Free');
  });

  it("prints what the parser read so that it reads back the same", () => {
    fc.assert(
      fc.property(queryLike, (input) => {
        const result = parseQuery(input);
        if (result.ok) expect(parseQuery(printQuery(result.ast))).toEqual(result);
      }),
      { numRuns: 1500 },
    );
  });

  it("round-trips every kind of tree the parser can build", () => {
    fc.assert(
      fc.property(canonicalTree, (ast) => {
        expect(parseQuery(printQuery(ast))).toEqual({ ok: true, ast });
      }),
      { numRuns: 1000 },
    );
  });
});
