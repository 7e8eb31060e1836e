/**
 * Freshness as it is (issue 50): only a request really made, and answered with something that reads, counts as a
 * source answering. With no network (a refused connection) nothing is "current", and a source the pass had nothing
 * to ask is "not checked since", never "current, last error: none"; a source answering 200 with nonsense is "not
 * current" with the reason, even right after a good answer. Real passes against loopback peers, nothing mocked.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSource } from '../ingest/connector/sync-listings.ts';
import { freePort } from '../test/free-port.ts';
import { type LoopbackArchive, startLoopbackArchive } from '../test/peers/council-archive.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { getDataStatus } from './data-status.ts';
import { runSyncPass } from './sync-pass.ts';

let test: TestDatabase;
let clock = new Date('2025-08-02T15:00:00Z').getTime();
const ctx = () => ({ city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => new Date(clock), topics: [] });
const status = (sources: ListingSource[]) => getDataStatus(test.db, { sources, syncEnabled: true, intervalMinutes: 15, now: new Date(clock) });

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

describe('with no network (every connection refused)', () => {
  it('no source counts as answering: the listing and the archive are not current with the error, the item links not checked', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const sources: ListingSource[] = [
      { kind: 'granicus', url: `${nobody}/listing` },
      { kind: 'council_archive', url: `${nobody}/apps/TulsaCouncilArchive` },
      { kind: 'agenda_item_links', url: `${nobody}/apps/CouncilDocuments` },
    ];
    // A pass recorded before requests were counted, in which the archive "answered" without being asked.
    await test.db
      .insertInto('sync_runs')
      .values({ started_at: '2025-08-02T14:45:00.000Z', finished_at: '2025-08-02T14:45:01.000Z', status: 'ok', report: JSON.stringify({ sources: [{ url: sources[1]!.url, ok: true, found: 0 }] }) })
      .execute();

    const report = await runSyncPass(ctx(), { sources });
    expect(report.sources.map((s) => [s.ok, s.requests])).toEqual([
      [false, 1],
      [false, 1],
      [true, 0],
    ]);
    const s = await status(sources);
    expect(s.sources.map((x) => x.last_success_at)).toEqual([null, null, null]);
    expect(s.sources.map((x) => x.state)).toEqual(['not_current', 'not_current', 'not_checked']);
    expect(s.sources[0]!.reason).toMatch(/fetch failed|ECONNREFUSED/);
    expect(s.sources[1]!.reason).toMatch(/fetch failed|ECONNREFUSED/);
    // Asked nothing (no meeting awaits minutes): said so, with no claim of an answer nor of staleness.
    expect(s.sources[2]).toMatchObject({ last_checked_at: null, last_error: null, reason: null, stale: false });
    expect(s.stale).toBe(true);
  });
});

describe('a source answering 200 with nonsense', () => {
  let city: LoopbackCity;
  let archive: LoopbackArchive;
  let nonsense: http.Server;
  let nonsenseUrl: string;
  beforeAll(async () => {
    city = await startLoopbackCity();
    archive = await startLoopbackArchive([]);
    nonsense = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>We are moving! Lorem ipsum.</p></body></html>'));
    await new Promise<void>((resolve) => nonsense.listen(0, '127.0.0.1', resolve));
    nonsenseUrl = `http://127.0.0.1:${(nonsense.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    nonsense.closeAllConnections();
    await new Promise((resolve) => nonsense.close(resolve));
    await archive.close();
    await city.close();
  });

  it('is not current, with the reason, right after it answered well; the archive is asked every pass', async () => {
    clock += 60 * 60_000;
    const good: ListingSource[] = [
      { kind: 'granicus', url: city.listingUrl },
      { kind: 'council_archive', url: archive.url },
    ];
    await runSyncPass(ctx(), { sources: good });
    let s = await status(good);
    expect(s.sources.map((x) => [x.state, x.meetings_listed, x.last_success_at])).toEqual([
      ['current', 3, new Date(clock).toISOString()],
      // No meeting awaited minutes, yet the archive's search form was read: a real answer, of no minutes.
      ['current', 0, new Date(clock).toISOString()],
    ]);
    expect(archive.requests).toEqual(['GET /apps/TulsaCouncilArchive']);

    // Five minutes later both answer 200 with a page that is neither a listing nor the archive's search.
    clock += 5 * 60_000;
    city.listing = '<html><body><p>We are moving! Lorem ipsum.</p></body></html>';
    const broken: ListingSource[] = [good[0]!, { kind: 'council_archive', url: `${nonsenseUrl}/apps/TulsaCouncilArchive` }];
    await runSyncPass(ctx(), { sources: broken });
    s = await status(broken);
    expect(s.sources.map((x) => x.state)).toEqual(['not_current', 'not_current']);
    expect(s.sources[0]!.reason).toMatch(/no meetings found in the listing/);
    expect(s.sources[1]!.reason).toMatch(/no Meeting_Date field/);
    expect(s.sources.map((x) => x.last_checked_at)).toEqual([new Date(clock).toISOString(), new Date(clock).toISOString()]);
    expect(s.stale).toBe(true);
  });
});
