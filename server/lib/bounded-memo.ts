/**
 * A memo of answers keyed by text, for reads that are slow to compute and change seldom (a rendered page, the
 * whole council's vote figures). An answer is reused while the caller's `version` is unchanged (this process's
 * writes) and for at most `ttlMs` (another process's writes show within that time). Its size is bounded: the
 * answers that say their size (in characters) may hold `maxChars` together, and at most `maxEntries` are kept;
 * past either the oldest go first. A failed computation is not kept, so the next caller tries again.
 */

export interface BoundedMemoOptions {
  /** How long an answer may be reused, in milliseconds. */
  ttlMs: number;
  /** The characters the answers may hold together (see `RememberOptions.sizeOf`). */
  maxChars: number;
  /** The number of answers kept at most; unbounded when absent. */
  maxEntries?: number;
  /** Changes whenever a record an answer may read has changed; compared with `===`. */
  version: () => string | number;
}

/** How one answer is kept. */
export interface RememberOptions<T> {
  /** The answer's size in characters, counted against `maxChars`; 0 (not counted) when absent. */
  sizeOf?: (answer: T) => number;
  /** False for an answer not worth keeping (a fallback): it is returned once and dropped. */
  keep?: (answer: T) => boolean;
  /** The time of this call, in milliseconds (an injected clock); `Date.now()` when absent. */
  now?: number;
}

export interface BoundedMemo {
  /** The answer for `key`, computed by `compute` when there is no fresh one. */
  remember<T>(key: string, compute: () => Promise<T>, options?: RememberOptions<T>): Promise<T>;
}

interface Entry {
  version: string | number;
  at: number;
  answer: Promise<unknown>;
  chars: number;
}

/** An empty memo (see above). */
export function createBoundedMemo({ ttlMs, maxChars, maxEntries = Infinity, version }: BoundedMemoOptions): BoundedMemo {
  // A Map iterates in insertion order, and an answer is re-inserted when recomputed: the first key is the oldest.
  const entries = new Map<string, Entry>();
  let chars = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.chars;
    entries.delete(key);
  };
  const dropOldestWhile = (tooMany: () => boolean) => {
    for (const oldest of entries.keys()) {
      if (!tooMany()) break;
      drop(oldest);
    }
  };

  return {
    remember<T>(key: string, compute: () => Promise<T>, { sizeOf, keep, now = Date.now() }: RememberOptions<T> = {}) {
      const hit = entries.get(key);
      if (hit && hit.version === version() && now - hit.at < ttlMs) return hit.answer as Promise<T>;
      drop(key);
      dropOldestWhile(() => entries.size >= maxEntries);
      const answer = compute();
      const entry: Entry = { version: version(), at: now, answer, chars: 0 };
      entries.set(key, entry);
      answer.then(
        (value) => {
          // Recomputed or dropped meanwhile: this answer is no longer the memo's.
          if (entries.get(key) !== entry) return;
          if (keep && !keep(value)) return drop(key);
          entry.chars = sizeOf?.(value) ?? 0;
          chars += entry.chars;
          dropOldestWhile(() => chars > maxChars);
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return answer;
    },
  };
}
