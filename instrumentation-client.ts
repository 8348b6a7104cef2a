// Runs in the browser before any of the app's code. zod compiles object
// schemas with `new Function` when it may, and finds out whether it may by
// trying once, which the Content Security Policy (no 'unsafe-eval') reports as a
// violation. Telling it up front not to try keeps the policy's report clean.
// zod keeps its settings on this global (zod/v4/core's `config`), so setting it
// here spares every page's first load zod's core (about 20 kB), which a page
// without a form would never run.
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zod.__zod_globalConfig ??= {}).jitless = true;
