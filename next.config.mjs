import { fileURLToPath } from "node:url";
import { withSerwist } from "@serwist/turbopack";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build folder lets a second checkout of the tests build beside `npm start`.
  distDir: process.env.STARPORT_DIST_DIR || ".next",
  poweredByHeader: false,
  // pg and the Prisma adapter are Node libraries: keep them out of the bundle.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
  // Cached pages and reads live in each process's memory; their tags are shared
  // through PostgreSQL, so every instance drops what another one revalidates
  // (docs/decisions/009). Compiled from lib/cache/next-cache-handler.ts by scripts/compile-server.mjs.
  cacheHandler: fileURLToPath(new URL("./dist/next-cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // lib/serve compresses, after it has read the page (for its CSP) and once per cached page, and
  // gives buffered answers a SHA-1 ETag: Next's would hash every cached page again per request, in JavaScript.
  compress: false,
  generateEtags: false,
  // The tests' build: `npm test` type-checks the whole project first (npm run check), so the build need not again.
  typescript: { ignoreBuildErrors: process.env.STARPORT_TYPES_CHECKED === "1" },
  // CI builds once from a fresh clone: Turbopack's build cache (about 100 MB) would be written and never read.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== "true" },
  // Addresses people guess, from other card sites and habit, sent where the page is (a query goes along).
  async redirects() {
    return [
      { source: "/search", destination: "/cards", permanent: true },
      { source: "/card/:slug", destination: "/cards/:slug", permanent: true },
      { source: "/login", destination: "/signin", permanent: true },
      { source: "/register", destination: "/signup", permanent: true },
      { source: "/api/v1", destination: "/api", permanent: true },
    ];
  },
};

// Serwist builds the service worker with esbuild at build time (app/serwist): kept out of the bundle too.
export default withSerwist(nextConfig);
