import { get } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// The card page in Chromium: the public decks using a card (after one is
// saved), related cards as links, and the player's own counts through a client
// island that never makes the cached page differ between players.
const { cards } = readCatalogue();
const ship = cards.find((c) => c.type === "SHIP")!;
const adventure = cards.find((c) => c.type === "ADVENTURE")!;
/** A gear card other specs' decks do not fill up with, so this spec's deck is among the page's few. */
const gear = cards.filter((c) => c.type === "GEAR" && c.setCode === "CORE").at(-1)!;
/** A card sharing a subtype with another. */
const kin = cards.find(
  (c) =>
    c.subtypes.length > 0 && cards.some((o) => o.slug !== c.slug && o.subtypes.some((s) => c.subtypes.includes(s))),
)!;
const kinsfolk = cards.filter((o) => o.slug !== kin.slug && o.subtypes.some((s) => kin.subtypes.includes(s)));

let browser: Browser;
let player: BrowserContext;
let visitor: BrowserContext;
const SLOW = { timeout: 20_000, interval: 500 };

beforeAll(async () => {
  browser = await launchBrowser();
  player = await browser.newContext({ baseURL: inject("baseUrl") });
  visitor = await browser.newContext({ baseURL: inject("baseUrl") });
  await signUp(player, "Card Page Player");
});
afterAll(async () => {
  await browser?.close();
});

const decksSection = (page: Page) => page.getByRole("region", { name: "Decks that use this card" });

/** The card page's HTML and cache header on a new connection without cookies, as a crawler or another player's first load gets it. */
function anonymousHtml(path: string): Promise<{ html: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(`${inject("baseUrl")}${path}`, { agent: false }, (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (html += chunk));
      response.on("end", () => resolve({ html, cache: [response.headers["x-nextjs-cache"]].flat()[0] }));
    }).on("error", reject);
  });
}

describe("the card page in Chromium", () => {
  it("lists a public deck using the card once it is saved, with a link to all such decks", async () => {
    const page = await visitor.newPage();
    await page.goto(`/cards/${gear.slug}`);
    const deckName = `Card Page Traders ${Date.now()}`;
    expect(await decksSection(page).getByRole("link", { name: deckName }).count()).toBe(0);

    const builder = await player.newPage();
    await builder.goto("/decks/new");
    await builder.getByLabel("Name").fill(deckName);
    await builder.getByRole("button", { name: "Create and open the builder" }).click();
    await builder.waitForURL(/\/decks\/[^/]+\/edit$/);
    await builder.getByRole("combobox", { name: "Ship", exact: true }).selectOption({ label: ship.name });
    for (const [card, copies] of [
      [gear, 60],
      [adventure, 20],
    ] as const) {
      await builder.getByLabel("Search cards to add").fill(card.name);
      await builder.getByRole("button", { name: `Add ${card.name}`, exact: true }).click();
      await builder.getByLabel(`Quantity of ${card.name}`, { exact: true }).fill(String(copies));
    }
    await builder.getByLabel("Visibility").selectOption("PUBLIC");
    await builder.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => builder.getByTestId("save-status").innerText()).toBe("Saved · version 2");
    await builder.close();

    // The page is cached; the deck's save marks its cards' deck lists stale, which a page shows within their lag (1 s here, tests/setup/site.ts).
    await expect
      .poll(async () => {
        await page.reload();
        return decksSection(page).getByRole("link", { name: deckName }).count();
      }, SLOW)
      .toBe(1);
    const all = decksSection(page).getByRole("link", { name: /^All \d+ decks? with this card$/ });
    expect(await all.getAttribute("href")).toBe(`/decks/public?card=${gear.slug}`);
    await all.click();
    await page.waitForURL((url) => url.pathname === "/decks/public" && url.searchParams.get("card") === gear.slug);
    await page.getByRole("link", { name: deckName }).waitFor();
    await page.close();
  });

  it("links related cards to their pages", async () => {
    const page = await visitor.newPage();
    await page.goto(`/cards/${kin.slug}`);
    const related = page.getByRole("list", { name: "Same subtype" }).getByRole("link");
    const names = await related.allInnerTexts();
    expect(names.length).toBe(Math.min(8, kinsfolk.length));
    for (const name of names) expect(kinsfolk.map((c) => c.name)).toContain(name);
    const first = kinsfolk.find((c) => c.name === names[0])!;
    expect(await related.first().getAttribute("href")).toBe(`/cards/${first.slug}`);
    // Reviews follow the related cards as a section of their own, headed as large, not as one of theirs (it was
    // 1.15rem beside 1.5rem, under "Same subtype").
    const size = (name: string | RegExp) =>
      page.getByRole("heading", { level: 2, name }).evaluate((heading) => getComputedStyle(heading).fontSize);
    expect(await size(/^Reviews/)).toBe(await size("Related cards"));
    await related.first().click();
    await page.waitForURL((url) => url.pathname === `/cards/${first.slug}`);
    expect(await page.locator("h1").innerText()).toBe(first.name);
    await page.close();
  });

  it("sends a signed-out visitor to sign in from the collection control, without asking for counts they cannot have", async () => {
    const page = await visitor.newPage();
    const refused: string[] = [];
    page.on(
      "response",
      (response) => response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`),
    );
    await page.goto(`/cards/${gear.slug}`);
    const signIn = page.getByRole("region", { name: "Your collection" }).getByRole("link", { name: "Sign in" });
    expect(await signIn.getAttribute("href")).toBe(`/signin?callbackUrl=${encodeURIComponent(`/cards/${gear.slug}`)}`);
    // The header's own session read answers the control too: no 401 in the console for a visitor.
    await page.locator("header.site-header").getByRole("link", { name: "Sign in" }).waitFor();
    expect(refused).toEqual([]);
    await page.close();
  });

  it("saves the player's owned count on the card page, keeps it across a reload, shows it in /collection, and never in another visitor's HTML", async () => {
    const page = await player.newPage();
    await page.goto(`/cards/${kin.slug}`);
    const owned = page.getByLabel("Owned", { exact: true });
    await owned.fill("3");
    await owned.press("Enter");
    await page.getByRole("region", { name: "Your collection" }).getByText("Saved").waitFor();

    await page.reload();
    await expect.poll(() => owned.inputValue()).toBe("3");

    await page.goto("/collection?show=owned");
    const row = page
      .getByRole("table", { name: "Cards in your collection" })
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: kin.name, exact: true }) });
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([kin.name, `${kin.setCode} ${kin.number}`, "3", "0"]);
    await page.close();

    // The page everyone gets is kept whole by the server and holds no counts: only the island's placeholder.
    await expect.poll(async () => (await anonymousHtml(`/cards/${kin.slug}`)).cache, SLOW).toBe("HIT");
    const { html } = await anonymousHtml(`/cards/${kin.slug}`);
    expect(html).toContain("Loading your collection");
    expect(html).not.toContain(`collection-owned-`);
    const signedIn = await player.request.get(`/cards/${kin.slug}`);
    expect(await signedIn.text()).not.toContain(`collection-owned-`);
  });
});
