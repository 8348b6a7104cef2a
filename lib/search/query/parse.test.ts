import { describe, expect, it } from "vitest";
import type { QueryNode } from "./ast";
import { closest, QUERY_KEYS } from "./keys";
import { parseQuery } from "./parse";

function ast(query: string): QueryNode | null {
  const result = parseQuery(query);
  if (!result.ok) throw new Error(`'${query}' did not parse: ${result.error.message}`);
  return result.ast;
}

function problem(query: string) {
  const result = parseQuery(query);
  if (result.ok) throw new Error(`'${query}' parsed: ${JSON.stringify(result.ast)}`);
  return result.error;
}

const word = (value: string): QueryNode => ({ kind: "word", value });

describe("parseQuery: terms", () => {
  it("reads an empty or blank query as every card", () => {
    expect(parseQuery("")).toEqual({ ok: true, ast: null });
    expect(parseQuery("  \t\n ")).toEqual({ ok: true, ast: null });
  });

  it("lower-cases bare words and keeps their punctuation", () => {
    expect(ast("Pilot")).toEqual(word("pilot"));
    expect(ast("Ghrakh's")).toEqual(word("ghrakh's"));
    expect(ast("fang-hook")).toEqual(word("fang-hook"));
    expect(ast("3:00")).toEqual(word("3:00"));
  });

  it('reads quoted phrases, trimming and collapsing their spaces, with \\" and \\\\ escapes', () => {
    expect(ast('"Reduce its  cost "')).toEqual({ kind: "phrase", value: "Reduce its cost" });
    expect(ast('"say \\"hi\\" \\\\ bye"')).toEqual({ kind: "phrase", value: 'say "hi" \\ bye' });
    expect(ast('"or"')).toEqual({ kind: "phrase", value: "or" });
  });

  it('reads !"Exact Name" and !name, keeping the case', () => {
    expect(ast('!"Long Quiet"')).toEqual({ kind: "exactName", value: "Long Quiet" });
    expect(ast('!"Corra \\"Magpie\\" Oyelaran"')).toEqual({ kind: "exactName", value: 'Corra "Magpie" Oyelaran' });
    expect(ast("!Handcomp")).toEqual({ kind: "exactName", value: "Handcomp" });
  });

  it("starts a new term where a quote or parenthesis begins", () => {
    expect(ast('ab"cd"')).toEqual({ kind: "and", children: [word("ab"), { kind: "phrase", value: "cd" }] });
    expect(ast("o:a(b)")).toEqual({ kind: "and", children: [{ kind: "text", value: "a" }, word("b")] });
  });
});

