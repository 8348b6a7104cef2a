// For tests: the game's own Rules Reference page, read where the project
// keeps its sources (the shared folder beside the repository, or beside the
// folder of worktrees), never copied into it.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

const PAGE = join("shared", "seeds", "000_b39a335fd18b1a93.txt");

function findPage(from: string): string {
  const candidate = join(from, PAGE);
  if (existsSync(candidate)) return candidate;
  if (dirname(from) === from) throw new Error(`${PAGE} is in no folder above the repository`);
  return findPage(dirname(from));
}

export const REFERENCE_PAGE = findPage(import.meta.dirname);
