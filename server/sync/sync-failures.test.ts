/**
 * The city's sources failing in the ways real ones do, through a whole sync pass over loopback: a document that
 * answers 500, an HTML error page served as the PDF, a PDF cut short, a listing whose layout changed. Each time the
 * record already held stays as it was (the upcoming meeting keeps its 13 items and its agenda version, so no alert
 * fires) and the pass reports what failed.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { manyPagesPdf } from '../ingest/fixtures/hostile-pdfs.ts';
import { runSyncPass } from './sync-pass.ts';

let test: TestDatabase;
let city: LoopbackCity;
let good: Buffer;
const now = new Date('2025-08-02T15:00:00Z');
const pass = () => runSyncPass({ city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => now, topics: [] }, { sources: [{ kind: 'granicus', url: city.listingUrl }] });
const AGENDA = '/docs/pw-agenda.pdf';

async function publicWorks() {
  const meeting = await test.db.selectFrom('meetings').select(['id', 'source_checksum', 'updated_at']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
  const items = await test.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meeting.id).execute();
  return { ...meeting, items: items.length };
}

beforeAll(async () => {
  test = await createTestDatabase();
  city = await startLoopbackCity();
  good = city.files[AGENDA]!;
  await pass();
});
afterAll(async () => {
  await city.close();
  await test.destroy();
});

describe('a sync pass when the city fails', () => {
  const cases: [string, () => void, RegExp?][] = [
    ['answers 500 for the agenda', () => city.statuses.set(AGENDA, 500)],
    ['serves an HTML error page as the agenda PDF', () => (city.files[AGENDA] = Buffer.from('<!DOCTYPE html><html><body><h1>Service Unavailable</h1></body></html>'))],
    ['serves the agenda PDF cut short', () => (city.files[AGENDA] = good.subarray(0, Math.floor(good.length / 2)))],
    // Issue 51: read in the PDF thread within its limits, refused with the reason, the pass going on.
    ['serves a PDF of 20,000 pages as the agenda', () => (city.files[AGENDA] = manyPagesPdf(20_000)), /^the PDF has 20000 pages; at most 5000 are read$/],
  ];
  for (const [name, breakIt, reason] of cases) {
    it(`${name}: the meeting keeps its agenda, the document is reported as failed`, async () => {
      const before = await publicWorks();
      expect(before.items).toBe(13);
      breakIt();
      try {
        const report = await pass();
        const agenda = report.documents.find((d) => d.url.endsWith(AGENDA))!;
        expect(agenda.status).toBe('failed');
        expect(agenda.reason).toBeTruthy();
        if (reason) expect(agenda.reason).toMatch(reason);
        expect(await publicWorks()).toEqual(before);
        const run = await test.db.selectFrom('sync_runs').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(run.status).toBe('partial');
      } finally {
        city.statuses.clear();
        city.files[AGENDA] = good;
      }
    });
  }

  it('a listing whose layout changed is reported and changes nothing', async () => {
    const before = await test.db.selectFrom('meetings').selectAll().orderBy('id').execute();
    const listing = city.listing;
    city.listing = '<html><body><div class="new-design">Meetings moved to a new portal</div></body></html>';
    try {
      const report = await pass();
      expect(report.sources[0]).toMatchObject({ ok: false, found: 0 });
      expect(report.sources[0]!.error).toBeTruthy();
      expect(report.documents).toEqual([]);
    } finally {
      city.listing = listing;
    }
    expect(await test.db.selectFrom('meetings').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
