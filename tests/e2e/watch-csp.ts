// Records every Content Security Policy violation a page reports, from the
// browser's own event (and its console, which also sees blocked inline code).
import type { BrowserContext, Page } from "playwright-core";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export async function watchCsp(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} ${event.sample}`.trim(),
      );
    });
  });
  const consoleReports = new Map<Page, string[]>();
  context.on("page", (page) => {
    consoleReports.set(page, []);
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleReports.get(page)!.push(message.text());
    });
  });
  return async (page) => [
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
    ...(consoleReports.get(page) ?? []),
  ];
}
