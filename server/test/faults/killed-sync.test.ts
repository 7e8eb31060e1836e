/**
 * Alerts before the vote survive a process killed at the worst moments, on whichever engine the suite runs:
 * first in the middle of a sync pass (the city's server hangs on a document, the process is SIGKILLed), then in
 * the middle of sending the alerts that pass produced (the SMTP server never answers one message). After each
 * kill another process takes over once the leases run out, and in the end every subscriber the posted agenda
 * concerns has exactly one alert in the SMTP sink: nothing lost, nothing sent twice.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { insertSubscribers, seedTopics } from '../fixtures/alert-fixtures.ts';
import { startSmtpSink } from '../peers/smtp-sink.ts';
import { drainInNewProcess, killWorkers, startWorker } from '../processes/worker.ts';
import { type LoopbackCity, startLoopbackCity } from '../peers/city-sources.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { DIED_MIDWAY } from '../../sync/sync-pass.ts';

const POSTED = Date.parse('2025-08-01T22:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(POSTED + minutes * MINUTE).toISOString();
const SUBSCRIBERS = 12;

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

const worker = (smtpUrl: string, now: string) => startWorker(database, { smtpUrl, now, syncSources: `granicus=${city.listingUrl}` }, children);

describe('a process killed mid-sync and mid-alert', () => {
  it('loses no alert and sends none twice', { timeout: 120_000 }, async () => {
    const topics = await seedTopics(database.db, cityContext(DEFAULT_CITY_ID));
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `zoning-${i}@example.org`);
    await insertSubscribers(database.db, emails.map((email) => ({ email, topicIds: [topics.get('zoning-and-land-use')!] })), new Date(POSTED));
    // The 5th alert is never answered: the second process dies waiting for its "250".
    const sink = await startSmtpSink({ hold: (n) => n === 5 });
    try {
      // 1. Killed mid-sync: the Public Works agenda is in, the city hangs on the next document.
      city.held.add('/docs/ued-agenda.pdf');
      const first = worker(sink.url, at(0));
      await city.waitForRequest('/docs/ued-agenda.pdf');
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      const lease = await database.db.selectFrom('sync_lease').select('holder').executeTakeFirstOrThrow();
      expect(lease.holder).not.toBeNull();
      expect(sink.accepted).toEqual([]);

      // 2. Six minutes later (past the sync lease) the city answers again; this process is killed mid-send.
      city.held.clear();
      const second = worker(sink.url, at(6));
      await sink.waitForStarted(5, 60_000);
      second.child.kill('SIGKILL');
      expect(await second.exited).toBeNull();
      // Four alerts went out; the fifth was on the wire when the process died.
      expect(sink.accepted).toHaveLength(4);

      // 3. Six minutes later again (past the job leases), the server finishes what was left.
      await drainInNewProcess(database, { smtpUrl: sink.url, now: new Date(at(12)), env: { SYNC: 'on', SYNC_SOURCES: `granicus=${city.listingUrl}` } });

      const perRecipient = new Map<string, number>();
      for (const m of sink.accepted) {
        expect(m.subject).toMatch(/^On the agenda: 1 item for you at Public Works Committee/);
        perRecipient.set(m.recipients[0]!, (perRecipient.get(m.recipients[0]!) ?? 0) + 1);
      }
      expect(new Set(perRecipient.keys())).toEqual(new Set(emails));
      expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
      const runs = await database.db.selectFrom('sync_runs').select(['status', 'finished_at', 'report']).orderBy('id').execute();
      // The killed pass never finished: the next pass marked it failed, saying why (not "running" for ever).
      expect(runs[0]).toMatchObject({ status: 'failed', finished_at: at(6) });
      expect(JSON.parse(runs[0]!.report)).toMatchObject({ error: DIED_MIDWAY });
      expect(runs.slice(1).every((r) => r.status === 'ok')).toBe(true);
      const left = await database.db.selectFrom('jobs').select('kind').where('kind', 'like', 'alerts.agenda%').where('status', '!=', 'done').execute();
      expect(left).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});
