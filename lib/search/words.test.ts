import { describe, expect, it } from "vitest";
import { parseQuery } from "./query/parse";
import { neighbourSwaps, queryWords, typoBudget } from "./words";

const words = (q: string) => {
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return queryWords(parsed.ast).map((w) => ({
    kind: w.node.kind,
    tokens: w.tokens.map((t) => (t.prefix ? `${t.word}*` : t.word)),
    required: w.required,
    negated: w.negated,
  }));
};

describe("typoBudget", () => {
  it.each([
    ["crew", 0],
    ["pilot", 1],
    ["kestrels", 1],
    ["astrogaton", 2],
    ["\u00E9clat", 1],
  ] as const)("%s: %i", (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe("neighbourSwaps", () => {
  it("swaps each pair of different neighbouring letters once", () => {
    expect(neighbourSwaps("pilot")).toEqual(["iplot", "pliot", "piolt", "pilto"]);
    expect(neighbourSwaps("moot")).toEqual(["omot", "moto"]);
  });
});

describe("queryWords", () => {
  it("splits words into folded search words and makes every word's last token a prefix", () => {
    expect(words("Merrow\u2019s Lant t:crew")).toEqual([
      { kind: "word", tokens: ["merrow", "s*"], required: true, negated: false },
      { kind: "word", tokens: ["lant*"], required: true, negated: false },
    ]);
  });

  it("leaves a phrase and a negated word whole", () => {
    expect(words('merr "long quiet"').map((w) => w.tokens)).toEqual([["merr*"], ["long", "quiet"]]);
    expect(words("merr -lant")).toEqual([
      { kind: "word", tokens: ["merr*"], required: true, negated: false },
      { kind: "word", tokens: ["lant"], required: false, negated: true },
    ]);
    expect(words("merr or lant").map((w) => [w.tokens, w.required])).toEqual([
      [["merr*"], false],
      [["lant*"], false],
    ]);
  });

  it("joins each required word to the one before it, for a name word typed in two", () => {
    const parsed = parseQuery("hard shell -x salv");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const joined = queryWords(parsed.ast).map((w) => w.tokens[0]!.joined?.word ?? null);
    expect(joined).toEqual([null, "hardshell", null, "shellsalv"]);
  });

  it("keeps a word without letters or digits, with no tokens", () => {
    expect(words("& pilot")).toEqual([
      { kind: "word", tokens: [], required: true, negated: false },
      { kind: "word", tokens: ["pilot*"], required: true, negated: false },
    ]);
  });
});
