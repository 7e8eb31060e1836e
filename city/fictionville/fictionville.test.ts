/**
 * A second city by configuration alone (issue 21, decision 020): the whole app booted with `CITY=fictionville`, a
 * made-up city, and no code change. Its districts answer the district finder, its officials are listed, its
 * minutes (drawn here in the layout the Tulsa clerk files) ingest with the roll call linked to its councilors,
 * and its name is what the API and every page say. Runs on SQLite and PostgreSQL like the other server tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCity } from '#contract/city.ts';
import type { MeetingDetail, MeetingListResponse } from '#contract/meetings.ts';
import type { FindRepresentativesResponse, OfficialListResponse } from '#contract/representatives.ts';
import { makePdf, type PdfLine } from '#server/ingest/fixtures/make-pdf.ts';
import { runIngest } from '#server/ingest/runs/run-ingest.ts';
import { expandSources } from '#server/ingest/runs/sources.ts';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { seedAll } from '#server/seed/seed.ts';
import { createTestApp, TEST_NOW, type TestApp } from '#server/test/test-app.ts';

/** Lines of one page, top to bottom, in the clerk's layout (72 pt margin, 14 pt apart). */
function page(lines: string[]): PdfLine[] {
  return lines.map((text, i) => ({ text, x: 72, y: 960 - i * 14, size: 11 }));
}

const MINUTES = makePdf([
  page([
    'October 7, 2026 100',
    '(5:00 P.M. Regular Meeting)',
    'MINUTES OF THE REGULAR MEETING OF THE COUNCIL OF THE CITY OF',
    'FICTIONVILLE, EXAMPLE STATE,',
    'scheduled for Wednesday, October 7, 2026, at 5:00 P.M. in the Town Hall Chamber, 1 Example',
    'Way, Fictionville, ZZ, to transact all business as set out in Notice and Agenda posted in the',
    'Office of the Town Clerk on Friday, October 2, 2026, at 4:00 P.M.',
    '1. CALL TO ORDER',
    'Chair Alder called the meeting to order at 5:00 P.M.',
    'ROLL CALL:',
    'Alder Present Birch Present',
    'Cedar Present',
    'Present: 3',
    'Absent: 0',
    '2. CONSENT AGENDA',
    'a. Consideration and possible approval of a contract for the repair of the Example Park',
    'playground. [CC 10/7/26] 26-10-1',
    'Councilor Birch moved to approve 2.a. Councilor Cedar seconded the motion.',
    'ROLL CALL:',
    'Alder Yea Birch Yea',
    'Cedar Nay',
    'Yeas: 2 Nays: 1 Absent: 0 Abstentions: 0',
    'Motion carried.',
    '3. Adjournment.',
    'Chair Alder adjourned the meeting at 5:20 P.M.',
  ]),
]);

describe('Fictionville, a second city booted by configuration alone', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ CITY: 'fictionville' });
    await seedAll(ctx.db, { city: ctx.app.city, now: new Date(TEST_NOW), dataDir: ctx.dataDir });
  });
  afterAll(() => ctx.close());

  it('names itself: the API, the app decoration and the PDF hosts are the city’s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/city' });
    expect(res.statusCode).toBe(200);
    const city = res.json<PublicCity>();
    expect(city).toMatchObject({ id: 'fictionville', name: 'Fictionville', councilName: 'Fictionville Town Council', timeZone: 'America/Denver' });
    expect(JSON.stringify(city)).not.toMatch(/tulsa|oklahoma/i);
    expect(ctx.app.city.config.name).toBe('Fictionville');
    expect(ctx.app.config.PDF_PROXY_HOSTS).toEqual(['fictionville.example']);
  });

  it('its districts answer the district finder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address: '39.45, -104.5' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<FindRepresentativesResponse>();
    expect(body.district_info).toMatchObject({ found: true, district: 3 });
    expect(body.representatives.map((r) => r.name)).toContain('Cora Cedar');
    expect(body.representatives.map((r) => r.name)).toContain('Dana Dogwood');

    const outside = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address: '36.13, -95.93' } });
    expect(outside.json<FindRepresentativesResponse>().district_info.found).toBe(false);
  });

  it('lists its officials and no one else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials' });
    expect(res.statusCode).toBe(200);
    const names = res.json<OfficialListResponse>().officials.map((o) => o.name).sort();
    expect(names).toEqual(['Ada Alder', 'Ben Birch', 'Cora Cedar', 'Dana Dogwood']);
  });

  it('ingests its minutes: the meeting on its own clock, the roll call linked to its councilors', async () => {
    const file = path.join(ctx.dataDir, '26-10-1_2026-10-07_5PM_Minutes.pdf');
    fs.writeFileSync(file, MINUTES);
    const [result] = await runIngest(
      { city: ctx.app.city, db: ctx.db, dataDir: ctx.dataDir, now: () => new Date(TEST_NOW), topics: loadTopicMatchers(ctx.app.city) },
      expandSources([file]).sources,
    );
    expect(result?.status, result?.reason).not.toBe('failed');

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings' })).json<MeetingListResponse>();
    expect(list.items).toHaveLength(1);
    const meeting = (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${list.items[0]!.id}` })).json<MeetingDetail>();
    // 5 P.M. in Denver (daylight time in October) is 23:00 UTC.
    expect(meeting.meeting_date).toBe('2026-10-07T23:00:00.000Z');
    expect(meeting.source).toBe('Town of Fictionville (fictionville.example)');
    const vote = meeting.voting_records.find((v) => v.votes.length === 3);
    expect(vote?.outcome).toBe('passed');
    expect(vote?.votes.map((v) => [v.councilor, v.district, v.vote])).toEqual([
      ['Alder', 1, 'aye'],
      ['Birch', 2, 'aye'],
      ['Cedar', 3, 'nay'],
    ]);
  });

  it('every page it sends carries the city, which the header and footer then name', async () => {
    const webDir = path.join(ctx.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Civic Commons</title><meta name="description" content=""></head><body><div id="root"></div></body></html>');
    const withWeb = await createTestApp({ CITY: 'fictionville', WEB_DIST_DIR: webDir });
    try {
      const res = await withWeb.app.inject({ method: 'GET', url: '/meetings', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      const embedded = /<script type="application\/json" id="city-state">(.+?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(embedded ?? 'null')).toMatchObject({ name: 'Fictionville', councilName: 'Fictionville Town Council' });
    } finally {
      await withWeb.close();
    }
  });
});
