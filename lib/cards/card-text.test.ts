import { describe, expect, it } from "vitest";
import { cardTextToPlain, parseCardText } from "./card-text";

describe("parseCardText", () => {
  it("turns icon markup into icon tokens with accessible labels", () => {
    expect(parseCardText("[action] - [exert]: Gain 1[vp].")).toEqual([
      { kind: "icon", icon: "action", label: "Action" },
      { kind: "text", value: " - " },
      { kind: "icon", icon: "exert", label: "Exert" },
      { kind: "text", value: ": Gain 1" },
      { kind: "icon", icon: "vp", label: "victory points" },
      { kind: "text", value: "." },
    ]);
  });

  it("knows skill and capability tokens", () => {
    expect(parseCardText("[skill:pilot][cap:cargo]")).toEqual([
      { kind: "skill", skill: "pilot", label: "Pilot skill" },
      { kind: "capability", capability: "cargo", label: "Cargo capability" },
    ]);
  });

  it("keeps unknown markup literally instead of dropping it", () => {
    const tokens = parseCardText("Pay [mystery] and [skill:basketweaving] then [credit].");
    expect(tokens).toEqual([
      { kind: "text", value: "Pay [mystery] and [skill:basketweaving] then " },
      { kind: "icon", icon: "credit", label: "credits" },
      { kind: "text", value: "." },
    ]);
  });

  it("keeps brackets that are not markup", () => {
    expect(parseCardText("Roll [2d6] or [ ] [READY]")).toEqual([{ kind: "text", value: "Roll [2d6] or [ ] [READY]" }]);
  });

  it("splits lines into newline tokens", () => {
    expect(parseCardText("First.\n[reaction] - Second.")).toEqual([
      { kind: "text", value: "First." },
      { kind: "newline" },
      { kind: "icon", icon: "reaction", label: "Reaction" },
      { kind: "text", value: " - Second." },
    ]);
  });

  it("returns nothing for empty text", () => {
    expect(parseCardText("")).toEqual([]);
  });

  it("gives a plain-text form for metadata", () => {
    expect(cardTextToPlain("Gain 2[credit].\nDraw.")).toBe("Gain 2[credits]. Draw.");
  });
});
