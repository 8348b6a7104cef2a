// Choosing a format's revision for a day, and what changed from one revision
// to the next (for the format's history page). Pure.
import { ruleKey, type FormatRule, type FormatRevision } from "../rules/format";

/** The revision in force on `on` (YYYY-MM-DD): the last one, oldest first, that took effect on or before that day. */
export function revisionOn<T extends { effective: string }>(revisions: readonly T[], on: string): T | undefined {
  let found: T | undefined;
  for (const revision of revisions) {
    if (revision.effective > on) break;
    found = revision;
  }
  return found;
}

interface ListChange {
  added: string[];
  removed: string[];
}

export interface RevisionChanges {
  /** null when the legal sets stayed the same; a null side means every set. */
  legalSets: { before: string[] | null; after: string[] | null } | null;
  banned: ListChange;
  restricted: ListChange;
  rules: { added: FormatRule[]; removed: FormatRule[]; changed: { before: FormatRule; after: FormatRule }[] };
}

type Revision = Pick<FormatRevision, "legalSets" | "banned" | "restricted" | "rules">;

/** Names compared without case, reported as the newer revision writes them (the older one for removals). */
function listChange(before: readonly string[], after: readonly string[]): ListChange {
  const had = new Set(before.map((c) => c.toLowerCase()));
  const has = new Set(after.map((c) => c.toLowerCase()));
  return {
    added: after.filter((c) => !had.has(c.toLowerCase())),
    removed: before.filter((c) => !has.has(c.toLowerCase())),
  };
}

const sameSets = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function revisionChanges(before: Revision, after: Revision): RevisionChanges {
  const oldRules = new Map(before.rules.map((r) => [ruleKey(r), r]));
  const newRules = new Map(after.rules.map((r) => [ruleKey(r), r]));
  const rules: RevisionChanges["rules"] = { added: [], removed: [], changed: [] };
  for (const [key, rule] of newRules) {
    const old = oldRules.get(key);
    if (!old) rules.added.push(rule);
    else if (JSON.stringify(old) !== JSON.stringify(rule)) rules.changed.push({ before: old, after: rule });
  }
  for (const [key, rule] of oldRules) if (!newRules.has(key)) rules.removed.push(rule);
  return {
    legalSets: sameSets(before.legalSets, after.legalSets)
      ? null
      : { before: before.legalSets, after: after.legalSets },
    banned: listChange(before.banned, after.banned),
    restricted: listChange(before.restricted, after.restricted),
    rules,
  };
}

/** True when nothing the engine reads changed between the two revisions. */
export function isUnchanged(changes: RevisionChanges): boolean {
  const lists = [changes.banned, changes.restricted].every((l) => l.added.length === 0 && l.removed.length === 0);
  const rules = changes.rules.added.length + changes.rules.removed.length + changes.rules.changed.length === 0;
  return changes.legalSets === null && lists && rules;
}
