import { describe, expect, it } from "vitest";
import { article, withArticle } from "./wording";

describe("article", () => {
  it.each([
    ["Admin", "an"],
    ["Astrogation", "an"],
    ["Engineer", "an"],
    ["Upgrade", "an"],
    ["Unique", "a"],
    ["unit", "a"],
    ["user", "a"],
    ["one-off", "a"],
    ["Eurasian", "a"],
    ["hour", "an"],
    ["Honour guard", "an"],
    ["Hiver", "a"],
    ["Medic", "a"],
    ["Pilot", "a"],
    ["Jack-of-All-Trades", "a"],
    ["8-ball", "an"],
    ["80", "an"],
    ["11", "an"],
    ["18", "an"],
    ["11,000", "an"],
    ["110", "a"],
    ["1", "a"],
    ["NPC", "an"],
    ["VP", "a"],
    ["X-boat", "an"],
    ["  Admin", "an"],
  ])("%s takes '%s'", (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it("puts the article before the word", () => {
    expect(withArticle("Admin")).toBe("an Admin");
    expect(withArticle("Unique")).toBe("a Unique");
  });
});
