// For tests: the game's own Rules Reference page, read where the project
// keeps its sources (the shared folder beside the repository, or beside the
// folder of worktrees), never copied into it. A clone made elsewhere has no
// such folder above it: the tests that read the page are then skipped, and
// their name says why, instead of failing the whole file.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const PAGE = join("shared", "seeds", "000_b39a335fd18b1a93.txt");

function findPage(from: string): string | undefined {
  const candidate = join(from, PAGE);
  if (existsSync(candidate)) return candidate;
  return dirname(from) === from ? undefined : findPage(dirname(from));
}

const path = findPage(import.meta.dirname);

/** The page's text, or undefined when no folder above the repository holds it. */
export const REFERENCE_PAGE_TEXT = path === undefined ? undefined : readFileSync(path, "utf8");

/** Appended to the name of a group of tests that needs the page, so a skipped run says what was missing. */
export const NEEDS_REFERENCE_PAGE =
  path === undefined ? ` (skipped: ${PAGE} is in no folder above the repository)` : "";