describe("parseQuery: keys", () => {
  it.each([
    ["t:ship", { kind: "type", value: "SHIP" }],
    ["type:Crew", { kind: "type", value: "CREW" }],
    ["t:upgrades", { kind: "type", value: "UPGRADE" }],
    ["T:ADVENTURE", { kind: "type", value: "ADVENTURE" }],
    ["t=gear", { kind: "type", value: "GEAR" }],
    ["st:Weapon", { kind: "subtype", value: "Weapon" }],
    ['subtype:"Free  Trader"', { kind: "subtype", value: "Free Trader" }],
    ["k:armor", { kind: "keyword", value: "armor" }],
    ['keyword:"Armor 2"', { kind: "keyword", value: "Armor 2" }],
    ["tr:vargr", { kind: "trait", value: "vargr" }],
    ["trait:non-human", { kind: "trait", value: "non-human" }],
    ["tr:k'kree", { kind: "trait", value: "k'kree" }],
    ["sk:pilot", { kind: "skill", skill: "pilot", level: null }],
    ["skill:Pilot=Expert", { kind: "skill", skill: "pilot", level: "expert" }],
    ["sk:medic=trained", { kind: "skill", skill: "medic", level: "trained" }],
    ["sk:jack-of-all-trades", { kind: "skill", skill: "jack_of_all_trades", level: null }],
    ["sk:jack_of_all_trades", { kind: "skill", skill: "jack_of_all_trades", level: null }],
    ['sk:"jack of all trades=expert"', { kind: "skill", skill: "jack_of_all_trades", level: "expert" }],
    ["sk:jot", { kind: "skill", skill: "jack_of_all_trades", level: null }],
    ["sk:jack", { kind: "skill", skill: "jack_of_all_trades", level: null }],
    ["cap:cargo", { kind: "capability", value: "cargo" }],
    ["capability:weapon", { kind: "capability", value: "weapons" }],
    ["o:exert", { kind: "text", value: "exert" }],
    ['text:"reduce its cost"', { kind: "text", value: "reduce its cost" }],
    ["o:exert:", { kind: "text", value: "exert:" }],
    ["fl:clan", { kind: "flavor", value: "clan" }],
    ["flavor:teeth", { kind: "flavor", value: "teeth" }],
    ["set:core", { kind: "set", value: "CORE" }],
    ["set:Drft", { kind: "set", value: "DRFT" }],
    ["is:unique", { kind: "is", value: "unique" }],
    ["is:errata", { kind: "is", value: "errata" }],
    ["is:reaction", { kind: "is", value: "reaction" }],
    ["is:heroic", { kind: "is", value: "heroic" }],
    ["is:trifling", { kind: "is", value: "trifling" }],
    ["IS:Hindrance", { kind: "is", value: "hindrance" }],
    ["req:medic", { kind: "requires", value: "medic" }],
    ["requires:cargo", { kind: "requires", value: "cargo" }],
    ["req:jot", { kind: "requires", value: "jack_of_all_trades" }],
  ] satisfies [string, QueryNode][])("%s", (query, node) => {
    expect(ast(query)).toEqual(node);
  });

  it.each([
    ["cost", "cost"],
    ["cv", "cv"],
    ["vp", "vp"],
    ["dist", "dist"],
    ["distance", "dist"],
    ["jump", "jump"],
    ["av", "av"],
    ["attack", "av"],
    ["dv", "dv"],
    ["defense", "dv"],
    ["str", "str"],
    ["structure", "str"],
    ["crew", "crew"],
    ["slots", "slots"],
  ])("numeric key %s compares %s", (key, field) => {
    expect(ast(`${key}>=3`)).toEqual({ kind: "number", field, op: ">=", value: 3 });
  });

  it.each([
    ["cost=2", "=", 2],
    ["cost:2", "=", 2],
    ["cost!=0", "!=", 0],
    ["cost<3", "<", 3],
    ["cost<=3", "<=", 3],
    ["cost>1", ">", 1],
    ["cost>=10", ">=", 10],
    ['cost:"4"', "=", 4],
  ] as const)("%s", (query, op, value) => {
    expect(ast(query)).toEqual({ kind: "number", field: "cost", op, value });
  });

  it("gives every key in the table an example that parses", () => {
    for (const key of QUERY_KEYS)
      for (const example of key.examples)
        expect(parseQuery(example, { collection: true }), example).toMatchObject({ ok: true });
  });

  it("reads every name of every key", () => {
    for (const key of QUERY_KEYS) {
      const [, value] = key.examples[0].match(/^[a-z]+(?:<=|>=|!=|:|=|<|>)(.*)$/)!;
      const op = key.compares ? ">=" : ":";
      const results = key.names.map((name) => parseQuery(`${name}${op}${value}`, { collection: true }));
      for (const result of results) expect(result).toEqual(results[0]);
      expect(results[0]).toMatchObject({ ok: true });
    }
  });
});

