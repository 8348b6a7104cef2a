import { describe, expect, it } from "vitest";
import { readFormats } from "../../seed/formats/read-formats";
import { deckTargets } from "./deck-targets";

describe("deckTargets", () => {
  it("reads the sizes from the format's rules", () => {
    const standard = readFormats().find((f) => f.id === "standard")!;
    expect(deckTargets(standard)).toEqual({ ship: 1, captain: 60, adventure: 20 });
  });

  it("leaves out sizes the format does not check", () => {
    expect(deckTargets({ rules: [{ kind: "unique-crew" }] })).toEqual({});
  });
});
