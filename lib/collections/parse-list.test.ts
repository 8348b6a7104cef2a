import { describe, expect, it } from "vitest";
import { collectionCsv, collectionText, type CollectionRow } from "./export-format";
import { parseCollectionList } from "./parse-list";

describe("parseCollectionList, text", () => {
  it("reads decklist lines and set-and-number lines, keeping line numbers", () => {
    const text = ["3x Free Trader", "# a comment", "core-091 2", "2 Scout Courier (CORE)", "DRFT-7", "4 drft-012"].join(
      "\n",
    );
    const { entries, problems, csv } = parseCollectionList(text);
    expect(csv).toBe(false);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { line: 1, name: "Free Trader", owned: 3 },
      { line: 3, setCode: "CORE", number: 91, owned: 2 },
      { line: 4, name: "Scout Courier", setCode: "CORE", owned: 2 },
      { line: 5, setCode: "DRFT", number: 7, owned: 1 },
      { line: 6, setCode: "DRFT", number: 12, owned: 4 },
    ]);
  });

  it("puts a line's count in the chosen field", () => {
    expect(parseCollectionList("2 Free Trader", "wanted").entries).toEqual([
      { line: 1, name: "Free Trader", wanted: 2 },
    ]);
  });

  it("reports counts out of range and lines it cannot read", () => {
    const { entries, problems } = parseCollectionList(["core-001 0", "100 Free Trader", "3x"].join("\n"));
    expect(entries).toEqual([]);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3]);
  });
});

describe("parseCollectionList, CSV", () => {
  it("reads a header naming the columns, quoted cells and both counts", () => {
    const text = ["Name,Set,Number,Owned,Wanted", '"Trader, Free",CORE,1,3,', "Scout,core,2,,2", ",CORE,3,1,0"].join(
      "\r\n",
    );
    const { entries, problems, csv } = parseCollectionList(text);
    expect(csv).toBe(true);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { line: 2, name: "Trader, Free", setCode: "CORE", number: 1, owned: 3 },
      { line: 3, name: "Scout", setCode: "CORE", number: 2, wanted: 2 },
      { line: 4, setCode: "CORE", number: 3, owned: 1, wanted: 0 },
    ]);
  });

  it("sends a quantity column to the chosen field, and refuses bad counts and rows without a card", () => {
    const text = ["name;quantity", "Free Trader;2", "Scout;abc", "Courier;100", ";3", '"open;4'].join("\n");
    const { entries, problems } = parseCollectionList(text, "wanted");
    expect(entries).toEqual([{ line: 2, name: "Free Trader", wanted: 2 }]);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [3, "a count must be a whole number from 0 to 99"],
      [4, "a count must be a whole number from 0 to 99"],
      [5, "no card name, slug, or set and number"],
      [6, "a quoted cell is not closed"],
    ]);
  });

  it("reads its own export back to the same rows", () => {
    const rows: CollectionRow[] = [
      { slug: "free-trader", name: "Free Trader", setCode: "CORE", number: 1, owned: 2, wanted: 0 },
      { slug: "odd-one", name: 'The "Odd", One', setCode: "DRFT", number: 40, owned: 0, wanted: 3 },
    ];
    const { entries } = parseCollectionList(collectionCsv(rows));
    expect(entries.map((e) => [e.slug, e.name, e.setCode, e.number, e.owned, e.wanted])).toEqual(
      rows.map((r) => [r.slug, r.name, r.setCode, r.number, r.owned, r.wanted]),
    );
  });

  it("reads quoted cells holding the separator, a quote or a line break, and a formula the export neutralised", () => {
    const rows: CollectionRow[] = [
      { slug: "a", name: 'Odd, "One"', setCode: "CORE", number: 1, owned: 1, wanted: 0 },
      { slug: "b", name: "Two\nLines", setCode: "CORE", number: 2, owned: 2, wanted: 0 },
      { slug: "c", name: "=1+1", setCode: "CORE", number: 3, owned: 3, wanted: 0 },
    ];
    const csv = collectionCsv(rows);
    expect(csv).toContain("'=1+1");
    const { entries, problems } = parseCollectionList(csv);
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.line, e.name, e.owned])).toEqual([
      [2, 'Odd, "One"', 1],
      [3, "Two Lines", 2],
      [5, "=1+1", 3],
    ]);
    expect(parseCollectionList('name;owned\n "b; c" ;2').entries).toEqual([{ line: 2, name: "b; c", owned: 2 }]);
  });
});

describe("collectionText", () => {
  it("writes one field's counts as lines the text import reads back", () => {
    const rows: CollectionRow[] = [
      { slug: "b", name: "Beta", setCode: "DRFT", number: 2, owned: 1, wanted: 2 },
      { slug: "a", name: "Alpha", setCode: "CORE", number: 9, owned: 3, wanted: 0 },
    ];
    const text = collectionText(rows, "owned");
    expect(parseCollectionList(text).entries).toEqual([
      { line: 2, name: "Alpha", setCode: "CORE", number: 9, owned: 3 },
      { line: 3, name: "Beta", setCode: "DRFT", number: 2, owned: 1 },
    ]);
    expect(collectionText(rows, "wanted")).toContain("2 Beta (DRFT 2)");
    expect(collectionText(rows, "wanted")).not.toContain("Alpha");
  });
});
