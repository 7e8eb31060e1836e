/**
 * A small in-process cache of serialised meeting-list pages. The default list (limit=100, the spec's call) is
 * what every visit to /meetings asks for, and building it costs two queries and ~100 KB of JSON; the data
 * changes only when meetings are ingested. An entry is served while this process has written no meeting since
 * (meetingsVersion) and for at most `ttlMs`, which bounds staleness when another process wrote.
 *
 * Bodies are kept as bytes, one per content encoding asked for: encoding a 100 KB string to UTF-8 on every send
 * cost more than the rest of the answer, and a browser's br request should not recompress the page each time.
 * Beside them is the page's ETag, the hash of its plain body made once per entry and dropped with it: hashing
 * ~100 KB on every request cost a kept answer more than sending it (issue 52). A page built again with the same
 * plain body (its time was up) keeps its compressed copies and tag: a br copy of the list costs ~10 ms of CPU.
 */
import type { Encoding } from '../../lib/content-encoding.ts';
import { weakEtagOf } from '../../lib/conditional-get.ts';

interface Entry {
  version: number;
  storedAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  etag?: string;
}

export interface ListCache {
  /** The body for `key` in `encoding`, or undefined when absent or stale. */
  get(key: string, version: number, encoding: Encoding): Buffer | undefined;
  /** Keeps `body` as the `encoding` form of `key` at `version` (replacing forms of an older version). */
  set(key: string, version: number, encoding: Encoding, body: Buffer): void;
  /** The weak ETag of `key`'s plain body at `version` (hashed on first demand, then kept), or undefined when absent. */
  etag(key: string, version: number): string | undefined;
  clear(): void;
}

export function createListCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): ListCache {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  };

  /**
   * The entry of `key` at `version` within its time, or undefined. An older version's is dropped; one past its
   * time is kept (counted, evictable) until it is built again: the same plain body then keeps its copies (`set`).
   */
  const fresh = (key: string, version: number): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      remove(key);
      return undefined;
    }
    return now() - entry.storedAt > options.ttlMs ? undefined : entry;
  };

  return {
    get(key, version, encoding) {
      const entry = fresh(key, version);
      const body = entry?.bodies[encoding];
      if (!body) return undefined;
      // Map order is insertion order: re-inserting makes this the most recently used.
      entries.delete(key);
      entries.set(key, entry!);
      return body;
    },
    set(key, version, encoding, body) {
      if (body.length > options.maxBytes) return;
      const kept = entries.get(key);
      if (kept?.version === version && encoding === 'identity' && kept.bodies.identity?.equals(body)) {
        // The same plain body built again (its time was up, or requests built it together): its compressed
        // copies and its tag still hold, so nothing is compressed or hashed again (decision 235).
        kept.storedAt = now();
        entries.delete(key);
        entries.set(key, kept);
        return;
      }
      let entry = fresh(key, version);
      if (!entry && entries.has(key)) remove(key);
      if (!entry) {
        entry = { version, storedAt: now(), bodies: {}, bytes: 0 };
        entries.set(key, entry);
      }
      const previous = entry.bodies[encoding];
      if (encoding === 'identity') delete entry.etag;
      entry.bodies[encoding] = body;
      const added = body.length - (previous?.length ?? 0);
      entry.bytes += added;
      totalBytes += added;
      for (const oldest of entries.keys()) {
        if (totalBytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    etag(key, version) {
      const entry = fresh(key, version);
      const plain = entry?.bodies.identity;
      if (!plain) return undefined;
      entry!.etag ??= weakEtagOf(plain);
      return entry!.etag;
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
  };
}
