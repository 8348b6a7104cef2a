// The complete backups in a folder, oldest first, and rotation: keep the
// newest N. Partial folders (a backup being written, or one that died) are
// never listed, so rotation cannot count or remove them.
import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { backupTime, MANIFEST_FILE } from "./manifest";

export interface BackupListing {
  name: string;
  path: string;
  takenAt: Date;
}

export function listBackups(dir: string): BackupListing[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, MANIFEST_FILE)))
    .flatMap((entry) => {
      const takenAt = backupTime(entry.name);
      return takenAt ? [{ name: entry.name, path: join(dir, entry.name), takenAt }] : [];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Removes all but the newest `keep` backups; returns the names removed. */
export async function rotateBackups(options: { dir: string; keep: number }): Promise<string[]> {
  const all = listBackups(options.dir);
  const old = all.slice(0, Math.max(0, all.length - options.keep));
  for (const backup of old) await rm(backup.path, { recursive: true, force: true });
  return old.map((b) => b.name);
}
