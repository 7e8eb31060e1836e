/**
 * A small in-process cache of serialised meeting-list pages. The default list (limit=100, the spec's call) is
 * what every visit to /meetings asks for, and building it costs two queries and ~200 KB of JSON; the data
 * changes only when meetings are ingested. An entry is served while this process has written no meeting since
 * (meetingsVersion) and for at most `ttlMs`, which bounds staleness when another process wrote. Compressed
 * bodies are kept beside the JSON so that a browser's gzip/br request does not recompress each time.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  version: number;
  storedAt: number;
  json: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  bytes: number;
}

export interface ListCache {
  /** The body for `key` in `encoding`, or undefined when absent or stale. */
  get(key: string, version: number, encoding: Encoding): string | Buffer | undefined;
  set(key: string, version: number, json: string): void;
  clear(): void;
}

/** Picks br, then gzip, from an Accept-Encoding header (ignoring those refused with q=0). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
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

  return {
    get(key, version, encoding) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || now() - entry.storedAt > options.ttlMs) {
        remove(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes this the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      if (encoding === 'identity') return entry.json;
      let body = entry.encoded[encoding];
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(entry.json);
        entry.encoded[encoding] = body;
        entry.bytes += body.length;
        totalBytes += body.length;
      }
      return body;
    },
    set(key, version, json) {
      remove(key);
      const bytes = json.length * 2;
      if (bytes > options.maxBytes) return;
      entries.set(key, { version, storedAt: now(), json, encoded: {}, bytes });
      totalBytes += bytes;
      for (const oldest of entries.keys()) {
        if (totalBytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
  };
}
