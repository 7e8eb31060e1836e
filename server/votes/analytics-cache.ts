/**
 * A small memo of analytics answers. The whole-council figures (the councilor list, the agreement matrix, the
 * share per year) read every roll call, which takes a few hundred milliseconds over years of minutes, yet they
 * change only when meetings are written. An answer is reused while this process has written no meeting
 * (meetingsVersion) and for at most TTL_MS, after which another process's writes show.
 */
import { meetingsVersion } from '../meetings/meetings-version.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
/**
 * What the answers that say their size (the CSV files: a councilor's split list is about 1.5 million characters)
 * may hold together, in characters: about 32 MB, a few dozen of the largest files. Past it the oldest go first.
 */
const MAX_CHARS = 16_000_000;

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
  chars: number;
}

interface Memo {
  entries: Map<string, Entry>;
  chars: number;
}

// One memo per database, so that two apps in one process (tests, benchmarks) never share answers.
const memos = new WeakMap<object, Memo>();

function drop(memo: Memo, key: string): void {
  const entry = memo.entries.get(key);
  if (!entry) return;
  memo.chars -= entry.chars;
  memo.entries.delete(key);
}

/** The answer for `key`, computed by `compute` when there is no fresh one; a failed computation is not kept. */
export function memoized<T>(db: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  return remember(db, key, compute, () => 0, now);
}

/** `memoized` for a text answer, which counts against the memo's size limit (MAX_CHARS). */
export function memoizedText(db: object, key: string, compute: () => Promise<string>, now = Date.now()): Promise<string> {
  return remember(db, key, compute, (text) => text.length, now);
}

function remember<T>(db: object, key: string, compute: () => Promise<T>, sizeOf: (value: T) => number, now: number): Promise<T> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = { entries: new Map(), chars: 0 }));
  const hit = memo.entries.get(key);
  if (hit && hit.version === meetingsVersion() && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  drop(memo, key);
  // Oldest first in a Map: drop the oldest entry once full.
  if (memo.entries.size >= MAX_ENTRIES) drop(memo, memo.entries.keys().next().value!);
  const entry: Entry = { version: meetingsVersion(), at: now, value, chars: 0 };
  memo.entries.set(key, entry);
  value.then(
    (answer) => {
      if (memo.entries.get(key) !== entry) return;
      entry.chars = sizeOf(answer);
      memo.chars += entry.chars;
      for (const oldest of memo.entries.keys()) {
        if (memo.chars <= MAX_CHARS) break;
        drop(memo, oldest);
      }
    },
    () => {
      if (memo.entries.get(key) === entry) drop(memo, key);
    },
  );
  return value;
}
