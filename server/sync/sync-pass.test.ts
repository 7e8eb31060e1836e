/**
 * One sync pass against a loopback "city": an HTTP server serving a Granicus listing (recorded row format) and
 * the real agenda and minutes PDFs it links to, then a listing that fails. The city's documents are fetched with
 * the real `fetch` over loopback; nothing is mocked.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeetingDetail } from '../meetings/meeting-reads.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { runSyncPass } from './sync-pass.ts';

let test: TestDatabase;
let city: LoopbackCity;
const now = new Date('2025-08-02T15:00:00Z');
const cityOfRecord = cityContext(DEFAULT_CITY_ID);
const ctx = () => ({ city: cityOfRecord, db: test.db, dataDir: test.dataDir, now: () => now, topics: [] });
const sources = () => [{ kind: 'granicus' as const, url: city.listingUrl }];

beforeAll(async () => {
  test = await createTestDatabase();
  city = await startLoopbackCity();
});
afterAll(async () => {
  await city.close();
  await test.destroy();
});

describe('a sync pass', () => {
  it('turns a posted agenda into an upcoming meeting with its items, a cancellation into a canceled one, and new minutes into a completed one', async () => {
    const report = await runSyncPass(ctx(), { sources: sources() });
    expect(report.sources).toEqual([{ url: city.listingUrl, ok: true, found: 3, requests: 1 }]);
    // The listing announces each meeting first; the documents then complete those same meetings.
    expect(report.meetingsCreated).toBe(3);
    expect(report.documents.map((d) => d.status)).toEqual(['updated', 'updated', 'updated']);

    const pw = await test.db.selectFrom('meetings').select('id').where('meeting_type', '=', 'public_works_committee').execute();
    expect(pw).toHaveLength(1);
    const detail = (await getMeetingDetail(test.db, pw[0]!.id, now, cityOfRecord))!;
    expect(detail).toMatchObject({ status: 'scheduled', document_type: 'agenda', meeting_date: '2025-08-06T19:30:00.000Z' });
    expect(detail.agenda_items).toHaveLength(13);

    const ued = await test.db.selectFrom('meetings').selectAll().where('meeting_type', '=', 'urban_economic_committee').execute();
    expect(ued.map((m) => m.status)).toEqual(['cancelled']);
    const minutes = await test.db.selectFrom('meetings').selectAll().where('meeting_date', '=', '2024-12-04T22:00:00.000Z').execute();
    expect(minutes.map((m) => [m.status, m.document_type])).toEqual([['completed', 'minutes']]);

    const run = await test.db.selectFrom('sync_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run.status).toBe('ok');
    expect(run.finished_at).not.toBeNull();
    // Each meeting says where its record came from and when: the agenda read, and looked at again by this pass.
    expect(detail.provenance).toEqual({ document: 'agenda', read_at: now.toISOString(), checked_at: run.finished_at });
    const held = (await getMeetingDetail(test.db, minutes[0]!.id, now, cityOfRecord))!;
    expect(held.provenance).toEqual({ document: 'minutes', read_at: now.toISOString(), checked_at: null });
  });

  it('the next pass re-reads only the agendas of meetings still to come, and changes nothing', async () => {
    const before = await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute();
    city.requests.length = 0;
    city.notModified.length = 0;
    const report = await runSyncPass(ctx(), { sources: sources() });
    expect(city.requests.sort()).toEqual(['/docs/pw-agenda.pdf', '/docs/ued-agenda.pdf', '/listing']);
    // Asked with the ETag they came with: the city answers 304 and nothing is downloaded again.
    expect(city.notModified.sort()).toEqual(['/docs/pw-agenda.pdf', '/docs/ued-agenda.pdf']);
    expect(report.documents.map((d) => d.status)).toEqual(['unchanged', 'unchanged']);
    expect(await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(before);
  });

  it('an agenda whose meeting the minutes completed is not downloaded again', async () => {
    const pw = await test.db.selectFrom('meetings').select(['id', 'document_type', 'source_file', 'status']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
    // The minutes have completed the meeting: its source is now the minutes file; the agenda was read into it.
    await test.db.updateTable('meetings').set({ document_type: 'minutes', source_file: 'pw-minutes.pdf', status: 'completed' }).where('id', '=', pw.id).execute();
    try {
      city.requests.length = 0;
      await runSyncPass(ctx(), { sources: sources() });
      expect(city.requests.sort()).toEqual(['/docs/ued-agenda.pdf', '/listing']);
    } finally {
      await test.db.updateTable('meetings').set({ document_type: pw.document_type, source_file: pw.source_file, status: pw.status }).where('id', '=', pw.id).execute();
    }
  });

  it('a listing that fails changes nothing and is reported', async () => {
    const before = await test.db.selectFrom('meetings').selectAll().orderBy('id').execute();
    city.listingStatus = 503;
    try {
      const report = await runSyncPass(ctx(), { sources: sources() });
      expect(report.sources).toEqual([{ url: city.listingUrl, ok: false, found: 0, requests: 1, error: 'HTTP 503' }]);
      expect(report.documents).toEqual([]);
    } finally {
      city.listingStatus = 200;
    }
    expect(await test.db.selectFrom('meetings').selectAll().orderBy('id').execute()).toEqual(before);
    const run = await test.db.selectFrom('sync_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
  });

  it('one pass at a time: a pass that finds the lease taken does nothing', async () => {
    await test.db.updateTable('sync_lease').set({ holder: 'another-process', lease_until: new Date(now.getTime() + 60_000).toISOString() }).execute();
    city.requests.length = 0;
    const report = await runSyncPass(ctx(), { sources: sources() });
    expect(report.skipped).toBe('another sync is running');
    expect(city.requests).toEqual([]);
    // A lease left by a crashed pass runs out, and the next pass takes over.
    await test.db.updateTable('sync_lease').set({ lease_until: new Date(now.getTime() - 1).toISOString() }).execute();
    expect((await runSyncPass(ctx(), { sources: sources() })).skipped).toBeUndefined();
  });

  it('renews its lease after each document, so a process killed midway holds up the next pass only briefly', async () => {
    await test.db.updateTable('sync_lease').set({ holder: null, lease_until: null }).execute();
    let clock = now.getTime();
    const seen: string[] = [];
    await runSyncPass(
      { ...ctx(), now: () => new Date((clock += 60_000)) },
      {
        sources: sources(),
        leaseMs: 5 * 60_000,
        onProgress: async () => {
          const lease = await test.db.selectFrom('sync_lease').select('lease_until').executeTakeFirstOrThrow();
          seen.push(lease.lease_until!);
        },
      },
    );
    expect(seen.length).toBeGreaterThan(1);
    // Each renewal is five minutes after the moment it was made, later each time.
    expect([...seen].sort()).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await test.db.selectFrom('sync_lease').selectAll().executeTakeFirstOrThrow()).holder).toBeNull();
  });

  it('takes over at once a lease left by a process of this host that died mid-pass; a live holder keeps it', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    const until = new Date(now.getTime() + 5 * 60_000).toISOString();
    // A live process of this host (the one that started the tests) holds its lease.
    await test.db.updateTable('sync_lease').set({ holder: `${os.hostname()}:${process.ppid}-0a0b0c0d`, lease_until: until }).execute();
    expect((await runSyncPass(ctx(), { sources: sources() })).skipped).toBe('another sync is running');
    // The killed one's lease does not hold up the next pass.
    await test.db.updateTable('sync_lease').set({ holder: `${os.hostname()}:${child.pid}-0a0b0c0d`, lease_until: until }).execute();
    expect((await runSyncPass(ctx(), { sources: sources() })).skipped).toBeUndefined();
    expect((await test.db.selectFrom('sync_lease').selectAll().executeTakeFirstOrThrow()).holder).toBeNull();
  });
});
