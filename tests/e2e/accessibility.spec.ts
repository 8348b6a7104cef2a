import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { axeViolations } from "./axe";
import { launchBrowser } from "./browser";
import { signUp } from "./sign-up";

// axe-core in Chromium on the pages Lighthouse measures: no serious or critical violation.
const { cards } = readCatalogue();
const ship = cards.find((c) => c.type === "SHIP")!;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject("baseUrl") });
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(path: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator(".user-menu:not([aria-busy])").waitFor();
  const violations = await axeViolations(page, {
    tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
  });
  await page.close();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
}

describe("accessibility (axe-core) in Chromium", () => {
  // Signed out, a few at a time: each waits mostly on the browser.
  describe.concurrent("the pages Lighthouse measures", () => {
    for (const path of ["/", "/cards", `/cards/${ship.slug}`, "/rules"]) {
      // axe visits every node: the rules reference has thousands, which takes a while on a busy machine.
      it(`finds no serious or critical violation on ${path}`, { timeout: 240_000 }, async ({ expect }) => {
        expect(await seriousViolations(path)).toEqual([]);
      });
    }
  });

  it("finds no serious or critical violation in the deck builder", async () => {
    await signUp(context, "Axe Builder");
    const page = await context.newPage();
    await page.goto("/decks/new");
    await page.getByLabel("Name").fill("Accessible Traders");
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    const path = new URL(page.url()).pathname;
    await page.close();
    expect(await seriousViolations(path)).toEqual([]);
  });
});
