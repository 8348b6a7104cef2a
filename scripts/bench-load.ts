// `npm run bench:load`: pages under load on the production build, served as
// `npm start` serves them (scripts/serve.ts, one worker per core), on a scratch
// embedded database. autocannon, 20 connections, bounded runs, each request
// accepting gzip as every browser does. The first table is every page against
// a static path's 404 measured in the same run (then the largest pages again
// without compression); the second is page traffic alone and then beside a
// maximal decklist check; the third is every card page alone and then while
// public decks keep changing (five public decks, each holding a fifth of the
// catalogue, renamed in turn: the database marks what a save would); the fourth
// is card and catalogue pages alone and while comments are posted on a public
// deck (written and marked as a post marks them: only that deck's page). Prints
// tables; asserts nothing. Table 1 also has the search page, its results as typed, the search API and autocomplete
// each asked a new query on every request (nothing cached can answer it), and the floor under a page rendered per
// request: an empty page Next renders for each new query (scripts/bench/empty-next-page.ts).
// Kept pages are run with two client threads: one autocannon thread reading their answers saturates before the site
// does (a shared deck page: the client at 100% of a core, the site's two workers at 31% and 25%). Each row also gives
// the site's own CPU per answer, whatever the client manages. New queries keep one thread (one seeded sequence).
//   Options: --duration=10 (seconds per run) --connections=20 --workers=<cores> --client-threads=2
//   --deck-changes=2 (public deck changes per second in table 3) --comments=5 (comments per second in table 4)
//   --tables=1,2,3,4
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { request } from "node:http";
import autocannon from "autocannon";
import { Client } from "pg";
import { readCatalogue } from "../seed/read-catalogue";
import { searchWords } from "../lib/cards/normalise-name";
import { startBenchSite } from "./bench/bench-site";
import { serveEmptyNextPage } from "./bench/empty-next-page";
import { treeCpuMs } from "./bench/process-cpu";
import { formatTable, percentile } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const DURATION = Number(arg("duration") ?? 10);
const CONNECTIONS = Number(arg("connections") ?? 20);
const WORKERS = Number(arg("workers") ?? availableParallelism());
const CLIENT_THREADS = Number(arg("client-threads") ?? 2);
const DECK_CHANGES = Number(arg("deck-changes") ?? 2);
const COMMENTS = Number(arg("comments") ?? 5);
const TABLES = new Set((arg("tables") ?? "1,2,3,4").split(",").map(Number));
const log = (line: string) => console.log(`[bench:load] ${line}`);

const { cards, sets } = readCatalogue();
const card = cards.find((c) => c.type === "CREW")!;
// Every other card has a front image (scripts/bench/bench-site.ts): one card page is measured without, one with.
const picturedCard = cards.find((c) => c.type === "CREW" && c.slug !== card.slug)!;
const BASELINE = "/_next/static/chunks/starport-bench-missing.js";
const PAGES: { path: string; kind: string }[] = [
  { path: "/", kind: "catalogue" },
  { path: `/cards/${card.slug}`, kind: "card, no image" },
  { path: `/cards/${picturedCard.slug}`, kind: "card, image" },
  { path: `/sets/${sets[0]!.code.toLowerCase()}`, kind: "catalogue" },
  { path: "/rules", kind: "catalogue" },
  { path: "/rules/Trifling", kind: "catalogue" },
  { path: "/syntax", kind: "catalogue" },
  { path: "/decks/public", kind: "deck" },
  { path: "/cards", kind: "search" },
  { path: "/cards?q=crew", kind: "search" },
  { path: "/api/v1/cards?q=crew", kind: "search" },
];
/**
 * Search as you type sends a query never asked before on every keystroke (issue 37): two name words of the catalogue,
 * each typed a random 3+ letters, from a seeded generator; a query asked before (in `asked`) is skipped, so every
 * request is a new query the caches have not kept.
 */
