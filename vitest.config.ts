import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["{lib,seed,components,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // Property tests and password hashing are CPU-bound: a busy 2-core machine needs room (a limit, not a measurement).
          testTimeout: 30_000,
        },
      },
      {
        resolve: {
          alias: {
            ...shared.resolve.alias,
            "next/cache": fileURLToPath(new URL("./tests/setup/next-cache-outside-next.ts", import.meta.url)),
          },
        },
        test: {
          name: "integration",
          include: ["{lib,seed,scripts,tests,app}/**/*.int.test.ts"],
          globalSetup: ["./tests/setup/database.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          globalSetup: ["./tests/setup/database.ts", "./tests/setup/site.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
