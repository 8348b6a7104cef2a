// Compiles the server's TypeScript to JavaScript for production, so `npm start`
// and `npm run serve` run without a TypeScript loader: esbuild bundles our own
// modules into dist/ (packages stay in node_modules) and Next loads the cache
// handler from there too (next.config.mjs). A file's own folder
// (import.meta.dirname, used to find the seed, the migrations and the project)
// is kept as it was in the sources. Takes well under a second.
//   node scripts/compile-server.mjs
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");
const SERVER_DIST = join(root, "dist");

/** Each file's `import.meta.dirname`, as the folder of its source relative to the bundle it ends up in. */
const keepSourceFolders = {
  name: "keep-source-folders",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const { readFile } = await import("node:fs/promises");
      const source = await readFile(path, "utf8");
      const folder = relative(SERVER_DIST, dirname(path)).split("\\").join("/");
      return {
        contents: source.replaceAll("import.meta.dirname", `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`),
        loader: "ts",
      };
    });
  },
};

/** `server-only` marks modules a client bundle must not import; this bundle runs only on the server. */
const serverOnly = {
  name: "server-only",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only" }));
    esbuild.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
  },
};

async function compileServer() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      start: "scripts/start.ts",
      serve: "scripts/serve.ts",
      "next-cache-handler": "lib/cache/next-cache-handler.ts",
    },
    outdir: SERVER_DIST,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [keepSourceFolders, serverOnly],
  });
}

if (process.argv[1] === import.meta.filename) await compileServer();
