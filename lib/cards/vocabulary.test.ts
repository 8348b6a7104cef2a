import { describe, expect, it } from "vitest";
import { crewSkillsLine } from "./vocabulary";

describe("a crew card's skills line", () => {
  it("names each skill in its label, expert ones marked, in the card's order", () => {
    expect(crewSkillsLine({ skills: ["pilot", "jack_of_all_trades"], expertSkills: ["jack_of_all_trades"] })).toBe(
      "Pilot, Jack-of-All-Trades (expert)",
    );
    expect(crewSkillsLine({ skills: [], expertSkills: [] })).toBe("");
  });
});
