// axe-core as the specs run it: in the page itself (legacy mode), as our pages have no frames, where the default mode
// opens a blank page per run to merge the frames' results; and only violations gathered node by node (the specs read
// nothing else, and color-contrast passes on a long page are thousands of nodes, each given a selector).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}