function newQueries(seed: number, asked: Set<string>): () => string {
  const words = [...new Set(cards.flatMap((c) => searchWords(c.name)))].filter((w) => w.length >= 4);
  let state = seed;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const typed = () => {
    const word = words[Math.floor(random() * words.length)]!;
    return word.slice(0, 3 + Math.floor(random() * (word.length - 2)));
  };
  return () => {
    for (;;) {
      const query = `${typed()} ${typed()}`;
      if (asked.has(query)) continue;
      asked.add(query);
      return query;
    }
  };
}
/** Each new-query row is first warmed this long with other new queries, unmeasured (kept pages are warmed too). */
const WARM_SECONDS = 5;
const NEW_QUERY_PAGES: { label: string; path: (q: string) => string }[] = [
  { label: "/cards?q=<a new query each request>", path: (q) => `/cards?${new URLSearchParams({ q })}` },
  // What the search page asks for as the player types, in place of rendering itself again (ADR 016).
  {
    label: "/catalogue/results?q=<a new query each request>",
    path: (q) => `/catalogue/results?${new URLSearchParams({ q })}`,
  },
  { label: "/api/v1/cards?q=<a new query each request>", path: (q) => `/api/v1/cards?${new URLSearchParams({ q })}` },
  {
    label: "/api/v1/cards/autocomplete?q=<a new query each request>",
    path: (q) => `/api/v1/cards/autocomplete?${new URLSearchParams({ q })}`,
  },
];
const FLOOR_LABEL = "an empty Next.js page rendered per request (floor)";
const MIX = ["/", `/cards/${card.slug}`, "/rules/Trifling", `/sets/${sets[0]!.code.toLowerCase()}`, "/cards?q=crew"];

/** 10,000 short lines, under the 50,000-character cap: the largest list a visitor can send. */
const BIG_DECKLIST = Array.from(
  { length: 10_000 },
  (_, i) => `1 ${["ab", "cd", "ef", "gh", "ij", "kl", "mn", "op", "qr"][i % 9]}`,
).join("\n");

interface Run {
  reqPerSec: number;
  /** Bytes read per answer, headers included: kept pages are served at about the same bytes per second. */
  bytesPerAnswer: number;
  p50: number;
  p99: number;
  errors: number;
  /** The site's CPU (every process of it) per answer, in milliseconds. */
  siteCpuMs: number;
}

/** What a browser sends: it accepts compressed answers. */
const BROWSER = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*" };

async function load(
  url: string,
  paths: string[],
  options: {
    expectStatus?: number;
    headers?: Record<string, string>;
    newPath?: () => string;
    duration?: number;
    /** The server whose CPU is counted: the site's unless given. */
    pid?: number;
  } = {},
): Promise<Run> {
  const expectStatus = options.expectStatus ?? 200;
  const { newPath } = options;
  const pid = options.pid ?? bench.site.process.pid!;
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION,
    // A function cannot cross to a client thread: new queries come from this one.
    workers: newPath || CLIENT_THREADS < 2 ? undefined : CLIENT_THREADS,
    headers: options.headers ?? BROWSER,
    requests: newPath
      ? [{ method: "GET", setupRequest: (request) => ({ ...request, path: newPath() }) }]
      : paths.map((path) => ({ method: "GET", path })),
  });
  const stats = Object.entries(result.statusCodeStats ?? {}).map(
    ([code, stat]) => [Number(code), stat.count ?? 0] as const,
  );
  const unexpected = stats.filter(([code]) => code !== expectStatus).reduce((n, [, count]) => n + count, 0);
  return {
    reqPerSec: result.requests.average,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    siteCpuMs: result.requests.total ? (treeCpuMs(pid) - cpuBefore) / result.requests.total : 0,
  };
}

