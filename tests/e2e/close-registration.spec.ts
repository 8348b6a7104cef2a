import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decklistText, legalDeck } from "../factories";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// Issue 36, item 7 in Chromium: the organizer closes registration now from the event page, only once the box is
// ticked; a player with a list ready is then refused, and the page says registration has closed.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let organizer: BrowserContext;
let player: BrowserContext;
let eventPath = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const baseURL = inject("baseUrl");
  organizer = await browser.newContext({ baseURL });
  player = await browser.newContext({ baseURL });
  organizer.setDefaultTimeout(20_000);
  player.setDefaultTimeout(20_000);
  await signUp(organizer, "Closer");
  await signUp(player, "Latecomer");
});
afterAll(async () => {
  await browser?.close();
});

describe("closing registration now, in Chromium", () => {
  it("closes only when confirmed, and then refuses a player's list", async () => {
    const page = await organizer.newPage();
    await page.goto("/events/new");
    await page.getByLabel("Name").fill("E2E Closing Night");
    await page.getByLabel("Date").fill(day(20));
    await page.getByLabel("Place (unless online)").fill("Highport Games, Bay 2");
    await page.getByLabel("Format").selectOption("standard");
    await page.getByLabel("Registration closes (UTC)").fill(`${day(19)}T18:00`);
    await page.getByRole("button", { name: "Create event" }).click();
    await page.waitForURL((url) => /^\/events\/[^/]+$/.test(url.pathname) && url.pathname !== "/events/new");
    eventPath = new URL(page.url()).pathname;

    const playerPage = await player.newPage();
    await playerPage.goto(eventPath);
    expect(await playerPage.getByRole("button", { name: "Close registration" }).count()).toBe(0);
    await playerPage.getByLabel("A pasted list").check();
    await playerPage.getByLabel("Name of the list").fill("Just too late");
    await playerPage.getByLabel("List", { exact: true }).fill(decklistText(legalDeck()));

    // Unconfirmed, the browser keeps the form (the box is required) and registration stays open.
    const close = page.getByRole("button", { name: "Close registration" });
    await close.click();
    expect(
      await page.getByLabel(/Close registration now/).evaluate((box) => (box as HTMLInputElement).validity.valid),
    ).toBe(false);
    await page.reload();
    expect(await page.getByTestId("registration-closed").count()).toBe(0);

    await page.getByLabel(/Close registration now/).check();
    await page.getByRole("button", { name: "Close registration" }).click();
    await page.getByTestId("registration-closed").waitFor();
    expect(await page.getByTestId("registration-closed").innerText()).toMatch(/^Registration closed on /);
    // The instant in the sentence breaks, on a phone, between its day and its time only.
    expect(await page.getByTestId("registration-closed").locator("time.instant > span").allInnerTexts()).toEqual([
      expect.stringMatching(/^\d+ [A-Z][a-z]+ \d{4},$/),
      expect.stringMatching(/^\d\d:\d\d UTC$/),
    ]);
    expect(await page.getByRole("button", { name: "Close registration" }).count()).toBe(0);
    await page.close();

    await playerPage.getByRole("button", { name: "Register" }).click();
    await expect
      .poll(() => playerPage.locator(".error-summary li").first().innerText())
      .toMatch(/^Registration closed on \d+ [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\.$/);
    await playerPage.reload();
    expect(await playerPage.getByTestId("registration-closed").innerText()).toMatch(/^Registration closed on /);
    expect(await playerPage.getByRole("button", { name: "Register" }).count()).toBe(0);
    await playerPage.close();
  });
});
