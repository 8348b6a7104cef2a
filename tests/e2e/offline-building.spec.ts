import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, untilInteractive, untilSaved } from "./browser";
import { signUpWithNewDeck } from "./sign-up";

// Building at a game store with no network: a save made offline waits in the browser and goes through the versioned
// save when the connection returns; a deck saved elsewhere meanwhile gets the usual conflict choice; a deck made
// offline is created when the connection returns; the header says when the site is offline and what waits; sign-out
// asks before dropping what could not be sent and leaves nothing of the player's in the browser.
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

/** The header's word on the connection ("" while all is well). */
const connection = (page: Page) => page.getByTestId("connection-status").innerText();

/** The service worker is in control and the builder has kept its deck and setup in this browser. */
async function untilKeptOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 40_000 })
    .toBe(true);
  await expect.poll(() => keptDecks(page)).toBeGreaterThan(0);
}

/** Every record of the player's this browser holds: IndexedDB, local storage, and any per-player page kept. */
function playerData(page: Page) {
  return page.evaluate(async () => {
    const records = await new Promise<number>((resolve) => {
      const open = indexedDB.open("starport-player");
      open.onupgradeneeded = () => open.transaction!.abort();
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        const names = [...db.objectStoreNames];
        if (names.length === 0) return resolve(0);
        const tx = db.transaction(names);
        let total = 0;
        for (const name of names)
          tx.objectStore(name).count().onsuccess = (e) => (total += (e.target as IDBRequest<number>).result);
        tx.oncomplete = () => {
          db.close();
          resolve(total);
        };
      };
    });
    const kept: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return {
      records,
      localStorage: localStorage.length,
      perPlayerPages: kept.filter((path) => /^\/(account|decks|collection|events|notifications|api)\b/.test(path)),
    };
  });
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
    // A page opened while the worker was still activating can stay uncontrolled; a page loaded under the active worker
    // is controlled, so the page is loaded again until it is.
    const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(
        async () => {
          if (await controlled()) return true;
          await page.reload();
          return controlled();
        },
        { timeout: 40_000 },
      )
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

  it("makes a deck offline under a local id, with cards from the kept catalogue, and gives it the server's id when back", async () => {
    const page = await openEditor(player);
    await untilKeptOffline(page);
    await player.setOffline(true);
    await page.goto("/decks/new");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/offline/builder?new");
    await expect.poll(() => connection(page)).toBe("Offline");
    const create = await untilInteractive(page.getByRole("button", { name: "Create and open the builder" }));
    await page.getByLabel("Name").fill("Made at the store");
    await create.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("deck")).toMatch(/^local-/);
    await untilInteractive(page.getByRole("button", { name: "Save", exact: true }));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Edit Made at the store");
    // Its creation waits in this browser.
    await expect.poll(() => status(page)).toBe("Kept in this browser · saves when back online");

    await page.getByLabel("Search cards to add").fill("t:ship");
    await expect.poll(() => page.getByTestId("result-count").innerText()).toMatch(/offline: names and keys only$/);
    await page
      .getByRole("button", { name: /^Use .+ as the ship$/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => connection(page)).toBe("Offline · 1 change waiting");

    await player.setOffline(false);
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe("Saved · version 2");
    await untilSaved(page, 2);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/decks\/(?!local-)[^/]+\/edit$/);
    await expect.poll(() => connection(page)).toBe("");

    const fresh = await player.newPage();
    await fresh.goto(new URL(page.url()).pathname);
    await untilInteractive(fresh.getByRole("button", { name: "Save", exact: true }));
    expect(await fresh.getByRole("heading", { level: 1 }).innerText()).toBe("Edit Made at the store");
    expect(await savedVersion(fresh)).toBe(2);
    expect(await fresh.getByTestId("builder-counts").innerText()).toMatch(/^Ship 1\/1/);
    await fresh.close();
    await page.close();
  });

  it("treats a request the server does not answer as offline even when the browser says online", async () => {
    const page = await openEditor(player);
    await player.route("**/api/v1/cards?**", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Search cards to add").fill("t:ship");
    await expect.poll(() => page.getByTestId("result-count").innerText()).toMatch(/offline: names and keys only$/);
    await expect.poll(() => connection(page)).toBe("Offline");
    await player.unrouteAll();
    await page.close();
  });

  // Last: the player leaves.
  it("asks before sign-out drops a change it could not send, and leaves nothing of the player's once confirmed", async () => {
    const page = await openEditor(player);
    await untilKeptOffline(page);
    await saveOffline(page, "Never sent");
    const asked: string[] = [];
    let confirm = false;
    page.on("dialog", (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialog.type() === "confirm" && !confirm ? dialog.dismiss() : dialog.accept());
    });
    await page.locator(".user-menu-toggle").click();
    const signOut = () => page.getByRole("button", { name: "Sign out" }).click();
    await signOut();
    const question = "confirm: 1 deck change is not saved to the server yet and would be lost. Sign out anyway?";
    await expect.poll(() => asked).toEqual([question]);
    expect((await playerData(page)).records).toBeGreaterThan(0);

    confirm = true;
    await signOut();
    await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(asked[1]).toBe(question);
    // The session itself ends on the server only: the page says so, and the browser keeps nothing of the player's.
    expect(asked[2]).toMatch(/^alert: Your decks are gone from this browser/);
    await page.waitForURL((url) => url.pathname === "/offline");
    expect(await playerData(page)).toEqual({ records: 0, localStorage: 0, perPlayerPages: [] });
    await player.setOffline(false);
  });
});
