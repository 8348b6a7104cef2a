import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn, useSession } from "../../../tests/session";
import { useTestDatabase } from "../../../tests/database";
import { createPlayers, type Player } from "../../../tests/factories";
import { migrateAndSeed } from "../../../seed/prepare-database";
import type { CardEditState } from "@/lib/catalogue-admin/schemas";

// The card edit action for each role (anonymous, player, editor, admin): only
// editors and admins change a card; each change is a revision with who and
// before/after; the catalogue's cache tag is marked; a restart keeps the edit.
const db = useTestDatabase();
useSession();
let actions: typeof import("./actions");
let people: Record<"player" | "editor" | "admin", Player>;
let slug: string;
let initial: CardEditState;

const catalogueVersion = async () =>
  (await db.prisma.cacheTag.findUnique({ where: { tag: "catalogue" } }))?.version ?? 0n;

beforeAll(async () => {
  actions = await import("./actions");
  people = await createPlayers(db.prisma, ["player", "editor", "admin"], { editors: ["editor"], admins: ["admin"] });
  const card = await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR", errata: { none: {} } } });
  slug = card.slug;
  initial = {
    values: {
      name: card.name,
      text: card.text,
      flavor: card.flavor ?? "",
      cost: String(card.cost ?? ""),
      creditValue: String(card.creditValue ?? ""),
      subtypes: card.subtypes.join(", "),
      traits: card.traits.join(", "),
      keywords: card.keywords.join(", "),
    },
    submission: 0,
  };
});

describe("editing a card", () => {
  it.each([
    ["anonymous", null],
    ["player", "player"],
  ] as const)("refuses %s and changes nothing", async (_who, role) => {
    signIn(role ? people[role] : null);
    const before = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const state = await actions.editCardAction(initial, form({ slug, ...initial.values, text: "Hijacked." }));
    expect(state.errors?.form).toMatch(/Sign in|Only editors/);
    expect(await db.prisma.card.findUniqueOrThrow({ where: { slug } })).toEqual(before);
    expect(await db.prisma.cardRevision.count()).toBe(0);
  });

  it.each(["editor", "admin"] as const)("lets the %s change it, recorded with who and before/after", async (role) => {
    signIn(people[role]);
    const tag = await catalogueVersion();
    const before = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const text = `Changed by the ${role}: gain 2[credit].`;
    const state = await actions.editCardAction(initial, form({ slug, ...initial.values, text, keywords: "Trifling" }));
    expect(state.errors).toBeUndefined();
    expect(state.saved).toMatch(/^Saved [12] changes?\.$/);
    const after = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    expect(after).toMatchObject({ text, printedText: text, keywords: ["Trifling"], source: "edit" });
    expect(after.searchTerms).toContain("k:trifling");
    const revision = await db.prisma.cardRevision.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(revision).toMatchObject({ cardId: after.id, editorId: people[role].id, kind: "EDIT" });
    expect(revision.changes).toContainEqual({ field: "text", before: before.text, after: text });
    expect(await catalogueVersion()).toBeGreaterThan(tag);
  });

  it("answers bad input field by field and writes nothing", async () => {
    signIn(people.editor);
    const count = await db.prisma.cardRevision.count();
    const state = await actions.editCardAction(initial, form({ slug, ...initial.values, name: "  ", cost: "-3" }));
    expect(Object.keys(state.errors ?? {}).sort()).toEqual(["cost", "name"]);
    expect(await db.prisma.cardRevision.count()).toBe(count);
  });

  it("keeps the edit through a restart's seed load", async () => {
    const edited = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    await migrateAndSeed({ url: db.url, log: () => {} });
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug } })).text).toBe(edited.text);
  });
});
