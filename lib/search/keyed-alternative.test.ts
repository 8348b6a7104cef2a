import { describe, expect, it } from "vitest";
import { SKILL_LABELS } from "@/lib/cards/vocabulary";
import { parseQuery } from "./query/parse";
import { keyedAlternative } from "./keyed-alternative";

// One bare word naming a skill is offered the keyed search; anything else is left alone.
describe("keyedAlternative", () => {
  it("offers crew with the skill a bare word names, whatever its case", () => {
    expect(keyedAlternative("medic")).toEqual({ what: "crew with the Medic skill", q: "sk:medic" });
    expect(keyedAlternative(" Pilot ")).toEqual({ what: "crew with the Pilot skill", q: "sk:pilot" });
    expect(keyedAlternative("jot")).toEqual({
      what: "crew with the Jack-of-All-Trades skill",
      q: "sk:jack-of-all-trades",
    });
  });

  it("offers nothing for other words, several words, or a query that already has keys", () => {
    for (const q of ["lantern", "aslan", "medic pilot", "sk:medic", "-medic", '"medic"', "", "medi"])
      expect(keyedAlternative(q), q).toBeNull();
  });

  it("offers a query the parser reads as the skill it names, for every skill", () => {
    for (const [skill, label] of Object.entries(SKILL_LABELS)) {
      const read = parseQuery(keyedAlternative(label)!.q);
      expect(read.ok && read.ast, label).toEqual({ kind: "skill", skill, level: null });
    }
  });
});
