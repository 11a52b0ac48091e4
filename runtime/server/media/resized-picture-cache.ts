/**
 * Resized pictures kept in this server's memory, least recently used
 * dropped first once they pass `maxBytes` together: a popular banner is
 * resized once per width and format, not per visitor. Each server keeps its
 * own; browsers keep theirs for a year (the address never changes meaning).
 */
export class ResizedPictureCache<Value extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, Value>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    if (value.bytes.byteLength > this.maxBytes) return;
    this.forget(key);
    this.entries.set(key, value);
    this.total += value.bytes.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes.byteLength;
    }
  }

  /** Drops every entry whose key starts with `prefix` (a deleted picture's copies). */
  forgetStartingWith(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.forget(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.total -= old.bytes.byteLength;
  }
}
