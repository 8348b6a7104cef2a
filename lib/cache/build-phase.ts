// `next build` prerenders static pages without a database. Those prerenders are
// never served: the cache handler (next-cache-handler.ts) does not read the
// build's output, so each cached page is rendered on its first request against
// the live database. A page that reads the database returns nothing here.
export function renderedAtBuild(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
