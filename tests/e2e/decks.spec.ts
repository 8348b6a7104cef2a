import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser, openPage, untilInteractive, untilSaved } from "./browser";
import { signUpOnPage } from "./sign-up";

// The deck builder in Chromium: sign up, build a deck until the live panel says
// legal, save, resolve a conflict, share it by link, and fork only when signed in.
const { cards } = readCatalogue();
const ship = cards.find((c) => c.type === "SHIP")!;
const gear = cards.find((c) => c.type === "GEAR")!;
const adventure = cards.find((c) => c.type === "ADVENTURE")!;
/** An upgrade for a slot the ship has one of: two copies overfill it, which the verdict warns about, naming them. */
const turret = cards.find(
  (c) => c.type === "UPGRADE" && ship.upgradeSlots?.[c.subtypes[0]!] === 1 && c.keywords.length === 0,
)!;

let browser: Browser;
/** The signed-in player's cookies, shared by every page opened from it. */
let player: BrowserContext;
let deckPath = "";

beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl") });
});
afterAll(async () => {
  await browser?.close();
});

const verdict = (page: Page) => page.getByTestId("live-verdict").innerText();
const status = (page: Page) => page.getByTestId("save-status").innerText();
const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });

async function addBySearch(page: Page, name: string, copies: number) {
  await page.getByLabel("Search cards to add").fill(name);
  await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
  await quantity(page, name).fill(String(copies));
}

async function openEditor(): Promise<Page> {
  const page = await player.newPage();
  await page.goto(`${deckPath}/edit`);
  return page;
}

