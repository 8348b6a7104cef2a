// GET /serwist/sw.js — the service worker (lib/offline/service-worker.ts), bundled by Serwist at build time with the
// list of the build's scripts and styles to precache.
import { createSerwistRoute } from "@serwist/turbopack";

const distDir = (process.env.STARPORT_DIST_DIR || ".next").replace(/^\.\//, "");

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/offline/service-worker.ts",
  // The project's own esbuild: nothing is downloaded (the default is esbuild-wasm).
  useNativeEsbuild: true,
  // The app shell: every script and style of the build, and the icons. No page: pages are cached as visited.
  globPatterns: [`${distDir}/static/**/*.{js,css}`, "public/*.{js,svg,ico,png}"],
  globIgnores: ["public/og-image.png"],
});
