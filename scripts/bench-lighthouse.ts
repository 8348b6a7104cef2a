// `npm run bench:lighthouse`: Lighthouse (its default mobile profile: a slow
// phone on a slow network, simulated) on the home page, the catalogue, a card
// page, the rules reference and the deck builder, on the production build
// served as `npm start` serves it, with Debian's Chromium, offline. Prints a
// table (the median of the runs per page); asserts nothing.
//   Options: --runs=1, --pages=home,rules (names' first words; all by default),
//   --save=DIR (each run's full Lighthouse report as JSON, to see where the time goes)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { readCatalogue } from "../seed/read-catalogue";
import { startBenchSite } from "./bench/bench-site";
import { serveEmptyNextPage } from "./bench/empty-next-page";
import { serveScriptlessCopy } from "./bench/scriptless-copy";
import { formatTable, percentile } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const RUNS = Number(arg("runs") ?? 1);
const ONLY = arg("pages")?.split(",");
const SAVE = arg("save");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
const log = (line: string) => console.log(`[bench:lighthouse] ${line}`);

const { cards } = readCatalogue();
const card = cards.find((c) => c.type === "SHIP")!;

/** Signs up a player in a browser and opens a deck in the builder: its address, and the session cookie. */
async function builderSession(baseUrl: string): Promise<{ path: string; cookie: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto("/signup");
    const email = `lighthouse-${Date.now()}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Create account" }).click();
    // Sign-up answers every address alike, then offers to sign in; a new player lands on their decks.
    await page.getByRole("button", { name: `Sign in as ${email}` }).click();
    await page.waitForURL((url) => url.pathname === "/decks");
    await page.goto("/decks/new");
    await page.getByLabel("Name").fill("Lighthouse Traders");
    await page.getByRole("button", { name: "Create and open the builder" }).click();
    await page.waitForURL(/\/decks\/[^/]+\/edit$/);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    return { path: new URL(page.url()).pathname, cookie };
  } finally {
    await browser.close();
  }
}

interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU in this run: scores fall when other work slows the machine. */
  hostIndex: number;
  /** The scripts the page fetched before its load event, as sent (gzipped): DESIGN.md caps the builder's at 180 kB. */
  firstLoadScriptBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** Bytes of the scripts requested before the load event (later ones are loaded on demand, or prefetched for links). */
function firstLoadScriptBytes(requests: NetworkRequest[], loadAt: number): number {
  return requests
    .filter((r) => r.resourceType === "Script" && (r.networkRequestTime ?? Infinity) <= loadAt)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** One Lighthouse run, or null when Lighthouse could not finish it (it says why). */
async function auditOnce(
  url: string,
  cookie: string | undefined,
  savePath: string | undefined,
): Promise<Scores | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) {
      console.error(`[bench:lighthouse] ${url}: ${runtimeError.code} — ${runtimeError.message}`);
      return null;
    }
    if (savePath) writeFileSync(savePath, JSON.stringify(result.lhr));
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      hostIndex: environment.benchmarkIndex,
      firstLoadScriptBytes: firstLoadScriptBytes(
        (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [],
        (audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ??
          Infinity,
      ),
    };
  } finally {
    chrome.kill();
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, not counted as a 0.
const ATTEMPTS = 3;

async function audit(url: string, cookie: string | undefined, savePath: string | undefined): Promise<Scores> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const scores = await auditOnce(url, cookie, savePath);
    if (scores) return scores;
  }
  throw new Error(`Lighthouse could not finish ${url} in ${ATTEMPTS} attempts`);
}

const median = (runs: Scores[], key: keyof Scores) =>
  percentile(
    runs.map((r) => r[key]),
    50,
  );

const bench = await startBenchSite({ workers: availableParallelism(), log });
const baseline = await serveScriptlessCopy(bench.site.url).catch(async (error: unknown) => {
  await bench.stop();
  throw error;
});
log("building and serving an empty Next.js page…");
const floor = await serveEmptyNextPage().catch(async (error: unknown) => {
  await baseline.stop();
  await bench.stop();
  throw error;
});
try {
  const base = bench.site.url;
  const builder = await builderSession(base);
  const allPages: { name: string; url: string; cookie?: string; baseline?: true }[] = [
    // The baseline: the home page's own HTML and stylesheets without the framework's scripts, measured in the same run.
    { name: "baseline (home without its scripts)", url: `${baseline.url}/`, baseline: true },
    // The floor: the framework's own scripts on a page with nothing else, so the gap above it is ours.
    { name: "floor (an empty Next.js page)", url: `${floor.url}/` },
    { name: "home", url: `${base}/` },
    { name: "catalogue", url: `${base}/cards` },
    { name: "card page", url: `${base}/cards/${card.slug}` },
    { name: "rules reference", url: `${base}/rules` },
    { name: "deck builder", url: `${base}${builder.path}`, cookie: builder.cookie },
  ];
  const pages = ONLY ? allPages.filter((p) => ONLY.includes(p.name.split(" ")[0]!)) : allPages;
  if (SAVE) mkdirSync(SAVE, { recursive: true });
  // Cached pages are rendered by their first request; Lighthouse measures the ones after.
  for (const page of pages)
    for (let i = 0; i < 4; i++) await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} });
  const rows: string[][] = [];
  let baselinePerformance: number | undefined;
  for (const page of pages) {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i++) {
      log(`${page.name} (${page.url}), run ${i + 1} of ${RUNS}`);
      const savePath = SAVE ? join(SAVE, `${page.name.split(" ")[0]}-${i + 1}.json`) : undefined;
      runs.push(await audit(page.url, page.cookie, savePath));
    }
    const performance = median(runs, "performance");
    if (page.baseline) baselinePerformance = performance;
    rows.push([
      page.name,
      String(performance),
      baselinePerformance ? (performance / baselinePerformance).toFixed(2) : "",
      // The spread says how much of a difference is the machine's noise (other work on its two cores).
      `${Math.min(...runs.map((r) => r.performance))}–${Math.max(...runs.map((r) => r.performance))}`,
      String(median(runs, "accessibility")),
      `${(median(runs, "fcp") / 1000).toFixed(1)} s`,
      `${(median(runs, "lcp") / 1000).toFixed(1)} s`,
      `${Math.round(median(runs, "tbt"))} ms`,
      median(runs, "cls").toFixed(3),
      String(Math.round(median(runs, "hostIndex"))),
      `${Math.round(median(runs, "firstLoadScriptBytes") / 1000)} kB`,
    ]);
  }
  console.log(
    `\nLighthouse, mobile profile (simulated slow 4G and a 4× slower CPU), median of ${RUNS} run${RUNS === 1 ? "" : "s"}:\n`,
  );
  console.log(
    formatTable(
      [
        "page",
        "performance",
        "× baseline",
        "runs' range",
        "accessibility",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "host CPU index",
        "first-load JS (gzip)",
      ],
      rows,
    ),
  );
  console.log(
    "\nfloor: a page of one heading and one paragraph built with the same Next.js and served by `next start`: beyond the runs' noise, no page of the site can score above what the framework's own scripts allow on this machine.",
  );
  console.log(
    "host CPU index: Lighthouse's benchmark of this machine during the runs (median); about 2,000 when the machine is quiet here, lower when other work shares its cores.",
  );
  // The same pages score differently in another browser version (its own start-up and layout costs): the table names it.
  const version = /\d+(?:\.\d+)+/.exec(
    execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  )?.[0];
  console.log(`browser: ${CHROMIUM}, version ${version ?? "unknown"}`);
} finally {
  await floor.stop();
  await baseline.stop();
  await bench.stop();
}
