// What a backup folder holds, and the manifest that describes it. See
// docs/decisions/007-backups.md for why backups are logical exports.
import { z } from "zod";

/** The marker that tells a Starport backup from any other folder of files. */
export const BACKUP_FORMAT = "starport-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** sha256 of every file, in the format `sha256sum -c` reads. */
export const CHECKSUMS_FILE = "SHA256SUMS";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "must be a sha256 in hex");
const identifier = z.string().min(1);

const tableEntrySchema = z.object({
  schema: identifier,
  name: identifier,
  /** Stored columns in table order (generated columns are recomputed, not stored). */
  columns: z.array(z.object({ name: identifier, type: z.string().min(1) })).min(1),
  /** The table's rows in COPY text format, gzipped, relative to the backup folder. */
  file: z.string().regex(/^data\/[A-Za-z0-9_.-]+\.copy\.gz$/),
  rows: z.number().int().min(0),
  /** sha256 of the uncompressed COPY text: the same rows in the same order give the same sum. */
  sha256,
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({ name: z.string(), serverVersion: z.string() }),
  /** The applied migrations, oldest first: the schema the rows belong to. */
  migrations: z.array(z.object({ name: z.string().min(1), checksum: sha256 })).min(1),
  tables: z.array(tableEntrySchema),
  sequences: z.array(
    z.object({ schema: identifier, name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntrySchema>;

export class BackupError extends Error {
  override name = "BackupError";
}

const NAME_PATTERN = /^starport-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** A backup's folder name: its time in UTC, so names sort by age. */
export function backupName(at: Date): string {
  return `starport-${at.toISOString().replace(/[:.]/g, "-")}`;
}

/** When a backup named by backupName was taken, or null for any other name. */
export function backupTime(name: string): Date | null {
  const m = NAME_PATTERN.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null;
}

/** The data file of the table at `index` in the manifest. */
export function dataFileName(index: number, table: { name: string }): string {
  return `data/${String(index).padStart(3, "0")}-${table.name.replace(/[^A-Za-z0-9_]/g, "_")}.copy.gz`;
}

export function formatChecksums(sums: { file: string; sha256: string }[]): string {
  return sums.map((s) => `${s.sha256}  ${s.file}\n`).join("");
}

/** The lines of a SHA256SUMS file, or null when it is not one. */
export function parseChecksums(text: string): Map<string, string> | null {
  const sums = new Map<string, string>();
  for (const line of text.split("\n").filter((l) => l !== "")) {
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) return null;
    sums.set(m[2]!, m[1]!);
  }
  return sums;
}
