// Before each end-to-end file: the site the global set-up builds and starts in the background answers, or the
// file fails at once with the reason it will not.
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";

// A build from scratch on a busy 2-core machine: a limit, not a measurement.
const DEADLINE_MS = 20 * 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

const until = Date.now() + DEADLINE_MS;
while (!(await answers(inject("baseUrl")))) {
  if (existsSync(inject("siteFailure"))) throw new Error(readFileSync(inject("siteFailure"), "utf8"));
  if (Date.now() > until) throw new Error(`the site did not answer at ${inject("baseUrl")} in time`);
  await sleep(500);
}
