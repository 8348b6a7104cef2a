// A small LRU of work done on response bodies (a cached page's script hashes,
// a compressed copy), keyed by path and ETag: the same cached page is hashed
// and compressed once per process, not once per request.

export class BodyMemo<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  get size(): number {
    return this.bytes;
  }
}
