/**
 * A process killed in the middle of an agenda fan-out (on whichever engine the suite runs): after its first
 * batch of subscribers is recorded, a lock held by this test stops its second batch, and the process is
 * SIGKILLed there. The next process re-runs the fan-out: the first batch's subscribers already have their
 * items and deliveries (written in one transaction), the rest get theirs, and every matching subscriber has
 * exactly one alert in the SMTP sink.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAgendaAlerts } from '../../alerts/agenda-alerts/agenda-scan.ts';
import { insertSubscribers, seedTopics } from '../fixtures/alert-fixtures.ts';
import { startSmtpSink } from '../peers/smtp-sink.ts';
import { drainInNewProcess, killWorkers, startWorker } from '../processes/worker.ts';
import { SQLITE_FILE_NAME } from '../../db/database.ts';
import { loadTopicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { runSyncPass } from '../../sync/sync-pass.ts';
import { type LoopbackCity, startLoopbackCity } from '../peers/city-sources.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const POSTED = '2025-08-01T22:00:00.000Z';
/** Subscribers in all; one in MATCH_EVERY follows the agenda's topic, so each batch of 1,000 has matches. */
const SUBSCRIBERS = 2500;
const MATCH_EVERY = 100;

let database: TestDatabase;
let city: LoopbackCity;
const children: ChildProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  city = await startLoopbackCity();
});
afterAll(async () => {
  killWorkers(children);
  await city.close();
  await database.destroy();
});

/** Holds the write lock on the matched items until released: a second batch cannot record its matches. */
async function lockMatches(): Promise<() => Promise<void>> {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await client.query(`SET search_path TO ${database.pgSchema}`);
    await client.query('BEGIN');
    await client.query('LOCK TABLE agenda_alert_items IN EXCLUSIVE MODE');
    return async () => {
      await client.query('ROLLBACK');
      await client.end();
    };
  }
  const sqlite = new SqliteDatabase(path.join(database.dataDir, SQLITE_FILE_NAME));
  sqlite.exec('BEGIN IMMEDIATE');
  return async () => {
    sqlite.exec('ROLLBACK');
    sqlite.close();
  };
}

async function recordedMatches(): Promise<number> {
  const row = await database.db.selectFrom('agenda_alert_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a process killed mid-fan-out', () => {
  it('loses no alert and sends none twice', { timeout: 120_000 }, async () => {
    const topics = await seedTopics(database.db, cityContext(DEFAULT_CITY_ID));
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `subscriber-${i}@example.org`);
    await insertSubscribers(
      database.db,
      emails.map((email, i) => ({ email, topicIds: [topics.get(i % MATCH_EVERY === 0 ? 'zoning-and-land-use' : 'libraries')!] })),
      new Date(POSTED),
    );
    const matching = emails.filter((_, i) => i % MATCH_EVERY === 0);
    // The agenda is on record and its fan-out queued, as a sync pass leaves them.
    const defaultCity = cityContext(DEFAULT_CITY_ID);
    await runSyncPass(
      { city: defaultCity, db: database.db, dataDir: database.dataDir, now: () => new Date(POSTED), topics: loadTopicMatchers(defaultCity) },
      { sources: [{ kind: 'granicus', url: city.listingUrl }] },
    );
    expect(await scanAgendaAlerts(database.db, new Date(POSTED), cityContext(DEFAULT_CITY_ID).config.timeZone)).toBeGreaterThan(0);

    const sink = await startSmtpSink({ parse: false });
    try {
      const { child, exited } = startWorker(database, { smtpUrl: sink.url, now: POSTED }, children);
      // The first batch is in: take the lock at once, so the second waits on it; kill the process waiting.
      const deadline = Date.now() + 60_000;
      while ((await recordedMatches()) === 0) {
        if (Date.now() > deadline) throw new Error('the fan-out never recorded a batch');
      }
      const release = await lockMatches();
      const atKill = await recordedMatches();
      child.kill('SIGKILL');
      expect(await exited).toBeNull();
      await release();
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(matching.length);
      expect(sink.accepted).toEqual([]);

      // Six minutes later (past the job lease) another process finishes the fan-out and sends.
      await drainInNewProcess(database, { smtpUrl: sink.url, now: new Date(Date.parse(POSTED) + 6 * 60_000) });

      const perRecipient = new Map<string, number>();
      for (const m of sink.accepted) perRecipient.set(m.recipients[0]!, (perRecipient.get(m.recipients[0]!) ?? 0) + 1);
      expect(new Set(perRecipient.keys())).toEqual(new Set(matching));
      expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
      expect(await recordedMatches()).toBe(matching.length);
    } finally {
      await sink.close();
    }
  });
});
