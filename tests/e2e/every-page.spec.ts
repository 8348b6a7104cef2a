import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "../../lib/database/prisma-client";
import { readCatalogue } from "../../seed/read-catalogue";
import { decklistText, legalDeck } from "../factories";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { SITE_ROUTES, type SiteIds, type Visitor } from "./pages";
import { signUp } from "./sign-up";

// Every route at 360 px for each visitor it serves: no horizontal scroll, WCAG AA colour contrast in the light and
// dark schemes (axe), and no console error.
const { cards } = readCatalogue();
const appDir = join(import.meta.dirname, "..", "..", "app");

function appRoutes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appRoutes(path);
    if (entry.name !== "page.tsx") return [];
    const route = relative(appDir, dir)
      .split(sep)
      .filter((part) => part && !/^\(.*\)$/.test(part));
    return [`/${route.join("/")}`];
  });
}

let browser: Browser;
const contexts = {} as Record<Visitor, BrowserContext>;
const ids = {} as SiteIds;

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const baseURL = inject("baseUrl");
  for (const visitor of ["anonymous", "player", "owner", "admin"] as const) {
    contexts[visitor] = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    contexts[visitor].setDefaultTimeout(20_000);
  }
  const player = await signUp(contexts.player, "Wanderer");
  await signUp(contexts.owner, "Quartermaster");
  const admin = await signUp(contexts.admin, "Harbourmaster");
  const ship = cards.find((c) => c.type === "SHIP")!;
  Object.assign(ids, { cardSlug: ship.slug, setCode: ship.setCode });

  // The owner's public deck, an event they organize with that deck registered, and a collection share link.
  const owner = await open(contexts.owner, "/decks/import");
  await owner.getByLabel("Deck name").fill("Every page traders");
  await owner.getByLabel("Decklist").fill(decklistText(legalDeck()));
  await owner.getByRole("button", { name: "Preview" }).click();
  await owner.getByRole("button", { name: "Import and save" }).click();
  await owner.waitForURL((url) => /^\/decks\/[^/]+$/.test(url.pathname) && url.pathname !== "/decks/import");
  ids.deckId = new URL(owner.url()).pathname.split("/")[2]!;
  const prisma = createPrismaClient(inject("siteDatabaseUrl"), { max: 1 });
  const deck = await prisma.deck.update({
    where: { id: ids.deckId },
    data: { visibility: "PUBLIC" },
    select: { ownerId: true, owner: { select: { handle: true } } },
  });
  ids.handle = deck.owner.handle;
  // The admin's role as `npm run user:role` grants it; a comment on the deck, its notification and a report on it,
  // so /notifications and /admin/reports are looked at with something in them.
  await prisma.user.update({ where: { email: admin.email }, data: { roles: ["ADMIN", "EDITOR"] } });
  const comment = await prisma.comment.create({
    data: {
      deck: { connect: { id: ids.deckId } },
      author: { connect: { email: player.email } },
      body: "Why **two** medics?",
    },
  });
  await prisma.notification.create({ data: { userId: deck.ownerId, commentId: comment.id, kind: "COMMENT_ON_DECK" } });
  await prisma.commentReport.create({ data: { commentId: comment.id, reporterId: deck.ownerId, reason: "Off topic" } });
  await prisma.$disconnect();

  const heldOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await owner.goto("/events/new");
  await owner.getByLabel("Name").fill("Every page open");
  await owner.getByLabel("Date").fill(heldOn);
  await owner.getByRole("checkbox", { name: "Online" }).check();
  await owner.getByLabel("Format").selectOption("standard");
  const closes = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
  await owner.getByLabel("Registration closes (UTC)").fill(`${closes}T18:00`);
  await owner.getByRole("button", { name: "Create event" }).click();
  await owner.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== "/events/new");
  ids.eventId = new URL(owner.url()).pathname.split("/")[2]!;
  await owner.getByLabel("One of my decks").check();
  await owner.getByLabel("Deck", { exact: true }).selectOption({ label: "Every page traders" });
  await owner.getByRole("button", { name: "Register" }).click();
  await owner.getByTestId("registration-receipt").waitFor();
  await owner.goto(`/events/${ids.eventId}/roster`);
  const sheet = await owner.getByTestId("roster-row").first().getByRole("link").first().getAttribute("href");
  ids.registrationId = sheet!.match(/registrations\/([^/?#]+)/)![1]!;

  await owner.goto("/collection");
  await owner.getByRole("button", { name: "Make a share link" }).click();
  ids.shareSlug = (await owner.getByLabel("Share link").inputValue()).split("/").pop()!;
  await owner.close();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

// The routes are walked a few at a time (vitest's maxConcurrency): each waits mostly on the site and the browser.
describe.concurrent("every page at 360 px, light and dark", () => {
  it("lists every route of app/ in tests/e2e/pages.ts", ({ expect }) => {
    expect(SITE_ROUTES.map((r) => r.route).sort()).toEqual(appRoutes(appDir).sort());
  });

  for (const route of SITE_ROUTES) {
    for (const visitor of route.visitors) {
      it(
        `${route.route} for ${visitor === "anonymous" ? "a visitor signed out" : `the ${visitor}`}`,
        {
          timeout: 240_000,
        },
        async ({ expect }) => {
          const page = await contexts[visitor].newPage();
          const errors: string[] = [];
          page.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          page.on("pageerror", (error) => errors.push(error.message));
          const response = await page.goto(route.path(ids));
          expect(response?.status(), "status").toBeLessThan(400);
          await page.locator(".user-menu:not([aria-busy])").waitFor();

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, "pixels of horizontal scroll at 360 px").toBe(0);
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme });
            const contrast = await axeViolations(page, { rules: ["color-contrast"] });
            const failures = contrast.flatMap((v) =>
              v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").at(-1)?.trim()}`),
            );
            expect(failures, `colour contrast in the ${colorScheme} scheme`).toEqual([]);
          }
          expect(errors, "console errors").toEqual([]);
          await page.close();
        },
      );
    }
  }
});

