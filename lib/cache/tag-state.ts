// What this process knows about cache tags: the last version of each tag it
// has seen, and the local time at which it learned that a tag went stale.
// Entries are compared with that local time, never with the database's clock,
// so clock skew between machines cannot make a stale entry look fresh.

export interface TagRow {
  tag: string;
  version: bigint;
}

export class TagState {
  /**
   * `lagOf(tag)`: the least time (ms) between two marks of that tag, 0 for most
   * tags. A tag that can change faster than pages render gets a lag: a change
   * within the lag after the last mark is marked when the lag has passed, so the
   * entries under it render at most once per lag, however often it changes, and
   * show every change at most one lag late. Every entry under a tag goes stale
   * at the same mark, so no render mixes a lagging read into a fresh entry.
   */
  constructor(private readonly lagOf: (tag: string) => number = () => 0) {}

  private readonly versions = new Map<string, bigint>();
  private readonly staleAt = new Map<string, number>();
  /** Lagging tags changed since their last mark: when the next mark falls due. */
  private readonly markDue = new Map<string, number>();
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
    const last = this.markedAt(row.tag, now);
    const lag = this.lagOf(row.tag);
    if (last !== undefined && now - last < lag) {
      if (!this.markDue.has(row.tag)) this.markDue.set(row.tag, last + lag);
    } else {
      this.staleAt.set(row.tag, now);
    }
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

  /** Whether any of the tags went stale at or after `since` (when the entry's render began), as of `now`. */
  isStale(tags: readonly string[], since: number, now = Date.now()): boolean {
    return tags.some((tag) => (this.markedAt(tag, now) ?? -Infinity) >= since);
  }

  /** The tag's last mark as of `now`, making a mark that fell due since. */
  private markedAt(tag: string, now: number): number | undefined {
    const due = this.markDue.get(tag);
    if (due !== undefined && due <= now) {
      this.staleAt.set(tag, due);
      this.markDue.delete(tag);
    }
    return this.staleAt.get(tag);
  }
}
