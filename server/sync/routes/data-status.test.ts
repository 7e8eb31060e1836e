/**
 * The public data status after real sync passes against the loopback city: a pass that read the listing, then
 * one that met a failing listing; stale once two intervals pass without a success.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStatusSchema } from '#contract/data-status.ts';
import { runSyncPass } from '../sync-pass.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type LoopbackCity, startLoopbackCity } from '../../test/peers/city-sources.ts';

let city: LoopbackCity;
let t: TestApp;
beforeAll(async () => {
  city = await startLoopbackCity();
  t = await createTestApp({ SYNC_INTERVAL: '15', SYNC_SOURCES: `granicus=${city.listingUrl}` }, { now: '2025-08-02T15:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
  await city.close();
});

const pass = () =>
  runSyncPass({ city: cityContext(DEFAULT_CITY_ID), db: t.db, dataDir: t.dataDir, now: () => t.clock.now(), topics: [] }, { sources: [{ kind: 'granicus', url: city.listingUrl }] });
const status = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/data-status' });
  expect(response.statusCode).toBe(200);
  return dataStatusSchema.parse(response.json());
};

describe('GET /api/v1/data-status', () => {
  it('says nothing was read before the first pass, and flags it', async () => {
    const s = await status();
    expect(s).toMatchObject({ sync_enabled: false, interval_minutes: 15, last_pass: null, newest_agenda: null, newest_minutes: null, stale: true });
    expect(s.sources).toEqual([
      { url: city.listingUrl, kind: 'granicus', last_success_at: null, meetings_listed: null, last_error_at: null, last_error: null, last_checked_at: null, state: 'not_current', reason: 'never answered', stale: true },
    ]);
  });

  it('after a pass: when each source answered, the newest agenda and minutes; after a failing pass: the error too', async () => {
    await pass();
    let s = await status();
    expect(s.sources[0]).toMatchObject({ last_success_at: '2025-08-02T15:00:00.000Z', meetings_listed: 3, last_error: null, state: 'current', reason: null, stale: false });
    expect(s.newest_agenda).toMatchObject({ title: 'Public Works Committee - August 6, 2025' });
    expect(s.newest_minutes).toMatchObject({ title: 'City Council Regular Meeting (4:00 P.M.) - December 4, 2024' });
    expect(s.last_pass).toMatchObject({ status: 'ok' });

    t.clock.advance(20 * 60 * 1000);
    city.listingStatus = 500;
    try {
      await pass();
    } finally {
      city.listingStatus = 200;
    }
    s = await status();
    // Its last request failed: not current, with the reason, though it answered well within two intervals.
    expect(s.sources[0]).toMatchObject({
      last_success_at: '2025-08-02T15:00:00.000Z',
      last_error_at: '2025-08-02T15:20:00.000Z',
      last_checked_at: '2025-08-02T15:20:00.000Z',
      last_error: 'HTTP 500',
      state: 'not_current',
      reason: 'HTTP 500',
      stale: true,
    });
    expect(s.last_pass).toMatchObject({ status: 'failed' });

    t.clock.advance(11 * 60 * 1000);
    expect((await status()).stale).toBe(true);
  });

  it('names each document a pass could not read, and why', async () => {
    city.statuses.set('/docs/ued-agenda.pdf', 404);
    try {
      await pass();
    } finally {
      city.statuses.delete('/docs/ued-agenda.pdf');
    }
    const s = await status();
    expect(s.last_pass).toMatchObject({ status: 'partial' });
    expect(s.last_pass!.failed_documents).toHaveLength(1);
    expect(s.last_pass!.failed_documents[0]!.url).toBe(city.listingUrl.replace('/listing', '/docs/ued-agenda.pdf'));
    expect(s.last_pass!.failed_documents[0]!.reason).toMatch(/404/);
  });
});
