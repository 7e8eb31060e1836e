/**
 * A meeting keeps a link back to the city's own documents (issue 37): the addresses the sync fetched its agenda and
 * its minutes from, in the API; none for a document read from a local file. Over a loopback city.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSyncPass } from '../../sync/sync-pass.ts';
import { type LoopbackCity, startLoopbackCity } from '../../test/peers/city-sources.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runIngest } from '../runs/run-ingest.ts';
import { loadTopicMatchers } from '../keywords-and-topics/topics.ts';

let ctx: TestApp;
let city: LoopbackCity;
const ingestContext = () => ({ city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) });
const detail = async (id: number) => (await ctx.app.inject(`/api/v1/meetings/${id}`)).json();

beforeAll(async () => {
  city = await startLoopbackCity();
  // Friday before the Public Works Committee of August 6, 2025, when its agenda is posted.
  ctx = await createTestApp({}, { now: '2025-08-01T22:00:00.000Z' });
});
afterAll(async () => {
  await ctx.close();
  await city.close();
});

describe("the city's copy of a meeting's documents", () => {
  it('links the agenda and the minutes to the addresses the sync fetched them from', async () => {
    const report = await runSyncPass(ingestContext(), { sources: [{ kind: 'granicus', url: city.listingUrl }] });
    const origin = new URL(city.listingUrl).origin;
    const fetched = (file: string) => report.documents.find((d) => d.url === `${origin}/docs/${file}`)!;

    const agenda = await detail(fetched('pw-agenda.pdf').meetingId!);
    expect(agenda.city_documents).toEqual({ agenda_url: `${origin}/docs/pw-agenda.pdf`, minutes_url: null });
    // Our stored copy stays the document the page opens.
    expect(agenda.agenda_url).toMatch(/^\/api\/v1\/files\//);

    const minutes = await detail(fetched('24-1158-1_2024-12-04_4PM_Minutes.pdf').meetingId!);
    expect(minutes.city_documents.minutes_url).toBe(`${origin}/docs/24-1158-1_2024-12-04_4PM_Minutes.pdf`);
    expect(minutes.minutes_url).toMatch(/^\/api\/v1\/files\//);
  });

  it('links no city copy for minutes read from a local file', async () => {
    const file = path.resolve('city/tulsa/data/minutes/24-1149-2_2024-11-20_5PM_Minutes.pdf');
    const [result] = await runIngest(ingestContext(), [{ kind: 'file', path: file }]);
    expect(result!.status).toBe('created');
    const meeting = await detail(result!.meetingId!);
    expect(meeting.city_documents).toEqual({ agenda_url: null, minutes_url: null });
  });
});
