// Checks a backup folder before anything is restored from it: the marker says
// it is Starport's, every file matches its sha256 (a truncated or altered file
// does not), the manifest is well formed, and its migrations are ones this
// code knows, in the same order, unchanged.
import { createReadStream, existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { readMigrations, type MigrationFolder } from "../migrate";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  CHECKSUMS_FILE,
  MANIFEST_FILE,
  manifestSchema,
  parseChecksums,
  type Manifest,
} from "./manifest";
import { Digest } from "./table-copy";

export interface VerifiedBackup {
  path: string;
  name: string;
  manifest: Manifest;
  /** The newest migration the backup's rows belong to: restore applies the code's migrations up to it. */
  lastMigration: string;
  /** Migrations this code has that the backup predates (applied by the next start). */
  newerMigrations: string[];
}

async function sha256Of(path: string): Promise<string> {
  const digest = new Digest();
  await pipeline(createReadStream(path), digest, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return digest.hex();
}

/** Where the backup's migrations stand against the code's; throws when the code cannot rebuild its schema. */
export function compareMigrations(
  backup: Manifest["migrations"],
  code: MigrationFolder[],
): { lastMigration: string; newerMigrations: string[] } {
  const known = new Map(code.map((m) => [m.name, m]));
  backup.forEach((m, index) => {
    const ours = known.get(m.name);
    if (!ours) {
      throw new BackupError(
        `The backup needs migration ${m.name}, which this version of Starport does not have: restore it with the version that made it (or a newer one).`,
      );
    }
    if (ours.checksum !== m.checksum) {
      throw new BackupError(
        `The backup's migration ${m.name} differs from this code's copy of it: the backup was made by a different Starport.`,
      );
    }
    if (code[index]?.name !== m.name) {
      throw new BackupError(
        `The backup's migrations skip ${code[index]?.name}, which comes before ${m.name} here: its schema is not one this code can rebuild.`,
      );
    }
  });
  return { lastMigration: backup.at(-1)!.name, newerMigrations: code.slice(backup.length).map((m) => m.name) };
}

export async function verifyBackup(options: { path: string; migrations?: MigrationFolder[] }): Promise<VerifiedBackup> {
  const { path } = options;
  const name = basename(path);
  if (!existsSync(path) || !statSync(path).isDirectory()) throw new BackupError(`There is no backup at ${path}.`);
  const manifestPath = join(path, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new BackupError(`${path} is not a Starport backup: it has no ${MANIFEST_FILE}.`);

  const manifestText = await readFile(manifestPath, "utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    raw = undefined;
  }
  const marker = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && marker.format !== BACKUP_FORMAT)
    throw new BackupError(`${path} is not a Starport backup (its manifest has another format).`);
  if (raw !== undefined && marker.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup ${name} has format version ${String(marker.formatVersion)}; this Starport reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }

  const damaged = (what: string) => new BackupError(`The backup ${name} is damaged: ${what}. Nothing was restored.`);
  const checksumsPath = join(path, CHECKSUMS_FILE);
  const sums = existsSync(checksumsPath) ? parseChecksums(await readFile(checksumsPath, "utf8")) : null;
  if (!sums) throw damaged(`${CHECKSUMS_FILE} is missing or unreadable`);
  if (!sums.has(MANIFEST_FILE)) throw damaged(`${CHECKSUMS_FILE} does not cover ${MANIFEST_FILE}`);
  for (const [file, expected] of sums) {
    const full = join(path, file);
    if (file.split("/").includes("..") || !existsSync(full)) throw damaged(`${file} is missing`);
    if ((await sha256Of(full)) !== expected)
      throw damaged(`${file} does not match its checksum (truncated or altered)`);
  }

  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw damaged(`${MANIFEST_FILE} is not valid at ${issue.path.join(".") || "the top"} (${issue.message})`);
  }
  const manifest = parsed.data;
  const unlisted = manifest.tables.find((t) => !sums.has(t.file));
  if (unlisted) throw damaged(`${unlisted.file} has no checksum`);

  return { path, name, manifest, ...compareMigrations(manifest.migrations, options.migrations ?? readMigrations()) };
}
