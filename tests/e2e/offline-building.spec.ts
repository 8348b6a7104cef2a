import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, untilInteractive } from "./browser";
import { signUpWithNewDeck } from "./sign-up";

// Building at a game store with no network: a save made offline waits in the browser and goes through the versioned
// save when the connection returns; a deck saved elsewhere meanwhile gets the usual conflict choice.
let browser: Browser;
let player: BrowserContext;
let deckPath = "";

beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 800 } });
  deckPath = await signUpWithNewDeck(player, `Offline ${Date.now()}`);
});
afterAll(async () => {
  await browser?.close();
});

const status = (page: Page) => page.getByTestId("save-status").innerText();
const description = (page: Page) => page.getByLabel("Description (Markdown)");

async function openEditor(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${deckPath}/edit`);
  await untilInteractive(page.getByRole("button", { name: "Save", exact: true }));
  return page;
}

/** The version the builder says is saved. */
async function savedVersion(page: Page): Promise<number> {
  await expect.poll(() => status(page)).toMatch(/^Saved · version \d+$/);
  return Number((await status(page)).split("version ")[1]);
}

/** Edits the description and presses Save with no connection: the save waits in this browser. */
async function saveOffline(page: Page, text: string) {
  await page.context().setOffline(true);
  await description(page).fill(text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => status(page), { timeout: 20_000 }).toBe("Kept in this browser · saves when back online");
}

/** How many decks this browser keeps, read from IndexedDB without the app's code. */
function keptDecks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("starport-player");
        // Not there yet: leave it for the app to create.
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const count = open.result.transaction("decks").objectStore("decks").count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );
}

describe("building without a network", () => {
  it("saves an edit made offline once the connection returns", async () => {
    const page = await openEditor(player);
    const before = await savedVersion(page);
    await saveOffline(page, "Changed at the store");
    await player.setOffline(false);
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Saved · version ${before + 1}`);

    const fresh = await openEditor(player);
    expect(await description(fresh).inputValue()).toBe("Changed at the store");
    expect(await savedVersion(fresh)).toBe(before + 1);
    await fresh.close();
    await page.close();
  });

  it("opens the builder for a kept deck with no network at all, and saves its edit when back online", async () => {
    const page = await openEditor(player);
    const before = await savedVersion(page);
    // The service worker is in control, and the builder has kept the deck in this browser.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => keptDecks(page)).toBeGreaterThan(0);

    await player.setOffline(true);
    await page.goto(`${deckPath}/edit`);
    expect(new URL(page.url()).pathname).toBe("/offline/builder");
    await untilInteractive(page.getByRole("button", { name: "Save", exact: true }));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/^Edit Offline /);
    expect(await savedVersion(page)).toBe(before);
    await saveOffline(page, "Edited after an offline reload");
    await player.setOffline(false);
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Saved · version ${before + 1}`);

    const fresh = await openEditor(player);
    expect(await description(fresh).inputValue()).toBe("Edited after an offline reload");
    await fresh.close();
    await page.close();
  });

  it("offers the conflict choice when the deck was saved elsewhere meanwhile, and keeps mine when asked", async () => {
    const page = await openEditor(player);
    const before = await savedVersion(page);
    await saveOffline(page, "Mine, from the store");

    // The same player on another device saves the deck while this one is offline.
    const other = await browser.newContext({ baseURL: inject("baseUrl") });
    await other.addCookies(await player.cookies());
    const elsewhere = await openEditor(other);
    await description(elsewhere).fill("Theirs, from home");
    await elsewhere.getByRole("button", { name: "Save", exact: true }).click();
    expect(await savedVersion(elsewhere)).toBe(before + 1);
    await other.close();

    await player.setOffline(false);
    const conflict = page.getByRole("alertdialog", { name: "This deck changed since you opened it" });
    await conflict.waitFor({ timeout: 20_000 });
    await conflict.getByRole("button", { name: "Keep mine" }).click();
    expect(await savedVersion(page)).toBe(before + 2);

    const fresh = await openEditor(player);
    expect(await description(fresh).inputValue()).toBe("Mine, from the store");
    expect(await fresh.getByRole("alertdialog").count()).toBe(0);
    await fresh.close();
    await page.close();
  });
});
