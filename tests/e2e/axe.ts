// axe-core as the specs run it: in the page itself, as our pages have no frames; its source evaluated once per page
// and then run once per check (@axe-core/playwright evaluated it twice per run, the larger part of a contrast check's
// CPU); only violations gathered node by node (the specs read nothing else, and color-contrast passes on a long page
// are thousands of nodes, each given a selector).
import axe from "axe-core";
import type { Page } from "playwright-core";

type Check = { rules: string[] } | { tags: string[] };

/** The violations of these rules (or of the rules with these tags) on the page as it is now. */
export async function axeViolations(page: Page, check: Check): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly =
    "rules" in check ? { type: "rule", values: check.rules } : { type: "tag", values: check.tags };
  return page.evaluate(
    async (options) => (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    { runOnly, resultTypes: ["violations"] } satisfies axe.RunOptions,
  );
}