describe("parseQuery: combining terms", () => {
  const [a, b, c, d] = ["a", "b", "c", "d"].map(word) as [QueryNode, QueryNode, QueryNode, QueryNode];

  it("reads a space as and, with or without the word 'and'", () => {
    expect(ast("a b c")).toEqual({ kind: "and", children: [a, b, c] });
    expect(ast("a AND b and c")).toEqual({ kind: "and", children: [a, b, c] });
  });

  it("reads or in any case", () => {
    expect(ast("a or b OR c Or d")).toEqual({ kind: "or", children: [a, b, c, d] });
  });

  it("binds and tighter than or", () => {
    expect(ast("a b or c d")).toEqual({
      kind: "or",
      children: [
        { kind: "and", children: [a, b] },
        { kind: "and", children: [c, d] },
      ],
    });
    expect(ast("a or b c")).toEqual({ kind: "or", children: [a, { kind: "and", children: [b, c] }] });
  });

  it("groups with parentheses", () => {
    expect(ast("a (b or c)")).toEqual({ kind: "and", children: [a, { kind: "or", children: [b, c] }] });
    expect(ast("(t:ship or t:crew) cost<=2")).toEqual({
      kind: "and",
      children: [
        {
          kind: "or",
          children: [
            { kind: "type", value: "SHIP" },
            { kind: "type", value: "CREW" },
          ],
        },
        { kind: "number", field: "cost", op: "<=", value: 2 },
      ],
    });
  });

  it("collapses single-child groups and flattens and-in-and, or-in-or", () => {
    expect(ast("((a))")).toEqual(a);
    expect(ast("a (b c) d")).toEqual({ kind: "and", children: [a, b, c, d] });
    expect(ast("(a or b) or (c or d)")).toEqual({ kind: "or", children: [a, b, c, d] });
  });

  it("negates a term or a group with '-'", () => {
    expect(ast("-a")).toEqual({ kind: "not", child: a });
    expect(ast("-t:ship")).toEqual({ kind: "not", child: { kind: "type", value: "SHIP" } });
    expect(ast('-"a b"')).toEqual({ kind: "not", child: { kind: "phrase", value: "a b" } });
    expect(ast('-!"Long Quiet"')).toEqual({ kind: "not", child: { kind: "exactName", value: "Long Quiet" } });
    expect(ast("-(a or b)")).toEqual({ kind: "not", child: { kind: "or", children: [a, b] } });
    expect(ast("--a")).toEqual({ kind: "not", child: { kind: "not", child: a } });
  });

  it("binds '-' tighter than and and or", () => {
    expect(ast("-a b or c")).toEqual({
      kind: "or",
      children: [{ kind: "and", children: [{ kind: "not", child: a }, b] }, c],
    });
  });

  it("reads a '-' inside a word or a value as part of it", () => {
    expect(ast("cost>=1 o:-1")).toEqual({
      kind: "and",
      children: [
        { kind: "number", field: "cost", op: ">=", value: 1 },
        { kind: "text", value: "-1" },
      ],
    });
  });

  it("allows nesting up to 64 levels", () => {
    expect(ast(`${"(".repeat(64)}a${")".repeat(64)}`)).toEqual(a);
    expect(ast(`${"-".repeat(64)}a`)).toMatchObject({ kind: "not" });
  });
});

