// Runs in the browser before any of the app's code. zod compiles object
// schemas with `new Function` when it may, and finds out whether it may by
// trying once, which the Content Security Policy (no 'unsafe-eval') reports as a
// violation. Telling it up front not to try keeps the policy's report clean.
import { z } from "zod";

z.config({ jitless: true });
