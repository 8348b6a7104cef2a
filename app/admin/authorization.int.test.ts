import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, type Player } from "../../tests/factories";

// Who may use /admin and /admin/*, page by page and action by action: anonymous visitors are
// sent to sign in, players find nothing there (404), editors and admins edit
// cards, and only admins open the reports and moderate (the reports page is the
// admins': lib/moderation/queue.ts). Every refusal writes nothing.
type Role = "anonymous" | "player" | "editor" | "admin";
const db = useTestDatabase();
useSession();
let people: Record<Exclude<Role, "anonymous">, Player>;
let slug: string;
let cards: typeof import("./cards/actions");
let reports: typeof import("./reports/actions");

const as = (role: Role) => signIn(role === "anonymous" ? null : people[role]);
/** What a page does for the visitor: renders, redirects (to where) or answers 404. */
const outcome = async (render: () => Promise<unknown>) => {
  try {
    await render();
    return "renders";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    if (digest.includes("404")) return "404";
    throw error;
  }
};
const written = async () => ({
  revisions: await db.prisma.cardRevision.count(),
  rulings: await db.prisma.ruling.count(),
  errata: await db.prisma.errata.count(),
  suspended: await db.prisma.postingSuspension.count(),
});

beforeAll(async () => {
  cards = await import("./cards/actions");
  reports = await import("./reports/actions");
  people = await createPlayers(db.prisma, ["player", "editor", "admin"], { editors: ["editor"], admins: ["admin"] });
  slug = (await db.prisma.card.findFirstOrThrow({ where: { type: "GEAR", errata: { none: {} } } })).slug;
});

describe("pages", () => {
  const pages: [string, () => Promise<unknown>, Record<Role, string>][] = [
    [
      "/admin",
      async () => (await import("./page")).default(),
      { anonymous: "redirect /signin?callbackUrl=%2Fadmin", player: "404", editor: "renders", admin: "renders" },
    ],
    [
      "/admin/cards",
      async () => (await import("./cards/page")).default({ searchParams: Promise.resolve({ q: "a" }) }),
      {
        anonymous: "redirect /signin?callbackUrl=%2Fadmin%2Fcards",
        player: "404",
        editor: "renders",
        admin: "renders",
      },
    ],
    [
      "/admin/cards/[slug]",
      async () => (await import("./cards/[slug]/page")).default({ params: Promise.resolve({ slug }) }),
      {
        anonymous: "redirect /signin?callbackUrl=%2Fadmin%2Fcards%2F",
        player: "404",
        editor: "renders",
        admin: "renders",
      },
    ],
    [
      "/admin/reports",
      async () => (await import("./reports/page")).default(),
      { anonymous: "redirect /signin?callbackUrl=%2Fadmin%2Freports", player: "404", editor: "404", admin: "renders" },
    ],
  ];
  for (const [path, render, expected] of pages) {
    it.each(Object.entries(expected))(`${path} for %s: %s`, async (role, result) => {
      as(role as Role);
      const got = await outcome(render);
      if (result.startsWith("redirect")) expect(got.startsWith(result)).toBe(true);
      else expect(got).toBe(result);
    });
  }
});

describe("where staff find their pages", () => {
  it.each([
    ["player", []],
    ["editor", ["/admin/cards"]],
    ["admin", ["/admin/cards", "/admin/reports"]],
  ] as const)("the account page gives a %s these: %j", async (role, hrefs) => {
    const { getAccountOverview } = await import("../../lib/account/account-overview");
    const overview = await getAccountOverview({ userId: people[role].id });
    expect(overview!.staffPages.map((page) => page.href)).toEqual(hrefs);
  });
});

describe("actions", () => {
  const cardFields = async () => {
    const c = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    return {
      name: c.name,
      text: c.text,
      flavor: c.flavor ?? "",
      cost: String(c.cost ?? ""),
      creditValue: String(c.creditValue ?? ""),
      subtypes: c.subtypes.join(", "),
      traits: c.traits.join(", "),
      keywords: c.keywords.join(", "),
    };
  };
  let n = 0;
  /** Each action, run once as the role: its form error, or null when it did what was asked. */
  const actions: [string, Role[], () => Promise<string | null | undefined>][] = [
    [
      "editCardAction",
      ["editor", "admin"],
      async () => {
        const values = { ...(await cardFields()), flavor: `Flavor ${++n}.` };
        const state = await cards.editCardAction({ values, submission: 0 }, form({ slug, ...values }));
        return state.errors?.form ?? (state.saved ? null : "nothing saved");
      },
    ],
    [
      "addErratumAction",
      ["editor", "admin"],
      async () => {
        const values = { printed: "Printed.", corrected: `Corrected ${++n}.`, date: "2026-11-20", source: "v1.1" };
        const state = await cards.addErratumAction({ values, submission: 0 }, form({ slug, ...values }));
        return state.errors?.form ?? (state.saved ? null : "nothing saved");
      },
    ],
    [
      "addRulingAction",
      ["editor", "admin"],
      async () => {
        const values = { question: `Q${++n}?`, answer: "A.", date: "2026-11-20", source: "Judges" };
        const state = await cards.addRulingAction({ values, submission: 0 }, form({ slug, ...values }));
        return state.errors?.form ?? (state.saved ? null : "nothing saved");
      },
    ],
    [
      "suspendPostingAction",
      ["admin"],
      async () => {
        const suspended = String(++n % 2 === 1);
        const result = await reports.suspendPostingAction(
          null,
          form({ handle: people.player.handle, suspended, reason: "Spam in comments." }),
        );
        return result.ok ? null : result.error.message;
      },
    ],
    [
      "moderateCommentAction",
      ["admin"],
      async () => {
        // No such comment: an admin is told so; anyone else is refused before the comment is looked up.
        const result = await reports.moderateCommentAction(
          null,
          form({ commentId: "no-such-comment", hidden: "true", reason: "Spam in comments." }),
        );
        return result.ok || result.error.code === "NOT_FOUND" ? null : result.error.message;
      },
    ],
  ];
  for (const [name, allowed, run] of actions) {
    it.each(["anonymous", "player", "editor", "admin"] as const)(`${name} as %s`, async (role) => {
      as(role);
      const before = await written();
      const error = await run();
      if (allowed.includes(role)) {
        expect(error).toBeNull();
      } else {
        expect(error).toMatch(/Sign in|Only (editors|an admin)/);
        expect(await written()).toEqual(before);
      }
    });
  }
});
