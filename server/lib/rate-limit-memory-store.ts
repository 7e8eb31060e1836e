/**
 * The embedded rate-limit store: fixed windows in a Map bounded to `maxKeys`, with O(1) work per request.
 * A queue keeps the windows in the order they started: expired ones are dropped from its front a few at a time,
 * and past `maxKeys` the window started longest ago is evicted. The old store scanned every key on each new address past 50,000 (issue 35: 468 ms per request).
 * A window whose client is being refused (past its limit, or a block) is not evicted while others can be: it goes
 * to the back of the queue instead, so a flood of new keys cannot reset its sender's own counters (issue 51).
 * Decision 059 says why this and not a cache library.
 */
import type { Clock } from './clock.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/** About 100 bytes a key: 100,000 keys are some 10 MB, and a client must hold that many networks to evict one. */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/** How many expired windows each request may drop from the front: enough to keep up, never a scan. */
const EXPIRED_DROPS_PER_HIT = 2;
/** How many refused windows one request may move to the back before it evicts one anyway: never a scan. */
const REQUEUES_PER_HIT = 1_000;

interface Window {
  count: number;
  resetAt: number;
  /** Past its limit, or a block: its client is being refused. */
  refusing?: boolean;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Keys held now (for tests and the benchmark). */
  size(): number;
}

export function createMemoryStore(clock: Clock, maxKeys = MEMORY_STORE_MAX_KEYS): MemoryRateLimitStore {
  const windows = new Map<string, Window>();
  // Windows in the order they started; a restarted or cleared key leaves a stale record, skipped when reached.
  // (Deleting a Map's first key and reading the next is not O(1) in V8: the deleted slots are walked each time.)
  let order: { key: string; window: Window }[] = [];
  let head = 0;
  const start = (key: string, count: number, resetAt: number) => {
    const window: Window = { count, resetAt };
    windows.set(key, window);
    order.push({ key, window });
    return window;
  };
  const isCurrent = (record: { key: string; window: Window }) => windows.get(record.key) === record.window;
  const dropOld = (now: number) => {
    let dropped = 0;
    let requeued = 0;
    while (head < order.length) {
      const record = order[head]!;
      const expired = record.window.resetAt <= now;
      if (!isCurrent(record)) head++;
      else if (windows.size > maxKeys && record.window.refusing && !expired && requeued < REQUEUES_PER_HIT) {
        // Kept: it moves behind the windows started since, which go first.
        head++;
        order.push(record);
        requeued++;
      } else if (windows.size > maxKeys || (dropped < EXPIRED_DROPS_PER_HIT && expired)) {
        windows.delete(record.key);
        head++;
        dropped++;
      } else break;
    }
    // Compacting costs O(n) once every n starts: O(1) per request on average, and the list stays near `maxKeys`.
    if (head > maxKeys || order.length - head > 2 * maxKeys) {
      order = order.slice(head).filter(isCurrent);
      head = 0;
    }
  };
  /** The window `key` is counting in now, started if it has none; no await inside, so callers are atomic. */
  const current = (key: string, windowMs: number, now: number) => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) window = start(key, 0, now + windowMs);
    dropOld(now);
    return window;
  };
  return {
    async hit(key, windowMs, limit) {
      const now = clock.now().getTime();
      const window = current(key, windowMs, now);
      window.count++;
      if (limit !== undefined && window.count > limit) window.refusing = true;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async reserve(key, limit, windowMs) {
      const now = clock.now().getTime();
      const window = current(key, windowMs, now);
      const admitted = window.count < limit;
      if (admitted) window.count++;
      else window.refusing = true;
      return { admitted, resetInMs: window.resetAt - now };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count--;
    },
    async remaining(key) {
      const window = windows.get(key);
      return window ? Math.max(0, window.resetAt - clock.now().getTime()) : 0;
    },
    async block(key, ms) {
      const now = clock.now().getTime();
      start(key, 1, now + ms).refusing = true;
      dropOld(now);
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
      order = [];
      head = 0;
    },
    size: () => windows.size,
  };
}