describe("the deck builder in Chromium", () => {
  it("signs up, builds a deck until it is legal, saves, and keeps it across a reload", async () => {
    const page = await player.newPage();
    await page.goto("/decks/new");
    await page.waitForURL(/\/signin\?callbackUrl=%2Fdecks%2Fnew/);
    await signUpOnPage(page, { name: "Builder", returnTo: "/decks/new" });

    await page.getByLabel("Name").fill("E2E Traders");
    expect(await page.getByLabel("Format").inputValue()).toBe("standard");
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    deckPath = new URL(page.url()).pathname.replace(/\/edit$/, "");
    expect(await verdict(page)).toBe("Not legal in Standard");

    await page.getByRole("combobox", { name: "Ship", exact: true }).selectOption({ label: ship.name });
    await addBySearch(page, gear.name, 60);
    expect(await page.getByTestId("captain-count").innerText()).toBe("60 / 60");
    expect(await verdict(page)).toBe("Not legal in Standard");
    await addBySearch(page, adventure.name, 19);
    await page.getByRole("button", { name: `Add one ${adventure.name}` }).click();
    await expect.poll(() => verdict(page)).toBe("Legal in Standard");

    expect(await status(page)).toBe("Unsaved changes");
    await page.getByRole("button", { name: "Save" }).click();
    // Reloading while the unsaved-changes guard steps off its history entry would abort the reload.
    await untilSaved(page, 2);
    await page.reload();
    expect(await verdict(page)).toBe("Legal in Standard");
    expect(await page.getByTestId("adventure-count").innerText()).toBe("20 / 20");
    expect(await quantity(page, gear.name).inputValue()).toBe("60");
    await page.close();
  });

  it("highlights the cards of a violation and links its rule", async () => {
    const page = await openEditor();
    await addBySearch(page, turret.name, 2);
    const subtype = turret.subtypes[0]!;
    const problem = page
      .locator(".violation.warning button")
      .filter({ hasText: `${subtype} upgrades` })
      .first();
    await problem.click();
    expect(await page.locator(`.deck-lines li[data-slug="${turret.slug}"]`).getAttribute("class")).toMatch(
      /\bhighlighted\b/,
    );
    expect(
      await page
        .locator(".violation.warning")
        .filter({ hasText: `${subtype} upgrades` })
        .first()
        .getByRole("link", { name: "Rule" })
        .getAttribute("href"),
    ).toMatch(/^\/rules#/);
    await quantity(page, turret.name).fill("0");
    await expect.poll(() => verdict(page)).toBe("Legal in Standard");
    await page.close();
  });

  it("answers a save from a stale tab with a conflict the player resolves with Keep mine", async () => {
    const mine = await openEditor();
    const theirs = await openEditor();
    await theirs.getByLabel("Name").fill("Their name");
    await theirs.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => status(theirs)).toBe("Saved · version 3");

    await mine.getByLabel("Visibility").selectOption("UNLISTED");
    await mine.getByRole("button", { name: "Save" }).click();
    await mine.getByRole("alertdialog").waitFor();
    await mine.getByRole("button", { name: "Keep mine" }).click();
    await expect.poll(() => status(mine)).toBe("Saved · version 4");
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("keeps a NUL pasted into a field as a tab, and says so when the server does not take a save", async () => {
    const page = await openEditor();
    await page.getByLabel("Description").fill("Jump notes\u0000end");
    const save = page.waitForRequest((request) => request.headers()["next-action"] !== undefined);
    await page.getByRole("button", { name: "Save" }).click();
    const action = (await save).headers();
    await untilSaved(page, 5);
    await page.reload();
    expect(await page.getByLabel("Description").inputValue()).toBe("Jump notes\tend");

    // Past the server's 1 MB cap the edge refuses the action: the page gives its reason and lets the player try again.
    await page.getByLabel("Description").evaluate((box) => box.removeAttribute("maxlength"));
    await page.getByLabel("Description").fill("x".repeat(1_100_000));
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Not saved: The request body is larger than 1024 kB." }).waitFor();
    // Said once, in the summary at the top, which takes focus (the view may be far down the list).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".error-summary")?.textContent ?? ""))
      .toContain("Not saved: The request body is larger than 1024 kB.");
    expect(await page.getByRole("button", { name: "Save" }).isEnabled()).toBe(true);
    expect(await status(page)).toBe("Unsaved changes");
    await page.close();

    // The save action with arguments that are not the JSON React sends: 400 before Next decodes them (it threw: a 500).
    for (const body of ["not json", "[", '"x', "$Q1"]) {
      const answer = await player.request.post(`${deckPath}/edit`, {
        headers: {
          "next-action": action["next-action"]!,
          "content-type": action["content-type"]!,
          origin: new URL(inject("baseUrl")).origin,
        },
        data: body,
      });
      expect(answer.status(), body).toBe(400);
      expect(await answer.text(), body).toContain("not the JSON React sends");
    }
  });

  it("shows an unlisted deck by link to visitors, who are offered sign-in instead of fork", async () => {
    const visitor = await openPage(browser, deckPath);
    expect(await visitor.locator("h1").innerText()).toBe("E2E Traders");
    expect(await visitor.getByRole("region", { name: "Verdict for Standard" }).getByRole("status").innerText()).toBe(
      "Legal",
    );
    expect(await visitor.getByRole("button", { name: "Fork" }).count()).toBe(0);
    expect(await visitor.getByRole("link", { name: "Sign in to fork" }).getAttribute("href")).toBe(
      `/signin?callbackUrl=${encodeURIComponent(deckPath)}`,
    );
    const text = await visitor.request.get(`${deckPath}/export?format=text`);
    expect(await text.text()).toContain(`60x ${gear.name}`);
    expect(
      await visitor.goto("/decks/public").then(() => visitor.getByRole("link", { name: "E2E Traders" }).count()),
    ).toBe(0);
    await visitor.close();

    const page = await player.newPage();
    await page.goto(deckPath);
    await page.getByRole("button", { name: "Fork" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/edit") && !url.pathname.startsWith(deckPath));
    expect(await page.getByLabel("Name").inputValue()).toBe("E2E Traders (fork)");
    expect(await verdict(page)).toBe("Legal in Standard");
    await page.close();
  });

  it("keeps a shared deck's page for visitors without a session, drops it on a save, and never gives it to the owner", async () => {
    const visit = () => fetch(new URL(deckPath, inject("baseUrl"))).then((answer) => answer.text());
    // A page rendered per request carries its own nonce: identical bodies mean the page was kept (one per worker).
    const pages = new Set<string>();
    for (let i = 0; i < 6; i++) pages.add(await visit());
    expect(pages.size).toBeLessThanOrEqual(2);
    const owner = await player.request.get(deckPath).then((answer) => answer.text());
    expect(pages.has(owner)).toBe(false);
    expect(owner).toContain(`href="${deckPath}/edit"`);
    for (const page of pages) expect(page).not.toContain(`href="${deckPath}/edit"`);

    const editor = await openEditor();
    await editor.getByLabel("Description").fill("Kept until saved");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => status(editor)).toMatch(/^Saved · version \d+$/);
    await editor.close();
    await expect
      .poll(async () =>
        (await Promise.all(Array.from({ length: 4 }, visit))).every((page) => page.includes("Kept until saved")),
      )
      .toBe(true);
  });

  it("saves through http://127.0.0.1:<port> and http://localhost:<port> (Origin equals Host), and says why a forged write is refused", async () => {
    const port = new URL(inject("baseUrl")).port;
    const cookies = await player.cookies();
    for (const host of ["127.0.0.1", "localhost"]) {
      const context = await browser.newContext({ baseURL: `http://${host}:${port}` });
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: host, path: "/" })));
      const page = await context.newPage();
      await page.goto(`${deckPath}/edit`);
      expect(new URL(page.url()).host).toBe(`${host}:${port}`);
      // Typed and clicked once hydrated: before, the field and the button are the server's inert HTML.
      await untilInteractive(page.getByRole("button", { name: "Save" }));
      await page.getByLabel("Description").fill(`Saved at ${host}`);
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => status(page)).toMatch(/^Saved · version \d+$/);
      await untilSaved(page, Number(/\d+$/.exec(await status(page))![0]));
      await page.reload();
      await untilInteractive(page.getByRole("button", { name: "Save" }));
      expect(await page.getByLabel("Description").inputValue()).toBe(`Saved at ${host}`);

      // A write from another site is refused at the edge, and the page says why rather than a generic failure.
      // (Chromium will not let a page forge Origin: the save is sent from here with another one, and its answer shown.)
      await page.route(`**${deckPath}/edit`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const headers = { ...route.request().headers(), origin: "http://evil.example" };
        await route.fulfill({ response: await route.fetch({ headers }) });
      });
      await page.getByLabel("Description").fill("Forged");
      await page.getByRole("button", { name: "Save" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "Not saved: This site takes changes only from its own pages" })
        .waitFor();
      expect(await status(page)).toBe("Unsaved changes");
      await context.close();
    }
  });
});
