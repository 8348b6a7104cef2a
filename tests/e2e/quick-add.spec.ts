import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, type ExpectStatic } from "vitest";
import { legalDeck } from "../factories";
import { launchBrowser, untilSaved } from "./browser";
import { signUp, signUpWithNewDeck } from "./sign-up";

// The builder by keyboard alone, at a desk and on a phone: a new deck named, every line typed into quick add
// ("3 cutl", ↓, Enter), the verdict legal, saved with Ctrl+S.
const deck = legalDeck();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until focus is on the control with this accessible label (its <label>'s text or aria-label). */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return (el?.getAttribute("aria-label") ?? el?.labels?.[0]?.textContent ?? "").trim();
    });
    if (at.startsWith(label)) return;
  }
  throw new Error(`no control labelled "${label}" within 80 Tab presses`);
}

const options = (page: Page) => page.getByRole("listbox", { name: "Suggested cards" }).getByRole("option");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Types the start of one line into quick add and picks the card with the keyboard: ↓ to its suggestion, then
 * Enter. When the start does not bring the name among the suggestions, the rest of the name is typed too.
 */
async function quickAdd(
  page: Page,
  line: { copies: number; name: string; typedName: string },
  expect: ExpectStatic,
): Promise<void> {
  const { copies, name, typedName } = line;
  await page.keyboard.type(`${copies} ${typedName}`);
  const shown = copies > 1 ? `${copies} × ${name}` : name;
  await expect.poll(() => options(page).count()).toBeGreaterThan(0);
  if (!(await options(page).allInnerTexts()).includes(shown)) await page.keyboard.type(name.slice(typedName.length));
  await expect.poll(() => options(page).allInnerTexts()).toContain(shown);
  const at = (await options(page).allInnerTexts()).indexOf(shown);
  for (let i = 0; i <= at; i++) await page.keyboard.press("ArrowDown");
  expect(
    await page.getByRole("listbox", { name: "Suggested cards" }).getByRole("option", { selected: true }).innerText(),
  ).toBe(shown);
  await page.keyboard.press("Enter");
  const said = page.locator(".quick-add-note");
  await expect.poll(() => said.innerText()).toMatch(new RegExp(`^(Added ${copies} × |)${escaped(name)}`));
}

// Both widths at once: each mostly waits on the page between keys.
describe.concurrent.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("quick add at $width px", ({ width, height }) => {
  it(
    "builds a legal deck with the keyboard only and saves it with Ctrl+S",
    { timeout: 240_000 },
    async ({ expect }) => {
      const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width, height } });
      await signUp(context, "Quick Adder");
      const page = await context.newPage();
      await page.goto("/decks/new");
      await expect.poll(() => page.getByRole("button", { name: "Create and open the builder" }).isEnabled()).toBe(true);
      await tabTo(page, "Name");
      await page.keyboard.type(`Typed Traders ${width}`);
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/decks\/[^/]+\/edit$/);
      await expect.poll(() => page.getByRole("combobox", { name: "Quick add" }).isEnabled()).toBe(true);
      await tabTo(page, "Quick add");

      for (const { card, quantity } of deck.entries) {
        // Each line as a player types it: a count and the start of a name ("3 cutl"), more of it when that is not enough.
        const typedName = card.name.slice(0, 5);
        await quickAdd(page, { copies: card.type === "SHIP" ? 1 : quantity, name: card.name, typedName }, expect);
      }
      const counts = page.getByTestId("builder-counts");
      await expect.poll(() => counts.innerText()).toContain("Legal");
      expect(await counts.innerText()).not.toContain("Not legal");

      await page.keyboard.press("Control+s");
      await untilSaved(page, 2);
      await page.reload();
      await expect.poll(() => page.getByTestId("builder-counts").innerText()).toContain("Captain's 60/60");
      await page.screenshot({ path: `test-results/quick-add-${width}.png` });

      // Grouped by cost on demand, and still so after a reload.
      const groupBy = page.getByLabel("Group by");
      await groupBy.selectOption("cost");
      await expect
        .poll(() => page.locator(".pane-deck .deck-sections h3").first().innerText())
        .toMatch(/^Cost \d+ \d+$/);
      await page.reload();
      await expect.poll(() => groupBy.inputValue()).toBe("cost");
      await expect
        .poll(() => page.locator(".pane-deck .deck-sections h3").first().innerText())
        .toMatch(/^Cost \d+ \d+$/);
      await context.close();
    },
  );
});

describe("quick add typed in one go", () => {
  it("adds a whole name typed with Enter before any name is suggested, and says when no card has the name", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 900 } });
    const deckPath = await signUpWithNewDeck(context, "Fast Typist");
    const page = await context.newPage();
    await page.goto(`${deckPath}/edit`);
    const box = page.getByRole("combobox", { name: "Quick add" });
    await expect.poll(() => box.isEnabled()).toBe(true);
    const gear = deck.entries.find((e) => e.card.type === "GEAR")!.card;
    await box.focus();
    // No delay between keys: Enter comes long before the suggestions' debounce ends.
    await page.keyboard.type(`2 ${gear.name.toLowerCase()}`);
    await page.keyboard.press("Enter");
    const note = page.locator(".quick-add-note");
    await expect.poll(() => note.innerText()).toBe(`Added 2 × ${gear.name}.`);
    expect(await box.inputValue()).toBe("");
    await expect.poll(() => page.getByTestId("captain-count").innerText()).toMatch(/^2\b/);

    await page.keyboard.type("2 zzqx vorn");
    await page.keyboard.press("Enter");
    await expect.poll(() => note.innerText()).toBe("No card is named zzqx vorn: pick one of the names suggested.");
    expect(await box.inputValue()).toBe("2 zzqx vorn");
    await context.close();
  });
});

describe("the header's suggestions", () => {
  const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
  const start = ship.name.slice(0, 4).toLowerCase();

  it("opens a suggested card's page with ↓ and Enter, and searches with Enter from the box", async () => {
    const context = await browser.newContext({ baseURL: inject("baseUrl") });
    const page = await context.newPage();
    await page.goto("/rules");
    const box = page.getByRole("combobox", { name: "Quick search" });
    await expect.poll(() => box.isEnabled()).toBe(true);
    await page.keyboard.press("/");
    await page.keyboard.type(start);
    const names = page.getByRole("listbox", { name: "Cards to open" }).getByRole("option");
    await expect.poll(() => names.allInnerTexts()).toContain(ship.name);
    const at = (await names.allInnerTexts()).indexOf(ship.name);
    for (let i = 0; i <= at; i++) await page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await names.nth(at).getAttribute("id"));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `/cards/${ship.slug}`);
    expect(await box.inputValue()).toBe("");

    await page.keyboard.press("/");
    await page.keyboard.type(start);
    await expect.poll(() => names.count()).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/cards" && url.searchParams.get("q") === start);
    await context.close();
  });
});
