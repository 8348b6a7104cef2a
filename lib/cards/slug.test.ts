import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["K'kree Envoy", "kkree-envoy"],
    ["Dr. Anselm Quaye", "dr-anselm-quaye"],
    ["Éclat  Drive -- Mk II", "eclat-drive-mk-ii"],
    ["Eakhtoi’s Pride", "eakhtois-pride"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
