import { describe, expect, it } from "vitest";
import { anchorLabel, entryHref, isAnchor, isAnchorInAnyCase, rulesHref } from "./anchors";
import { keywordAnchor } from "./keywords";

describe("anchors", () => {
  it("are checked, labelled and linked", () => {
    expect(isAnchor("Trifling")).toBe(true);
    expect(isAnchor("trifling")).toBe(false);
    expect(isAnchor("Ready Phase")).toBe(false);
    expect(isAnchorInAnyCase("ready_phase")).toBe(true);
    expect(isAnchorInAnyCase("ready phase")).toBe(false);
    expect(isAnchorInAnyCase("_ready")).toBe(false);
    expect(anchorLabel("Victory_Points")).toBe("Victory Points");
    expect(rulesHref("Trifling")).toBe("/rules/Trifling");
    expect(entryHref("Ready_Phase")).toBe("/rules/Ready_Phase");
  });

  it("map a printed keyword to its entry", () => {
    expect(keywordAnchor("Armor 2")).toBe("Armor");
    expect(keywordAnchor("Trifling")).toBe("Trifling");
  });
});
