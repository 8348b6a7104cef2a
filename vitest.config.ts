import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { integrationFilesChangingTheProcess } from "./tests/setup/isolated-files.ts";
import SystemFirstSequencer from "./tests/setup/sequencer.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const shared = {
  resolve: {
    alias: {
      "@": root,
      // Server-only modules are imported by tests running in Node, not by a client bundle.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
};

// Long system tests: crash safety, backup and restore, start-up, the 5 MB parser page. Their own project, started first.
const SYSTEM = [
  "tests/crash-safety.int.test.ts",
  "lib/database/backup/backup-restore.int.test.ts",
  "scripts/db-backup-restore.int.test.ts",
  "scripts/start.int.test.ts",
  "tests/migrations-keep-data.int.test.ts",
  "lib/glossary/import/parse-reference-large-page.test.ts",
];
const INTEGRATION_FOLDERS = ["lib", "seed", "scripts", "tests", "app"];
const INTEGRATION = `{${INTEGRATION_FOLDERS.join(",")}}/**/*.int.test.ts`;
const ISOLATED = integrationFilesChangingTheProcess(root, INTEGRATION_FOLDERS);
const integrationAlias = {
  ...shared.resolve.alias,
  "next/cache": fileURLToPath(new URL("./tests/setup/next-cache-outside-next.ts", import.meta.url)),
};
// Password hashing at a test cost (lib/auth/password.ts): the hash format and its checks are the same.
const TEST_ENV = { STARPORT_TEST_SCRYPT_COST: "16384" };
// Both integration projects: a database each file clones, and room for a busy machine.
const integrationTest = {
  env: TEST_ENV,
  globalSetup: ["./tests/setup/database.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    // Two files at a time: most wait on PostgreSQL, a site or a browser rather than on a core. Three starved
    // PostgreSQL's pools on a busy 2-core machine (Prisma P2028, transactions not started in time).
    maxWorkers: 2,
    sequence: { sequencer: SystemFirstSequencer },
    projects: [
      {
        resolve: { alias: integrationAlias },
        test: {
          name: "system",
          include: SYSTEM,
          globalSetup: ["./tests/setup/database.ts"],
          env: TEST_ENV,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          name: "unit",
          include: ["{lib,seed,components,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**", ...SYSTEM],
          environment: "node",
          // Pure modules with no mocks and no per-file state: one module graph per worker, not one per file.
          isolate: false,
          // Property tests and password hashing are CPU-bound: a busy 2-core machine needs room (a limit, not a measurement).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: integrationAlias },
        test: {
          name: "integration",
          include: [INTEGRATION],
          exclude: ["node_modules/**", ...SYSTEM, ...ISOLATED],
          // One module graph per worker (each file still has its own database): a process per file loaded Prisma and
          // the domain afresh.
          isolate: false,
          ...integrationTest,
        },
      },
      {
        resolve: { alias: integrationAlias },
        test: {
          name: "integration-isolated",
          include: ISOLATED,
          exclude: ["node_modules/**", ...SYSTEM],
          ...integrationTest,
        },
      },
      {
        ...shared,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          // One module graph per worker: each spec imported Playwright, Prisma and the catalogue afresh.
          isolate: false,
          env: TEST_ENV,
          // Every wait on the page (expect.poll) may take this long on a busy machine; it ends as soon as the page is there.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          globalSetup: ["./tests/setup/database.ts", "./tests/setup/site.ts"],
          setupFiles: ["./tests/setup/wait-for-site.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
