// Scheduled backups while `npm start` runs: one whenever the newest backup in
// the folder is older than BACKUP_EVERY (a backup made with db:backup counts),
// checked a minute after start-up and then after each interval. Backups run in
// the start script's process, not the web server's, so serving is not blocked.
import type { Env } from "../../env";
import type { OpenDatabase } from "../open-database";
import { createBackup } from "./create-backup";
import { listBackups, rotateBackups } from "./list-backups";
import { formatBytes, formatDuration } from "./log-format";
import { backupDir, USE_SERVER_TOOLS } from "./settings";

/** setTimeout's longest delay; longer waits are taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 15 * 60_000;

/** How long to wait before the next backup is due. */
export function nextBackupDelay(options: {
  newest: Date | null;
  everyMs: number;
  now: Date;
  settleMs: number;
}): number {
  if (!options.newest) return options.settleMs;
  return Math.max(options.settleMs, options.newest.getTime() + options.everyMs - options.now.getTime());
}

/**
 * Starts taking backups of the embedded database on a schedule; the returned
 * database's close() stops the schedule (cancelling a backup in progress) first.
 */
export function withScheduledBackups(options: {
  database: OpenDatabase;
  env: Pick<Env, "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP">;
  log: (line: string) => void;
  /** The wait before the first check after start-up. */
  settleMs?: number;
}): OpenDatabase {
  const { database, env, log } = options;
  const settleMs = options.settleMs ?? 60_000;
  if (!database.embedded) {
    log(`backups: none scheduled. ${USE_SERVER_TOOLS}`);
    return database;
  }
  if (env.BACKUP_EVERY === 0) {
    log("backups: off (BACKUP_EVERY=0)");
    return database;
  }
  const dir = backupDir(env);
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  // After a failure, wait before trying again rather than retrying at once.
  const retryMs = Math.min(env.BACKUP_EVERY, RETRY_MS);
  const backUp = async (): Promise<number> => {
    try {
      const made = await createBackup({ url: database.url, dir, signal: stop.signal });
      const removed = await rotateBackups({ dir, keep: env.BACKUP_KEEP });
      const rotated = removed.length ? `, removed ${removed.length} older` : "";
      log(
        `backup: wrote ${made.path} (${formatBytes(made.bytes)}, ${made.rows} rows) in ${formatDuration(made.tookMs)}${rotated}`,
      );
      return 0;
    } catch (error) {
      if (!stop.signal.aborted)
        log(`backup failed, trying again in ${formatDuration(retryMs)}: ${(error as Error).message}`);
      return retryMs;
    }
  };
  const delayFrom = (minimumMs: number) =>
    nextBackupDelay({
      newest: listBackups(dir).at(-1)?.takenAt ?? null,
      everyMs: env.BACKUP_EVERY,
      now: new Date(),
      settleMs: minimumMs,
    });
  const check = (minimumMs: number) => {
    timer = setTimeout(
      () => {
        // A backup made meanwhile (db:backup) moves the next one; so does a wait longer than one timer.
        if (delayFrom(0) > 0) return check(0);
        running = backUp().then((wait) => {
          running = undefined;
          if (!stop.signal.aborted) check(wait);
        });
      },
      Math.min(delayFrom(minimumMs), LONGEST_TIMER_MS),
    );
  };

  log(`backups: every ${formatDuration(env.BACKUP_EVERY)} into ${dir}, keeping ${env.BACKUP_KEEP}`);
  check(settleMs);
  return {
    ...database,
    close: async () => {
      stop.abort();
      clearTimeout(timer);
      await running;
      await database.close();
    },
  };
}