describe("parseQuery: errors", () => {
  it.each([
    ["cost<=x", "cost needs a number, got 'x' (column 6)", 6, 1],
    ["t:ship vp>=four", "vp needs a number, got 'four' (column 11)", 11, 4],
    ['cost:"x"', "cost needs a number, got 'x' (column 6)", 6, 1],
    ["distance<x", "distance needs a number, got 'x' (column 9)", 9, 1],
    ["cost<=1.5", "cost needs a whole number from 0 to 999999, got '1.5' (column 6)", 6, 3],
    ["cost>=-1", "cost needs a whole number from 0 to 999999, got '-1' (column 6)", 6, 2],
    ["cost<1000000", "cost needs a whole number from 0 to 999999, got '1000000' (column 5)", 5, 7],
    ["cost:>=3", "cost needs a number, got '>=3' (column 5)", 5, 3],
    ["tpye:ship", "unknown key 'tpye:' — did you mean 'type:'?", 0, 5],
    ["t:ship Tpye:crew", "unknown key 'Tpye:' — did you mean 'type:'?", 7, 5],
    ["cots<=3", "unknown key 'cots<=' — did you mean 'cost<='?", 0, 6],
    ["skil:pilot", "unknown key 'skil:' — did you mean 'skill:'?", 0, 5],
    ["zzz:x", "unknown key 'zzz:'; see /syntax for the keys", 0, 4],
    ["name:x", "unknown key 'name:'; see /syntax for the keys", 0, 5],
    ["t:shp", "unknown card type 'shp' — did you mean 'ship'?", 2, 3],
    [
      "t:zzz",
      "unknown card type 'zzz'; the card types are ship, crew, gear, upgrade, connection, action, adventure",
      2,
      3,
    ],
    ["sk:piolt", "unknown skill 'piolt' — did you mean 'pilot'?", 3, 5],
    ["sk:zzz", "unknown skill 'zzz'; see /syntax for the skills", 3, 3],
    ["sk:pilot=expret", "unknown skill level 'expret' — did you mean 'expert'?", 9, 6],
    ["sk:pilot=master", "unknown skill level 'master'; the skill levels are trained, expert", 9, 6],
    ["sk:pilot=", "skill level missing; the skill levels are trained, expert", 9, 0],
    ["sk:=expert", "skill missing; see /syntax for the skills", 3, 0],
    ["cap:wepons", "unknown capability 'wepons' — did you mean 'weapons'?", 4, 6],
    [
      "cap:fuel",
      "unknown capability 'fuel'; the capabilities are cargo, passengers, sensors, weapons, medical, streamlined",
      4,
      4,
    ],
    ["is:uniqe", "unknown flag 'uniqe' — did you mean 'unique'?", 3, 5],
    ["is:big", "unknown flag 'big'; the flags are unique, errata, reaction, heroic, trifling, hindrance", 3, 3],
    ["req:medik", "unknown skill or capability 'medik' — did you mean 'medic'?", 4, 5],
    ["req:fuel", "unknown skill or capability 'fuel'; see /syntax for the skills and capabilities", 4, 4],
    ["set:x", "set needs a code of 2 to 6 letters or digits, such as core; got 'x'", 4, 1],
    ["t<ship", "t does not compare with '<': only numbers do; write e.g. t:ship", 0, 2],
    ["st>=drive", "st does not compare with '>=': only numbers do; write e.g. st:weapon", 0, 4],
    ["t!=ship", "t!= does not work: to leave cards out, put '-' in front, e.g. -t:ship", 0, 3],
    ["t:", "t: needs a value right after it, e.g. t:ship", 0, 2],
    ["t: ship", "t: needs a value right after it, e.g. t:ship", 0, 2],
    ['o:""', "o: needs a value right after it, e.g. o:exert", 0, 2],
    ["cost<=", "cost<= needs a value right after it, e.g. cost<=2", 0, 6],
    ['"abc', 'unclosed quote: add a closing " to end it', 0, 4],
    ['a "b c', 'unclosed quote: add a closing " to end it', 2, 4],
    ['o:"abc', 'unclosed quote: add a closing " to end it', 2, 4],
    ['!"Long', 'unclosed quote: add a closing " to end it', 1, 5],
    ['"a\\"', 'unclosed quote: add a closing " to end it', 0, 4],
    ['""', "empty quotes: put words between them", 0, 2],
    ['!" "', "empty quotes: put words between them", 0, 4],
    ["!", `'!' needs a card name right after it, e.g. !"Long Quiet"`, 0, 1],
    ["! a", `'!' needs a card name right after it, e.g. !"Long Quiet"`, 0, 1],
    ["(a", "unclosed '(': add a ')' to close it", 0, 1],
    ["a (b (c)", "unclosed '(': add a ')' to close it", 2, 1],
    ["a (", "unclosed '(': add a ')' to close it", 2, 1],
    ["a)", "')' has no matching '('", 1, 1],
    [") a", "')' has no matching '('", 0, 1],
    ["(a))", "')' has no matching '('", 3, 1],
    ["()", "empty parentheses: put a term inside, or remove them", 0, 2],
    ["a ( )", "empty parentheses: put a term inside, or remove them", 2, 3],
    ["a or", "'or' needs a term on both sides", 2, 2],
    ["or a", "'or' needs a term on both sides", 0, 2],
    ["a OR or b", "'or' needs a term on both sides", 2, 2],
    ["(a or) b", "'or' needs a term on both sides", 3, 2],
    ["a and", "'and' needs a term on both sides", 2, 3],
    ["and a", "'and' needs a term on both sides", 0, 3],
    ["a and or b", "'and' needs a term on both sides", 2, 3],
    ["-", "'-' needs a term right after it, e.g. -t:ship", 0, 1],
    ["a -", "'-' needs a term right after it, e.g. -t:ship", 2, 1],
    ["- a", "'-' needs a term right after it, e.g. -t:ship", 0, 1],
    ["(a -)", "'-' needs a term right after it, e.g. -t:ship", 3, 1],
    ["-or a", "'-' needs a term right after it, e.g. -t:ship", 0, 1],
    [`${"(".repeat(65)}a${")".repeat(65)}`, "too deeply nested: at most 64 levels of '(' and '-'", 64, 1],
    [`${"-".repeat(100_000)}a`, "too deeply nested: at most 64 levels of '(' and '-'", 64, 1],
  ])("%s → %s", (query, message, column, length) => {
    expect(problem(query)).toEqual({ message, column, length });
  });

  it("reports the first problem in reading order", () => {
    expect(problem("t:shp (").message).toBe("unknown card type 'shp' — did you mean 'ship'?");
    expect(problem('a) "b').message).toBe("')' has no matching '('");
    expect(problem('t:shp "b').message).toBe("unknown card type 'shp' — did you mean 'ship'?");
  });

  it("suggests only near misses", () => {
    expect(closest("tpye", ["type", "t"])).toBe("type");
    expect(closest("shp", ["ship", "crew"])).toBe("ship");
    expect(closest("x", ["o", "t"])).toBeNull();
    expect(closest("zzz", ["set", "is"])).toBeNull();
    expect(closest("gunery", ["gunnery"])).toBe("gunnery");
    expect(closest("gnury", ["gunnery"])).toBeNull();
  });
});
