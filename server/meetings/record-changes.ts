/**
 * What must follow a change to the public record, written in the transaction that makes the change. The
 * records' version (meetings-version.ts) tells this process's caches; this tells durable work that other
 * processes and restarts must see too (the open-data export's rebuild, issue 33). Hooks are kept per database
 * handle, so two apps in one process (tests) each hear only their own writes; a database no app listens to
 * (a script, the seed before the app starts) has none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpRecordVersion } from './record-version.ts';

/** Runs inside the writer's transaction: what it writes commits or rolls back with the change. */
export type RecordChangeHook = (trx: Kysely<Database>, now: Date) => Promise<void>;

const hooks = new WeakMap<Kysely<Database>, RecordChangeHook[]>();

/** Calls `hook` for every change written through `db`; returns a function that stops it. */
export function onRecordChange(db: Kysely<Database>, hook: RecordChangeHook): () => void {
  const list = hooks.get(db) ?? [];
  list.push(hook);
  hooks.set(db, list);
  return () => {
    const at = list.indexOf(hook);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * Tells the hooks of `db` that the record changed at `now`. Call it inside the transaction (`trx`) that wrote
 * meetings, agenda items, votes or corrections, next to (not instead of) `bumpMeetingsVersion()` after it. It
 * also moves the record's version in the database (record-version.ts), which every process's page cache reads.
 */
export async function noteRecordChange(db: Kysely<Database>, now: Date, trx: Kysely<Database> = db): Promise<void> {
  for (const hook of hooks.get(db) ?? []) await hook(trx, now);
  // Last, so the version's row is locked for as short a time as the transaction allows (record-version.ts).
  await bumpRecordVersion(trx);
}
