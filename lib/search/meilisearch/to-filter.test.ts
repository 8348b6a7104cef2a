import { describe, expect, it } from "vitest";
import { parseQuery } from "../query/parse";
import { toMeiliQuery } from "./to-filter";

const meili = (q: string) => {
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return toMeiliQuery(parsed.ast);
};

describe("toMeiliQuery", () => {
  it("sends top-level words as folded search words, in order, so the last one is the prefix", () => {
    expect(meili("Merrow\u2019s LANTREN t:crew")).toEqual({ q: "merrow s lantren", filter: 'terms = "t:crew"' });
    expect(meili('\u00C9clat "Long  Quiet"')).toEqual({ q: 'eclat "long quiet"', filter: undefined });
  });

  it("matches an exact name by its key", () => {
    expect(meili('!"Merrow\u2019s\u00A0Lantern"').filter).toBe('nameKey = "merrowslantern"');
  });

  it("looks for a word under '-' or 'or' whole, among the card's words", () => {
    expect(meili("-Vargr\u2013Kin").filter).toBe('NOT (words CONTAINS " vargr " AND words CONTAINS " kin ")');
    expect(meili('pilot or "target crew"').filter).toBe(
      '((words CONTAINS " pilot ") OR (nameWords CONTAINS " target crew " OR tagWords CONTAINS " target crew " OR textWords CONTAINS " target crew "))',
    );
  });

  it("lets a word without letters or digits constrain nothing", () => {
    expect(meili("&")).toEqual({ q: "", filter: undefined });
    expect(meili("t:crew or &").filter).toBe('(terms = "t:crew" OR (id EXISTS))');
  });
});
