import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalCards, canonicalText, type SnapshotCard } from "./canonical-list";

const card = (section: SnapshotCard["section"], slug: string, quantity: number, name = slug): SnapshotCard => ({
  section,
  slug,
  name,
  setCode: "CORE",
  quantity,
});
const list: SnapshotCard[] = [
  card("adventure", "spinward-mail-run", 2),
  card("captain", "snap-shot", 3),
  card("ship", "merrows-lantern", 1),
  card("captain", "hard-burn", 1),
];
const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("the canonical form of a list", () => {
  it("is one section|slug|quantity line per card: ship, captain, adventure, slugs in code-point order", () => {
    expect(canonicalText(list)).toBe(
      ["ship|merrows-lantern|1", "captain|hard-burn|1", "captain|snap-shot|3", "adventure|spinward-mail-run|2"].join(
        "\n",
      ),
    );
  });

  it("is the same whatever the order, the spelling of names or the splitting of copies", () => {
    const shuffled = [list[3]!, list[1]!, list[0]!, list[2]!].map((c) => ({
      ...c,
      name: c.name.toUpperCase(),
      setCode: "DRFT",
    }));
    const split = [
      ...list.filter((c) => c.slug !== "snap-shot"),
      card("captain", "snap-shot", 1),
      card("captain", "snap-shot", 2),
    ];
    expect(sha(canonicalText(shuffled))).toBe(sha(canonicalText(list)));
    expect(sha(canonicalText(split))).toBe(sha(canonicalText(list)));
  });

  it("changes when one card, one count or one section changes", () => {
    const base = sha(canonicalText(list));
    const swapped = list.map((c) => (c.slug === "hard-burn" ? { ...c, slug: "evasive-pattern" } : c));
    const counted = list.map((c) => (c.slug === "snap-shot" ? { ...c, quantity: 2 } : c));
    const moved = list.map((c) => (c.slug === "hard-burn" ? { ...c, section: "adventure" as const } : c));
    for (const changed of [swapped, counted, moved]) expect(sha(canonicalText(changed))).not.toBe(base);
  });

  it("does not depend on the locale's collation", () => {
    expect(
      canonicalCards([card("captain", "b", 1), card("captain", "B", 1), card("captain", "a", 1)]).map((c) => c.slug),
    ).toEqual(["B", "a", "b"]);
  });
});
