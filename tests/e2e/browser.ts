// Chromium from Debian driven by playwright-core (no browser download).
import { existsSync } from "node:fs";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";

// Debian's headless shell (chromium-headless-shell, what Playwright itself runs headless) when installed: the same
// engine without the full browser around it, half the CPU per page load; else the full Chromium.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

export async function openPage(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ baseURL: inject("baseUrl") });
  await page.goto(path);
  return page;
}

/**
 * Waits until React has hydrated this element (its props are attached to the node), so a click or a key reaches its
 * handler instead of the server's inert HTML. Usable in hooks too (no expect.poll there).
 */
export async function untilInteractive(locator: Locator, timeout = 30_000): Promise<Locator> {
  const node = await locator.elementHandle({ timeout });
  await locator
    .page()
    .waitForFunction((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")), node, { timeout });
  await node.dispose();
  return locator;
}

/**
 * Waits for the builder's "Saved · version N" and for its unsaved-changes guard to step off its history entry:
 * navigating while that step is under way aborts the navigation (net::ERR_ABORTED).
 */
export async function untilSaved(page: Page, version: number): Promise<void> {
  await page
    .getByTestId("save-status")
    .filter({ hasText: `Saved · version ${version}` })
    .waitFor();
  await page.waitForFunction(() => !(window.history.state as { builderGuard?: boolean } | null)?.builderGuard);
}
