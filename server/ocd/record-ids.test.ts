/**
 * Ids a second deployment can rebuild (issue 50, decision 125): two fresh deployments fed the same minutes in
 * opposite orders serve the same calendar UIDs, OCD event ids and OCD vote-event ids, while their row ids (and so
 * decision 016's row-based OCD ids, which this test would fail on) differ.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { compareIds, RECORD_DERIVED, servedIds, type ServedIds } from '../ingest/eval/deployment-ids.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import { runIngest } from '../ingest/runs/run-ingest.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ocdUuid } from './ocd-ids.ts';
import { eventUuid, localDateTime, meetingHashOfVote, meetingKey, voteUuid } from '../meetings/record-ids.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const minutes = path.join(here, '../../city/tulsa/data/minutes');
const FILES = ['24-1157-1_2024-12-02_Special_Meeting_Minutes.pdf', '24-1158-1_2024-12-04_4PM_Minutes.pdf', '24-1158-2_2024-12-04_5PM_Minutes.pdf'];
const city = cityContext(DEFAULT_CITY_ID).config;

const deployments: TestApp[] = [];
let served: ServedIds[] = [];

async function deploymentFedInOrder(files: string[]): Promise<ServedIds> {
  const ctx = await createTestApp();
  deployments.push(ctx);
  const ingest = { city: ctx.app.city, db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) };
  const results = await runIngest(ingest, files.map((file) => ({ kind: 'file' as const, path: path.join(minutes, file) })));
  expect(results.map((r) => r.status)).not.toContain('failed');
  return servedIds(ctx.app, ctx.db);
}

beforeAll(async () => {
  served = [await deploymentFedInOrder(FILES), await deploymentFedInOrder([...FILES].reverse())];
}, 60_000);
afterAll(async () => {
  for (const ctx of deployments) await ctx.close();
});

describe('two deployments fed the same minutes in opposite orders', () => {
  it('serve the same calendar UIDs, OCD event ids and OCD vote-event ids, record by record', () => {
    const comparison = compareIds(served[0]!, served[1]!);
    for (const kind of RECORD_DERIVED) expect(comparison[kind], kind).toEqual({ total: expect.any(Number), differing: 0 });
    expect(comparison.calendarUids.total).toBe(FILES.length);
    expect(comparison.ocdVoteIds.total).toBeGreaterThan(10);
    // Bills too, with the session of each (decision 210).
    expect(comparison.ocdBillIds.total).toBeGreaterThan(0);
    expect([...served[0]!.bills.values()].some((bill) => !bill.endsWith('(no session)'))).toBe(true);
  });

  it('do not share row ids, so ids made from them (decision 016) would not be rebuilt', () => {
    const comparison = compareIds(served[0]!, served[1]!);
    expect(comparison.meetingRowIds.differing).toBeGreaterThan(0);
    expect(comparison.motionRowIds.differing).toBeGreaterThan(0);
    const [a, b] = served.map((s) => s.meetings.get(FILES[0]!)!);
    expect(ocdUuid(city, 'event', a!.row)).not.toBe(ocdUuid(city, 'event', b!.row));
    expect(a!.event).toBe(b!.event);
  });
});

describe('record-derived ids', () => {
  const meeting = { meeting_type: 'regular_council', meeting_date: '2024-12-04T23:00:00.000Z', upstream_source: null, upstream_id: null };

  it('name a meeting by its city, body and local date and time, or by the source\'s own id', () => {
    expect(localDateTime(meeting.meeting_date, city.timeZone)).toBe('2024-12-04T17:00');
    // Summer time: the wall clock, not the offset.
    expect(localDateTime('2025-07-09T22:00:00.000Z', city.timeZone)).toBe('2025-07-09T17:00');
    expect(meetingKey(city, meeting)).toBe(`${city.ocdDivision}|regular_council|2024-12-04T17:00`);
    const moved = { ...meeting, meeting_date: '2024-12-05T23:00:00.000Z' };
    expect(eventUuid(city, moved)).not.toBe(eventUuid(city, meeting));
    expect(eventUuid(city, { ...meeting, meeting_type: 'special_council' })).not.toBe(eventUuid(city, meeting));
    // A source's event moved to another time stays the same event.
    const upstream = { ...meeting, upstream_source: 'legistar:nyc', upstream_id: '1234' };
    expect(eventUuid(city, { ...upstream, meeting_date: moved.meeting_date })).toBe(eventUuid(city, upstream));
    expect(eventUuid(cityContext('nyc').config, upstream)).not.toBe(eventUuid(city, upstream));
  });

  it('are version 8 UUIDs, and a vote event carries the hash of its meeting', () => {
    const vote = voteUuid(city, meeting, { item_number: '7.a.', upstream_id: null, order: 1 });
    for (const uuid of [eventUuid(city, meeting), vote]) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(voteUuid(city, meeting, { item_number: '7.a.', upstream_id: null, order: 2 })).not.toBe(vote);
    expect(meetingHashOfVote(city, vote)).toBe(`${vote.slice(9, 13)}${vote.slice(15, 18)}`);
    expect(meetingHashOfVote(city, eventUuid(city, meeting))).toBeNull();
  });
});
