/**
 * A small memo of analytics answers. The whole-council figures (the councilor list, the agreement matrix, the
 * share per year) read every roll call, which takes a few hundred milliseconds over years of minutes, yet they
 * change only when meetings are written. An answer is reused while this process has written no meeting
 * (meetingsVersion) and for at most TTL_MS, after which another process's writes show.
 */
import { meetingsVersion } from '../repositories/meetings-version.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
}

// One memo per database, so that two apps in one process (tests, benchmarks) never share answers.
const memos = new WeakMap<object, Map<string, Entry>>();

/** The answer for `key`, computed by `compute` when there is no fresh one; a failed computation is not kept. */
export function memoized<T>(db: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = memos.get(db);
  if (!entries) memos.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.version === meetingsVersion() && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  entries.delete(key);
  // Oldest first in a Map: drop the oldest entry once full.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { version: meetingsVersion(), at: now, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
