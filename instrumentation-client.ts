// Runs in the browser before any of the app's code. zod compiles object
// schemas with `new Function` when it may, and finds out whether it may by
// trying once, which the Content Security Policy (no 'unsafe-eval') reports as a
// violation. Telling it up front not to try keeps the policy's report clean.
// (zod's core only: this file is in every page's first load.)
import { config } from "zod/v4/core";

config({ jitless: true });
