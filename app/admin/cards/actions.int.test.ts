import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn, useSession } from "../../../tests/session";
import { useTestDatabase } from "../../../tests/database";
import { createPlayers, type Player } from "../../../tests/factories";
import { migrateAndSeed } from "../../../seed/prepare-database";
import type { CardEditState } from "@/lib/catalogue-admin/schemas";

// The card edit action for each role (anonymous, player, editor, admin): only
// editors and admins change a card; each change is a revision with who and
// before/after; the card page's cache tag is marked; a restart keeps the edit.
const db = useTestDatabase();
useSession();
let actions: typeof import("./actions");
let people: Record<"player" | "editor" | "admin", Player>;
let slug: string;
let initial: CardEditState;

const cardPageVersion = async () =>
  (await db.prisma.cacheTag.findUnique({ where: { tag: `card:${slug}` } }))?.version ?? 0n;

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
    const tag = await cardPageVersion();
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
    expect(await cardPageVersion()).toBeGreaterThan(tag);
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

describe("the erratum and ruling forms", () => {
  const erratum = { values: { printed: "", corrected: "", date: "", source: "" }, submission: 0 };
  const ruling = { values: { question: "", answer: "", date: "", source: "" }, submission: 0 };

  it("save an erratum, keeping the printed text for the next one, and a ruling, clearing the form", async () => {
    signIn(people.editor);
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const corrected = `${card.text} Then draw 1 card.`;
    const values = { printed: card.printedText, corrected, date: "2026-11-20", source: "Errata v1.2" };
    const saved = await actions.addErratumAction(erratum, form({ slug, ...values }));
    expect(saved).toEqual({
      values: { printed: card.printedText, corrected: "", date: "", source: "" },
      submission: 1,
      saved: "Erratum saved: the corrected text is now the card's text.",
    });
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug } })).text).toBe(corrected);
    const answer = { question: "Can it?", answer: "It can.", date: "2026-11-21", source: "Rules team" };
    expect(await actions.addRulingAction(ruling, form({ slug, ...answer }))).toEqual({
      values: { question: "", answer: "", date: "", source: "" },
      submission: 1,
      saved: "Ruling saved.",
    });
    const kinds = await db.prisma.cardRevision.findMany({ where: { cardId: card.id }, select: { kind: true } });
    expect(kinds.map((r) => r.kind).slice(-2)).toEqual(["ERRATUM", "RULING"]);
  });

  it("answer bad input under each field with its label, keep what was typed, and write nothing", async () => {
    signIn(people.editor);
    const count = await db.prisma.cardRevision.count();
    const typed = { question: "  ", answer: "It can.", date: "2026-11-21", source: "Rules team" };
    const state = await actions.addRulingAction(ruling, form({ slug, ...typed }));
    expect(state.values).toEqual(typed);
    expect(state.errors).toEqual({ question: "The question must not be empty." });
    const bad = await actions.addErratumAction(
      erratum,
      form({ slug, printed: "", corrected: "x", date: "", source: "s" }),
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(["date", "printed"]);
    expect(bad.errors?.printed).toBe("The printed text must not be empty.");
    expect(await db.prisma.cardRevision.count()).toBe(count);
  });

  it("refuse a player", async () => {
    signIn(people.player);
    const typed = { question: "Can it?", answer: "It can.", date: "2026-11-21", source: "Rules team" };
    expect((await actions.addRulingAction(ruling, form({ slug, ...typed }))).errors?.form).toMatch(/Only editors/);
  });
});
