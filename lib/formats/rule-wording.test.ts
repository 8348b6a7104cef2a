import { describe, expect, it } from "vitest";
import { formatRuleSchema } from "../rules/format";
import { RULE_IDS } from "../rules/rule-ids";
import { describeRule, ruleGlossary, ruleSeverity } from "./rule-wording";

describe("describeRule", () => {
  it("words each rule with its parameters", () => {
    expect(describeRule({ kind: "ship-count", count: 1 })).toBe("Exactly 1 ship.");
    expect(describeRule({ kind: "captain-size", size: 60 })).toBe("A captain's deck of exactly 60 cards.");
    expect(describeRule({ kind: "copies", max: 3 })).toBe("At most 3 copies of a card, by name.");
    expect(describeRule({ kind: "subtype-limit", cardType: "CONNECTION", max: 1 })).toBe(
      "At most 1 copy of each connection subtype.",
    );
  });

  it("has words, a glossary entry and a severity for every rule kind a format can switch on", () => {
    const params: Record<string, unknown> = { count: 1, size: 1, max: 1, cardType: "GEAR" };
    for (const option of formatRuleSchema.options) {
      const kind = option.shape.kind.value;
      const rule = formatRuleSchema.parse(
        Object.fromEntries(Object.keys(option.shape).map((key) => [key, key === "kind" ? kind : params[key]])),
      );
      expect(describeRule(rule)).toMatch(/^[A-Z].+\.$/);
      expect(RULE_IDS).toContain(kind);
      expect(ruleGlossary(rule)).toMatch(/^[A-Z]\w+$/);
      expect(["error", "warning"]).toContain(ruleSeverity(rule));
    }
  });
});
