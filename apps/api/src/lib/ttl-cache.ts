/**
 * A small in-process cache with a time limit and a size limit (oldest entries go first).
 * For figures that may be a few seconds stale without harm; never for money or stock checks.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, { generation: number; value: Promise<V> }>();

  /**
   * Bumped by every removal: a reader that notes it before loading and passes it to `set` does
   * not put back an answer it loaded before a change it raced with.
   */
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now(), ifGeneration = this.generation): void {
    if (ifGeneration !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  /**
   * The value for `key`: the kept one, or loaded and kept, with callers arriving together sharing
   * one load (ten shoppers searching "saree" at once read it once). A load begun before a removal
   * is neither shared with callers after it nor kept; a failed load is not kept.
   */
  load(key: string, loadValue: () => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const generation = this.generation;
    const pending = this.loading.get(key);
    if (pending?.generation === generation) return pending.value;
    const value = loadValue()
      .then((loaded) => {
        this.set(key, loaded, undefined, generation);
        return loaded;
      })
      .finally(() => {
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
      });
    this.loading.set(key, { generation, value });
    return value;
  }

  /** Drops the entries whose value `matches`. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
