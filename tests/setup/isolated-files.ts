// Integration files that replace modules (vi.mock, tests/session) or set the environment: each runs in a process of
// its own. The others share their worker's module graph, as a replaced module or a changed variable would leak into
// the next file there.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(|["'](\.\.\/)*(tests\/|\.\/)session["']|process\.env\.\w+ =/;

/** The integration files under these folders that change their process, as include patterns (brackets escaped). */
export function integrationFilesChangingTheProcess(root: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
    )
    .filter((file) => file.endsWith(".int.test.ts") && !file.includes("node_modules"))
    .filter((file) => CHANGES_THE_PROCESS.test(readFileSync(join(root, file), "utf8")))
    .map((file) => file.replace(/[[\]]/g, "\\$&"))
    .sort();
}
