import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { cleanName, nameKey, normaliseName, searchWords } from "./normalise-name";

describe("normaliseName", () => {
  it.each([
    ["curly apostrophe", "Merrow\u2019s Lantern", "merrow's lantern"],
    ["left single quote and prime", "\u2018Quiet\u2032 Run", "'quiet' run"],
    [
      "modifier-letter apostrophe and acute accent as apostrophe",
      "Eakhtoi\u02BCs Pride / Eakhtoi\u00B4s Pride",
      "eakhtoi's pride / eakhtoi's pride",
    ],
    ["curly and low double quotes", "\u201CMagpie\u201D \u201EOyelaran\u201F", '"magpie" "oyelaran"'],
    ["guillemets", "\u00ABFree Trader\u00BB", '"free trader"'],
    ["en dash", "Vargr\u2013Kin", "vargr-kin"],
    ["em dash and horizontal bar", "Mk\u2014II\u2015b", "mk-ii-b"],
    ["non-breaking and figure hyphens, minus sign", "a\u2011b\u2012c\u2212d\u2010e", "a-b-c-d-e"],
    ["small em dash (NFKC makes it an em dash)", "Mk\uFE58II", "mk-ii"],
    ["no-break space", "Long\u00A0Quiet", "long quiet"],
    ["narrow no-break, thin and ideographic spaces", "Long\u202F\u2009\u3000Quiet", "long quiet"],
    ["tabs, newlines and runs of spaces", "  Long \t\n  Quiet  ", "long quiet"],
    ["line and paragraph separators", "Long\u2028Quiet\u2029", "long quiet"],
    ["full-width letters and digits", "\uFF2B\uFF45\uFF53\uFF54\uFF52\uFF45\uFF4C \uFF12", "kestrel 2"],
    ["ligature", "\uFB01re control", "fire control"],
    ["combining accents", "E\u0301clat Drive", "eclat drive"],
    ["precomposed accents", "\u00C9clat \u00D1uk Gh\u00E2r\u00FCn", "eclat nuk gharun"],
    [
      "letters that do not decompose",
      "\u00D8rsted \u00C6gir \u0141odz Stra\u00DFe \u0152uvre",
      "orsted aegir lodz strasse oeuvre",
    ],
    ["zero-width space, joiner and byte-order mark", "Kes\u200Btrel\u200D Da\u2060wn\uFEFF", "kestrel dawn"],
    ["soft hyphen", "Kes\u00ADtrel", "kestrel"],
    ["an accent split from its letter by a zero-width space", "Ekho\u200B\u0301", "ekho"],
    ["upper case", "QUIET MERIDIAN", "quiet meridian"],
    ["dotted capital I", "\u0130stanbul", "istanbul"],
    [
      "Greek final sigma folds with sigma",
      "\u039F\u0394\u03A5\u03A3\u03A3\u0395\u03A5\u03A3",
      "\u03BF\u03B4\u03C5\u03C3\u03C3\u03B5\u03C5\u03C3",
    ],
    ["empty and blank", " \u00A0\u200B ", ""],
  ])("%s", (_what, input, key) => {
    expect(normaliseName(input)).toBe(key);
  });

  it("gives straight and typographic spellings of every seed card name one key", () => {
    const typographic = (name: string) =>
      name.replaceAll("'", "\u2019").replaceAll("-", "\u2013").replaceAll(" ", "\u00A0");
    for (const { name } of readCatalogue().cards) {
      expect(normaliseName(typographic(name))).toBe(normaliseName(name));
      expect(normaliseName(name.toUpperCase())).toBe(normaliseName(name));
    }
  });

  it("is idempotent: normalising twice equals normalising once", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const once = normaliseName(text);
        expect(normaliseName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it("is idempotent on names built from the characters it changes", () => {
    const tricky = fc.constantFrom(
      ..."aAeEiIsSzZ' -\"\u2019\u2018\u201C\u201D\u2013\u2014\uFE58\u00A0\u200B\u00AD\u0301\u0308\u00C9\u00DF\u1E9E\u00D8\u0130\u03A3\u00B4\uFB01\uFF21",
    );
    fc.assert(
      fc.property(fc.array(tricky, { maxLength: 24 }), (chars) => {
        const once = normaliseName(chars.join(""));
        expect(normaliseName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});

describe("cleanName", () => {
  it("fixes typography but keeps case and accents for display", () => {
    expect(cleanName("  \u00C9kho\u2019s\u00A0\u00A0Run \u2013 Mk\u00A0II\u200B ")).toBe("\u00C9kho's Run - Mk II");
    expect(cleanName("Ve\u0301ga")).toBe("V\u00E9ga");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        expect(cleanName(cleanName(text))).toBe(cleanName(text));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});

describe("searchWords", () => {
  it.each([
    ["Merrow\u2019s Lantern", ["merrow", "s", "lantern"]],
    ["Vargr\u2013Kin  Raider", ["vargr", "kin", "raider"]],
    ["\u00C9clat Drive Mk.2", ["eclat", "drive", "mk", "2"]],
    ["  ", []],
  ])("%s", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe("nameKey", () => {
  it.each([
    ["a hyphen dropped", "Cloth-Weave Vest", "Clothweave Vest"],
    ["a hyphen as a space", "Cloth-Weave Vest", "cloth weave vest"],
    ["words run together", "Merrow's Lantern", "merrowslantern"],
    ["a word split", "Starport Authority", "star port authority"],
    ["apostrophe, accents and case", "\u00C9kho\u2019s Run", "EKHOS RUN"],
    ["an en dash and odd spaces", "Vargr\u2013Kin\u00A0Raider", "vargrkin raider"],
  ])("matches %s", (_what, name, typed) => {
    expect(nameKey(typed)).toBe(nameKey(name));
  });

  it("tells different letters apart", () => {
    expect(nameKey("Cloth-Weave Vest")).not.toBe(nameKey("Cloth-Weave Vent"));
  });

  it("is the search words run together, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        expect(nameKey(text)).toBe(searchWords(text).join(""));
        expect(nameKey(nameKey(text))).toBe(nameKey(text));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it("keeps every seed card's name apart from every other's", () => {
    const names = [...new Set(readCatalogue().cards.map((c) => c.name))];
    expect(new Set(names.map(nameKey)).size).toBe(names.length);
  });
});
