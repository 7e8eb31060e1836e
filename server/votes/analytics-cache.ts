/**
 * A small memo of analytics answers. The whole-council figures (the councilor list, the agreement matrix, the
 * share per year) read every roll call, which takes a few hundred milliseconds over years of minutes, yet they
 * change only when meetings are written. An answer is reused while this process has written no meeting
 * (meetingsVersion) and for at most TTL_MS, after which another process's writes show.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type BoundedMemo, createBoundedMemo, type RememberOptions } from '../lib/bounded-memo.ts';
import { meetingsVersion } from '../meetings/meetings-version.ts';
import { readRecordVersion } from '../meetings/record-version.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
/**
 * The answers kept by the record's version in the database (record-version.ts), which every process moves in the
 * transaction that changes the record: they need no timer for other processes' writes, so a large council's
 * matrix (seconds to count) is not counted again every half minute. The day is kept as a bound on memory only.
 */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
const RECORD_MAX_ENTRIES = 100;
/**
 * What the answers that say their size (the CSV files: a councilor's split list is about 1.5 million characters)
 * may hold together, in characters: about 32 MB, a few dozen of the largest files. Past it the oldest go first.
 */
const MAX_CHARS = 16_000_000;

// One memo per database, so that two apps in one process (tests, benchmarks) never share answers.
const memos = new WeakMap<object, BoundedMemo>();
const recordMemos = new WeakMap<object, BoundedMemo>();
const pageMemos = new WeakMap<object, BoundedMemo>();

function memoOf(db: object): BoundedMemo {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = createBoundedMemo({ ttlMs: TTL_MS, maxChars: MAX_CHARS, maxEntries: MAX_ENTRIES, version: meetingsVersion })));
  return memo;
}

/** The answer for `key`, computed by `compute` when there is no fresh one; a failed computation is not kept. */
export function memoized<T>(db: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  return memoOf(db).remember(key, compute, { now });
}

/** `memoized` for a text answer, which counts against the memo's size limit (MAX_CHARS). */
export function memoizedText(db: object, key: string, compute: () => Promise<string>, now = Date.now()): Promise<string> {
  return memoOf(db).remember(key, compute, { sizeOf: (text) => text.length, now });
}

/**
 * `memoized` for an answer read only from the record: kept until the record's version moves (in any process) or
 * this process writes a meeting, not for a fixed time. One small query a call reads the version.
 */
export function memoizedByRecord<T>(db: Kysely<Database>, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  return rememberByRecord(recordMemos, db, key, compute, { now });
}

/**
 * `memoizedByRecord` for pages of a list (the split votes), in a memo of their own: a reader paging and filtering
 * makes many of them, which must not push out a matrix that took seconds to count. `sizeOf` counts each page
 * against the memo's size limit (MAX_CHARS).
 */
export function memoizedPageByRecord<T>(db: Kysely<Database>, key: string, compute: () => Promise<T>, sizeOf: (answer: T) => number, now = Date.now()): Promise<T> {
  return rememberByRecord(pageMemos, db, key, compute, { now, sizeOf });
}

async function rememberByRecord<T>(memos: WeakMap<object, BoundedMemo>, db: Kysely<Database>, key: string, compute: () => Promise<T>, options: RememberOptions<T>): Promise<T> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = createBoundedMemo({ ttlMs: RECORD_TTL_MS, maxChars: MAX_CHARS, maxEntries: RECORD_MAX_ENTRIES, version: meetingsVersion })));
  const version = await readRecordVersion(db);
  return memo.remember(`${key}@record:${version}`, compute, options);
}
