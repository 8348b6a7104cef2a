import { get } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../seed/load-catalogue";
import { readCatalogue } from "../../seed/read-catalogue";
import { createTestDatabase, type TestDatabase } from "../database";
import { startSitePair } from "../setup/site";
import { launchBrowser } from "./browser";
import { signUpOnPage } from "./sign-up";

// Two instances of the site on this spec's own database (it rewrites a card, so
// it runs beside the other specs), as several machines behind a proxy would run: a session from one is good on the other,
// a catalogue change made by the seed loader reaches the cached pages of both,
// and a stale save on one conflicts with a save made on the other.
const catalogue = readCatalogue();
const card = catalogue.cards.find((c) => c.type === "CREW" && c.text.length > 0)!;
const gear = catalogue.cards.find((c) => c.type === "GEAR")!;
let urls: [string, string];
const first = () => urls[0];
const second = () => urls[1];

let browser: Browser;
/** One browser profile: the session cookie (host 127.0.0.1) goes to both instances, which differ by port only. */
let player: BrowserContext;
let database: TestDatabase;
let stopSites: (() => Promise<void>) | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ urls, stop: stopSites } = await startSitePair(database.url));
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: first() });
});
afterAll(async () => {
  await browser?.close();
  await stopSites?.();
  await database?.drop();
});

/** The card's page on a new connection each time, so the first instance's two workers take turns answering. */
function cardPageText(base: string): Promise<{ text: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(`${base}/cards/${card.slug}`, { agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ text, cache: [response.headers["x-nextjs-cache"]].flat()[0] }));
    }).on("error", reject);
  });
}

const userName = (page: Page) => page.locator(".user-menu-name").innerText();
const SLOW = { timeout: 20_000 };

describe("two instances on one database", () => {
  it("keeps a session signed in on one instance good on the other", async () => {
    // Through the form: this spec's instances have their own database and secret.
    const page = await player.newPage();
    await signUpOnPage(page, { name: "Two Instances" });
    await page.goto(`${second()}/decks`);
    expect(new URL(page.url()).pathname).toBe("/decks");
    await expect.poll(() => userName(page), SLOW).toBe("Two Instances");
    const session = await page.request.get(`${second()}/api/auth/session`);
    expect(((await session.json()) as { user?: { name: string } }).user?.name).toBe("Two Instances");
    await page.close();
  });

  it("shows a card's new text on both instances once the seed loader changes it", async () => {
    // Fill both instances' caches (each of the first instance's workers too), and see that they serve from them.
    for (const base of [first(), second()]) {
      for (let i = 0; i < 4; i++) expect((await cardPageText(base)).text).toContain(card.name);
      expect((await cardPageText(base)).cache).toBe("HIT");
    }
    const marker = `Rewritten for the two-instance test ${Date.now()}`;
    await loadCatalogue({
      prisma: database.prisma,
      catalogue: { ...catalogue, cards: catalogue.cards.map((c) => (c === card ? { ...c, text: marker } : c)) },
    });
    for (const base of [first(), second()]) {
      // The change is announced when the loader commits; each worker drops its cached page as it hears it.
      await expect.poll(async () => (await cardPageText(base)).text.includes(marker), SLOW).toBe(true);
      for (let i = 0; i < 4; i++) expect((await cardPageText(base)).text).toContain(marker);
    }
  });

  it("answers a save on one instance with a conflict when the deck was saved on the other meanwhile", async () => {
    const setup = await player.newPage();
    await setup.goto("/decks/new");
    await setup.getByLabel("Name").fill("Shared Traders");
    await setup.getByRole("button", { name: "Create and open the builder" }).click();
    await setup.waitForURL(/\/decks\/[^/]+\/edit$/);
    const editPath = new URL(setup.url()).pathname;
    await setup.close();

    const onFirst = await player.newPage();
    await onFirst.goto(`${first()}${editPath}`);
    const onSecond = await player.newPage();
    await onSecond.goto(`${second()}${editPath}`);

    await onSecond.getByLabel("Search cards to add").fill(gear.name);
    await onSecond.getByRole("button", { name: `Add ${gear.name}`, exact: true }).click();
    await onSecond.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => onSecond.getByTestId("save-status").innerText(), SLOW).toBe("Saved · version 2");

    await onFirst.getByLabel("Name").fill("Shared Traders, renamed");
    await onFirst.getByRole("button", { name: "Save" }).click();
    await onFirst.getByRole("alertdialog").waitFor();
    expect(await onFirst.getByTestId("save-status").innerText()).not.toMatch(/^Saved · version 2/);
    await Promise.all([onFirst.close(), onSecond.close()]);
  });
});
