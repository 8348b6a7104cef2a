// Chromium from Debian driven by playwright-core (no browser download).
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
