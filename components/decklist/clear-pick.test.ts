import { describe, expect, it } from "vitest";
import { clearPick } from "./clear-pick";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("clearPick", () => {
  it("picks the only suggestion", () => {
    expect(clearPick("Quiet Meridan", named("Quiet Meridian"))).toEqual({ name: "Quiet Meridian" });
  });

  it("picks a suggestion far closer than the next", () => {
    expect(clearPick("Merrows Lantern", named("Merrow's Lantern", "Morrow Lance"))).toEqual({
      name: "Merrow's Lantern",
    });
  });

  it("leaves the choice to the player when two are about as close, or none is close", () => {
    expect(clearPick("Trader", named("Free Trader", "Far Trader"))).toBeNull();
    expect(clearPick("Xyzzy", named("Free Trader", "Far Trader"))).toBeNull();
    expect(clearPick("Anything", [])).toBeNull();
  });
});
