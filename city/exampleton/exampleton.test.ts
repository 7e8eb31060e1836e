/**
 * A third city with a known source kind is a folder and no code (issue 46): `city/exampleton/` holds a configuration
 * module and data files, no line outside the folder names it (city/index.ts finds every folder), and its meetings
 * come from a Granicus listing, the kind Tulsa's sync reads, served here on loopback with minutes drawn in the
 * clerk's layout. Being made up (`madeUp: true`), a production server refuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_IDS, MADE_UP_CITY_IDS } from '#city/index.ts';
import type { MeetingDetail, MeetingListResponse } from '#contract/meetings.ts';
import type { OfficialListResponse } from '#contract/representatives.ts';
import { loadConfig } from '#server/config.ts';
import { makePdf, type PdfLine } from '#server/ingest/fixtures/make-pdf.ts';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { seedAll } from '#server/seed/seed.ts';
import { listingSources, runSyncPass } from '#server/sync/sync-pass.ts';
import { listingPage, listingRow, type LoopbackCity, startLoopbackCity } from '#server/test/peers/city-sources.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const NOW = '2026-10-20T15:00:00.000Z';
const MINUTES_PATH = '/docs/26-10-1_2026-10-07_5PM_Minutes.pdf';

/** Lines of one page, top to bottom, in the clerk's layout (72 pt margin, 14 pt apart). */
const page = (lines: string[]): PdfLine[] => lines.map((text, i) => ({ text, x: 72, y: 960 - i * 14, size: 11 }));

const MINUTES = makePdf([
  page([
    'October 7, 2026 100',
    '(5:00 P.M. Regular Meeting)',
    'MINUTES OF THE REGULAR MEETING OF THE COUNCIL OF THE CITY OF',
    'EXAMPLETON, EXAMPLE STATE,',
    'scheduled for Wednesday, October 7, 2026, at 5:00 P.M. in the Town Hall Chamber, 1 Example',
    'Way, Exampleton, ZZ, to transact all business as set out in Notice and Agenda posted in the',
    'Office of the Town Clerk on Friday, October 2, 2026, at 4:00 P.M.',
    '1. CALL TO ORDER',
    'Chair Elm called the meeting to order at 5:00 P.M.',
    'ROLL CALL:',
    'Elm Present Fir Present',
    'Gum Present',
    'Present: 3',
    'Absent: 0',
    '2. CONSENT AGENDA',
    'a. Consideration and possible approval of a contract for the repair of the Example Park',
    'playground. [CC 10/7/26] 26-10-1',
    'Councilor Fir moved to approve 2.a. Councilor Gum seconded the motion.',
    'ROLL CALL:',
    'Elm Yea Fir Yea',
    'Gum Nay',
    'Yeas: 2 Nays: 1 Absent: 0 Abstentions: 0',
    'Motion carried.',
    '3. Adjournment.',
    'Chair Elm adjourned the meeting at 5:20 P.M.',
  ]),
]);

describe('Exampleton, a third city that is a folder and no code', () => {
  let source: LoopbackCity;
  let ctx: TestApp;
  beforeAll(async () => {
    source = await startLoopbackCity();
    for (const file of Object.keys(source.files)) delete source.files[file];
    source.files[MINUTES_PATH] = MINUTES;
    source.listing = listingPage([listingRow('Regular Council Meeting', 'October&nbsp;7,&nbsp;2026 - 5:00&nbsp;PM', MINUTES_PATH, 'Minutes')]);
    ctx = await createTestApp({ CITY: 'exampleton', SYNC_SOURCES: `granicus=${source.listingUrl}` }, { now: NOW });
    await seedAll(ctx.db, { city: ctx.city, now: new Date(NOW), dataDir: ctx.dataDir });
  });
  afterAll(async () => {
    await ctx?.close();
    await source?.close();
  });

  it('is found in city/ without being named in code, and refused in production as made up', () => {
    expect(CITY_IDS).toContain('exampleton');
    expect(MADE_UP_CITY_IDS).toContain('exampleton');
    const cityIndex = fs.readFileSync(path.join(import.meta.dirname, '..', 'index.ts'), 'utf8');
    expect(cityIndex).not.toMatch(/exampleton/i);
    expect(() => loadConfig({ CITIES: 'tulsa,exampleton', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow(/CITIES: exampleton is a made-up city/);
    expect(loadConfig({ CITIES: 'tulsa,exampleton' }).CITIES).toEqual(['tulsa', 'exampleton']);
  });

  it('lists its own officials', async () => {
    const names = (await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials' })).json<OfficialListResponse>().officials.map((o) => o.name);
    expect(names.sort()).toEqual(['Eda Elm', 'Finn Fir', 'Gia Gum', 'Hal Hazel']);
  });

  it('reads its meetings from its loopback listing: the minutes on its own clock, the roll call linked to its councilors', async () => {
    const report = await runSyncPass(
      { city: ctx.city, db: ctx.db, dataDir: ctx.dataDir, now: () => new Date(NOW), topics: loadTopicMatchers(ctx.city) },
      { sources: listingSources(ctx.city.config, ctx.app.config.SYNC_SOURCES) },
    );
    expect(report.sources).toEqual([expect.objectContaining({ url: source.listingUrl, ok: true, found: 1 })]);
    expect(source.requests).toContain(MINUTES_PATH);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings' })).json<MeetingListResponse>();
    expect(list.items).toHaveLength(1);
    const meeting = (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${list.items[0]!.id}` })).json<MeetingDetail>();
    // 5 P.M. in Denver (daylight time in October) is 23:00 UTC.
    expect(meeting).toMatchObject({ meeting_date: '2026-10-07T23:00:00.000Z', status: 'completed', source: 'Town of Exampleton (exampleton.example)' });
    const vote = meeting.voting_records.find((v) => v.votes.length === 3);
    expect(vote?.outcome).toBe('passed');
    expect(vote?.votes.map((v) => [v.councilor, v.district, v.vote])).toEqual([
      ['Elm', 1, 'aye'],
      ['Fir', 2, 'aye'],
      ['Gum', 3, 'nay'],
    ]);
  });
});