describe("the deck page of a legal 81-card deck", () => {
  for (const [width, height, most] of [
    [1280, 900, 4_500],
    [390, 844, 7_000],
  ] as const) {
    it(`reads top-down within ${most} px at ${width}×${height}, in both schemes`, async () => {
      const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`/decks/${ids.deckId}`);
      await page.locator(".user-menu:not([aria-busy])").waitFor();
      const tall = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(tall, `page height at ${width} px`).toBeLessThanOrEqual(most);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `test-results/deck-page-${width}-${colorScheme}.png`, fullPage: true });
      }
      await page.goto(`/decks/${ids.deckId}?view=grid`);
      await page.screenshot({ path: `test-results/deck-faces-${width}-dark.png`, fullPage: true });
      await context.close();
    });
  }

  it("shows the deck as card faces from its address, lazily laid out, at 360 px without horizontal scroll, at AA contrast", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`/decks/${ids.deckId}`);
    await page.getByRole("navigation", { name: "Show the deck" }).getByRole("link", { name: "Card faces" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "grid");
    const faces = page.locator(".deck-face");
    const deck = legalDeck();
    expect(await faces.count()).toBe(deck.entries.length);
    expect(await faces.first().evaluate((face) => getComputedStyle(face).contentVisibility)).toBe("auto");
    const copies = await page.locator(".deck-face-qty").allTextContents();
    expect(copies.reduce((n, c) => n + parseInt(c, 10), 0)).toBe(81);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const contrast = await axeViolations(page, { rules: ["color-contrast"] });
      expect(
        contrast.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
        colorScheme,
      ).toEqual([]);
      await page.screenshot({ path: `test-results/deck-faces-360-${colorScheme}.png`, fullPage: true });
    }
    await context.close();
  });
});
