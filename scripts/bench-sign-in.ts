// `npm run bench:sign-in`: how long a refused sign-in takes for an address with an account and for one
// without, over the same number of alternating tries at the production scrypt cost (issue 36, item 4:
// the means differ by no more than 10%). A fresh window per pair, so every try checks a password.
// Prints a table; asserts nothing. Options: --tries=20
import { ensureDatabase, startScratchPostgres } from "../lib/database/embedded-postgres";
import { DATABASE_NAME } from "../lib/database/open-database";
import { migrateAndSeed } from "../seed/prepare-database";
import { formatTable, percentile } from "./bench/stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const TRIES = Number(arg("tries") ?? 20);

const server = await startScratchPostgres();
try {
  const url = server.url(DATABASE_NAME);
  await ensureDatabase(server.url("postgres"), DATABASE_NAME);
  await migrateAndSeed({ url, log: () => {} });
  process.env.DATABASE_URL = url;
  const { signUp } = await import("../lib/auth/sign-up");
  const { signInWithPassword } = await import("../lib/auth/sign-in");
  const known = "bench-known@example.test";
  const unknown = "bench-unknown@example.test";
  await signUp({ email: known, password: "quiet lanterns drift over regina" });
  const spent = { known: [] as number[], unknown: [] as number[] };
  const start = Date.parse("2026-03-01T10:00:00Z");
  for (let i = 0; i < TRIES; i++) {
    const now = new Date(start + i * 16 * 60_000);
    for (const who of i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
      const began = performance.now();
      const answer = await signInWithPassword({ email: who === "known" ? known : unknown, password: "wrong", now });
      spent[who].push(performance.now() - began);
      if (answer.ok) throw new Error("a wrong password was accepted");
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const row = (who: "known" | "unknown") => [
    who === "known" ? "address with an account" : "address without one (baseline)",
    mean(spent[who]).toFixed(1),
    percentile(spent[who], 50).toFixed(1),
    (mean(spent[who]) / mean(spent.unknown)).toFixed(3),
  ];
  console.log(`${TRIES} refused sign-ins each, alternating`);
  console.log(formatTable(["address", "mean ms", "median ms", "mean / baseline"], [row("unknown"), row("known")]));
  const gap = Math.abs(mean(spent.known) - mean(spent.unknown)) / Math.max(mean(spent.known), mean(spent.unknown));
  console.log(`difference of the means: ${(gap * 100).toFixed(1)}% (target ≤ 10%)`);
  const { prisma } = await import("../lib/db");
  await prisma.$disconnect();
} finally {
  await server.stop();
}