/** A request on a new connection, so each worker of the cluster gets its share of the warm-up. */
function fetchOnce(
  url: string,
  options: { method?: string; body?: string } = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      // A page is warmed as a browser asks for it: the server keeps its compressed copy then.
      {
        method: options.method ?? "GET",
        agent: false,
        headers: options.body ? { "content-type": "text/plain" } : BROWSER,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

const bench = await startBenchSite({ workers: WORKERS, log, withoutImages: [card.slug] });
const db = new Client({ connectionString: bench.databaseUrl });
try {
  const url = bench.site.url;
  await db.connect();
  const decks = await benchPublicDecks(db);
  // A shared public deck page, as a crowd opens it from a link (issue 31: ≥ 1,000 req/s).
  const pages = [...PAGES, { path: `/decks/${decks[0]}`, kind: "deck" }];
  log("warming the caches of every worker…");
  for (const { path } of pages) for (let i = 0; i < WORKERS * 3; i++) await fetchOnce(`${url}${path}`);

  if (TABLES.has(1)) await tableOne(url, db, pages);
  if (TABLES.has(2)) await tableTwo(url);
  if (TABLES.has(3)) await tableThree(url, db, decks);
  if (TABLES.has(4)) await tableFour(url, db, decks[0]!);
} finally {
  await db.end();
  await bench.stop();
}

async function tableOne(url: string, db: Client, pages: typeof PAGES) {
  log(`table 1: each page for ${DURATION} s with ${CONNECTIONS} connections`);
  const baseline = await load(url, [BASELINE], { expectStatus: 404 });
  const rows: [string, string, Run][] = [["404 of a static path (baseline)", "baseline", baseline]];
  for (const page of pages) {
    log(`  ${page.path}`);
    rows.push([page.path, page.kind, await load(url, [page.path])]);
  }
  // The pictured card's page again once its image is removed (an editor's removal drops the kept page): the same
  // card with and without an image, side by side (issue 38: pages with images as fast as before).
  const picturedPath = `/cards/${picturedCard.slug}`;
  await db.query(`DELETE FROM card_image WHERE "cardId" = (SELECT id FROM card WHERE slug = $1)`, [picturedCard.slug]);
  for (let i = 0; i < WORKERS * 3; i++) await fetchOnce(`${url}${picturedPath}`);
  log(`  ${picturedPath}, its image removed`);
  rows.push([`${picturedPath} (its image removed)`, "card, no image", await load(url, [picturedPath])]);
  const asked = new Set<string>();
  const [warm, next] = [newQueries(73, asked), newQueries(37, asked)];
  for (const page of NEW_QUERY_PAGES) {
    log(`  ${page.label}`);
    // A site that has served a while has compiled its code and prepared its statements; the measured queries stay new.
    await load(url, [], { newPath: () => page.path(warm()), duration: WARM_SECONDS });
    rows.push([page.label, "search, uncached", await load(url, [], { newPath: () => page.path(next()) })]);
  }
  const floor = await frameworkFloor(warm, next);
  rows.push([FLOOR_LABEL, "framework floor", floor]);
  console.log(
    `\nPages under load (${WORKERS} workers, ${CONNECTIONS} connections from ${CLIENT_THREADS} client threads, new queries from one; ${DURATION} s each):\n`,
  );
  console.log(
    formatTable(
      [
        "page",
        "kind",
        "kB per answer",
        "site CPU ms per answer",
        "req/s",
        "p50 ms",
        "p99 ms",
        "errors",
        "× baseline req/s",
      ],
      rows.map(([path, kind, run]) => [
        path,
        kind,
        fmt(run.bytesPerAnswer / 1000, 1),
        fmt(run.siteCpuMs, 2),
        fmt(run.reqPerSec),
        fmt(run.p50),
        fmt(run.p99),
        fmt(run.errors),
        fmt(run.reqPerSec / baseline.reqPerSec, 2),
      ]),
    ),
  );

  const firstLoad = rows.find(([label]) => label === NEW_QUERY_PAGES[0]!.label)![2];
  console.log(
    `\nThe floor under a page rendered per request: Next alone took ${fmt(floor.siteCpuMs, 2)} ms of CPU an answer for an ` +
      `empty page (one next start process), so ${WORKERS} cores answer at most ${fmt((WORKERS * 1000) / floor.siteCpuMs)} ` +
      `a second at that cost alone; the search page's first load took ${fmt(firstLoad.siteCpuMs, 2)} ms.`,
  );

  const LARGEST = ["/rules", `/sets/${sets[0]!.code.toLowerCase()}`, "/cards"];
  const identity: [string, Run][] = [];
  for (const path of LARGEST) identity.push([path, await load(url, [path], { headers: {} })]);
  console.log(`\nThe largest pages again, for a client that does not accept compression:\n`);
  console.log(
    formatTable(
      ["page", "req/s", "p50 ms", "p99 ms", "errors", "× baseline req/s"],
      identity.map(([path, run]) => [
        path,
        fmt(run.reqPerSec),
        fmt(run.p50),
        fmt(run.p99),
        fmt(run.errors),
        fmt(run.reqPerSec / baseline.reqPerSec, 2),
      ]),
    ),
  );
}

/**
 * An empty page Next renders for each request (it reads the query), served by `next start` beside the site: what the
 * framework alone costs a first load of the search page. One process, so its CPU an answer compares, not its req/s.
 */
async function frameworkFloor(warm: () => string, next: () => string): Promise<Run> {
  log(`  ${FLOOR_LABEL}: building and serving it…`);
  const floor = await serveEmptyNextPage();
  const path = (q: string) => `/per-request?${new URLSearchParams({ q })}`;
  try {
    await load(floor.url, [], { newPath: () => path(warm()), duration: WARM_SECONDS, pid: floor.pid });
    return await load(floor.url, [], { newPath: () => path(next()), pid: floor.pid });
  } finally {
    await floor.stop();
  }
}

async function tableTwo(url: string) {
  log("table 2: page traffic alone, then beside a 10,000-line decklist check sent again and again");
  const alone = await load(url, MIX);
  const decklist: { status: number; ms: number }[] = [];
  let running = true;
  const sender = (async () => {
    while (running)
      decklist.push(
        await fetchOnce(`${url}/api/v1/decks/validate?format=standard`, { method: "POST", body: BIG_DECKLIST }),
      );
  })();
  const beside = await load(url, MIX);
  running = false;
  await sender;
  const ms = decklist.map((d) => d.ms);
  const statuses = [...new Set(decklist.map((d) => d.status))].join(", ");
  console.log(`\nPage traffic (${MIX.join(", ")}) with and without a maximal decklist check running:\n`);
  console.log(
    formatTable(
      ["page traffic", "req/s", "p50 ms", "p99 ms", "errors"],
      [
        ["alone", fmt(alone.reqPerSec), fmt(alone.p50), fmt(alone.p99), fmt(alone.errors)],
        ["beside the decklist check", fmt(beside.reqPerSec), fmt(beside.p50), fmt(beside.p99), fmt(beside.errors)],
      ],
    ),
  );
  console.log(
    `\nDecklist checks sent meanwhile: ${decklist.length}, answered ${statuses || "none"}; ` +
      `time each p50 ${fmt(percentile(ms, 50))} ms, max ${fmt(Math.max(...ms, 0))} ms.`,
  );
}

async function tableThree(url: string, db: Client, decks: string[]) {
  log(`table 3: every card page, alone and while public decks change ${DECK_CHANGES} times a second`);
  const cardPages = cards.map((c) => `/cards/${c.slug}`);
  for (const path of cardPages) for (let i = 0; i < WORKERS * 2; i++) await fetchOnce(`${url}${path}`);
  const quiet = await load(url, cardPages);
  let changes = 0;
  // Every change is waited for before the connection closes: one still queued then was an unhandled "Connection terminated".
  const writes: Promise<unknown>[] = [];
  const failures: Error[] = [];
  const changer = setInterval(() => {
    const deckId = decks[changes++ % decks.length]!;
    const write = db.query(`UPDATE "deck" SET "name" = $2, "updatedAt" = now() WHERE "id" = $1`, [
      deckId,
      `Bench Traders ${changes}`,
    ]);
    writes.push(write.catch((error: Error) => failures.push(error)));
  }, 1000 / DECK_CHANGES);
  const churning = await load(url, cardPages);
  clearInterval(changer);
  await Promise.all(writes);
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${changes} public deck changes failed: ${failures[0]!.message}`);
  console.log(
    `\nEvery card page (${cardPages.length}), alone and while public decks change (${changes} changes in ${DURATION} s):\n`,
  );
  console.log(
    formatTable(
      ["card pages", "req/s", "p50 ms", "p99 ms", "errors", "× alone req/s"],
      [
        ["alone", fmt(quiet.reqPerSec), fmt(quiet.p50), fmt(quiet.p99), fmt(quiet.errors), "1.00"],
        [
          "while public decks change",
          fmt(churning.reqPerSec),
          fmt(churning.p50),
          fmt(churning.p99),
          fmt(churning.errors),
          fmt(churning.reqPerSec / quiet.reqPerSec, 2),
        ],
      ],
    ),
  );
}

async function tableFour(url: string, db: Client, deckId: string) {
  log(`table 4: card and catalogue pages, alone and while ${COMMENTS} comments a second are posted on a public deck`);
  const paths = [...cards.slice(0, 40).map((c) => `/cards/${c.slug}`), "/", "/cards", "/rules/Trifling"];
  const quiet = await load(url, paths);
  const author = (await db.query<{ id: string }>(`SELECT "ownerId" AS id FROM "deck" WHERE "id" = $1`, [deckId]))
    .rows[0]!.id;
  let posted = 0;
  const writes: Promise<unknown>[] = [];
  const failures: Error[] = [];
  // As lib/comments/post-comment.ts writes a comment: the row, then its deck's page marked stale (and nothing else).
  const poster = setInterval(() => {
    const n = ++posted;
    const write = db
      .query(`INSERT INTO "comment" ("id", "deckId", "authorId", "body") VALUES ($1, $2, $3, $4)`, [
        `c${randomBytes(12).toString("hex")}`,
        deckId,
        author,
        `Bench comment ${n} on [[${card.name}]]`,
      ])
      .then(() => db.query(`SELECT tag FROM starport_mark_tags_stale($1::text[])`, [[`deck:${deckId}`]]));
    writes.push(write.catch((error: Error) => failures.push(error)));
  }, 1000 / COMMENTS);
  const posting = await load(url, paths);
  clearInterval(poster);
  await Promise.all(writes);
  if (failures.length > 0) throw new Error(`${failures.length} of ${posted} comments failed: ${failures[0]!.message}`);
  console.log(
    `\nCard and catalogue pages (${paths.length}), alone and while comments are posted (${posted} in ${DURATION} s):\n`,
  );
  console.log(
    formatTable(
      ["pages", "req/s", "p50 ms", "p99 ms", "errors", "× alone req/s"],
      [
        ["alone", fmt(quiet.reqPerSec), fmt(quiet.p50), fmt(quiet.p99), fmt(quiet.errors), "1.00"],
        [
          "while comments are posted",
          fmt(posting.reqPerSec),
          fmt(posting.p50),
          fmt(posting.p99),
          fmt(posting.errors),
          fmt(posting.reqPerSec / quiet.reqPerSec, 2),
        ],
      ],
    ),
  );
}

/** Five public decks of one bench player, deck k holding every card whose id is k modulo 5. */
async function benchPublicDecks(db: Client): Promise<string[]> {
  const owner = `bench-owner-${Date.now()}`;
  await db.query(`INSERT INTO "user" ("id", "email", "name") VALUES ($1, $2, 'Bench Player')`, [
    owner,
    `${owner}@example.test`,
  ]);
  const ids: string[] = [];
  for (let k = 0; k < 5; k++) {
    // Shaped as the site's own ids (cuids): only such an address is a deck page the server may keep.
    const id = `c${randomBytes(12).toString("hex")}`;
    await db.query(
      `INSERT INTO "deck" ("id", "ownerId", "name", "formatId", "visibility", "updatedAt") VALUES ($1, $2, $3, 'standard', 'PUBLIC', now())`,
      [id, owner, `Bench Traders ${k}`],
    );
    await db.query(
      `INSERT INTO "deck_card" ("deckId", "cardId", "quantity") SELECT $1, "id", 1 FROM "card" WHERE "id" % 5 = $2`,
      [id, k],
    );
    ids.push(id);
  }
  return ids;
}
