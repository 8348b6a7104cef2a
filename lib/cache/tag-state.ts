// What this process knows about cache tags: the last version of each tag it
// has seen, and the local time at which it learned that a tag went stale.
// Entries are compared with that local time, never with the database's clock,
// so clock skew between machines cannot make a stale entry look fresh.

export interface TagRow {
  tag: string;
  version: bigint;
}

export class TagState {
  private readonly versions = new Map<string, bigint>();
  private readonly staleAt = new Map<string, number>();
  private loaded = false;
  private loadedAt = Infinity;

  /**
   * Whether an entry whose render began at `since` may be kept: not before the
   * first full read of the tag table, since a change made earlier is only a
   * baseline to this process.
   */
  canKeep(since: number): boolean {
    return this.loaded && since >= this.loadedAt;
  }

  /**
   * A tag at a version (a notification, a poll row, or this process's own
   * invalidation). A newer version than known makes the tag stale as of `now`;
   * an old or repeated one changes nothing. Returns whether it became stale.
   */
  observe(row: TagRow, now: number): boolean {
    const known = this.versions.get(row.tag);
    if (known !== undefined && row.version <= known) return false;
    this.versions.set(row.tag, row.version);
    // Before the first read, versions are only a baseline: nothing has been cached yet.
    if (!this.loaded) return false;
    this.staleAt.set(row.tag, now);
    return true;
  }

  /** The whole table: the first read sets the baseline; later reads catch missed notifications. */
  sync(rows: readonly TagRow[], now: number): string[] {
    const changed = rows.filter((row) => this.observe(row, now)).map((row) => row.tag);
    if (!this.loaded) {
      this.loaded = true;
      this.loadedAt = now;
    }
    return changed;
  }

  /** Stale now, whatever the version: this process changed data but could not record it. */
  markStale(tag: string, now: number): void {
    this.staleAt.set(tag, now);
  }

  /** Whether any of the tags went stale at or after `since` (when the entry's render began). */
  isStale(tags: readonly string[], since: number): boolean {
    return tags.some((tag) => (this.staleAt.get(tag) ?? -Infinity) >= since);
  }
}
