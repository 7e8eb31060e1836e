/**
 * The seed with DEMO_MEETINGS: the invented upcoming meetings are there for a demonstration, marked as demo in
 * the data and the API, and no reminder, delivery or notification is ever queued for them, while a real meeting
 * in the same window still is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCE_NOTICE_HOURS, MEETING_STATUSES, SIGNUP_MEETING_TYPES } from '#contract/enums.ts';
import type { MeetingDetail, MeetingListResponse } from '#contract/meetings.ts';
import { catchUpSubscription, fanOut } from '../alerts/meeting-alerts/alert-fanout.ts';
import { ALERT_DELIVER_JOB, ALERT_FANOUT_JOB } from '../alerts/jobs/alert-kinds.ts';
import { scanAlerts } from '../alerts/meeting-alerts/alert-scan.ts';
import { insertSubscribers, upcomingMeeting } from '../test/fixtures/alert-fixtures.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { seedAll } from './seed.ts';

const now = new Date(TEST_NOW);
const HOUR = 3_600_000;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedAll(ctx.db, { city: ctx.app.city, now, demoMeetings: true });
});
afterAll(() => ctx.close());

async function demoMeetings() {
  return ctx.db.selectFrom('meetings').select(['id', 'title', 'status', 'meeting_date', 'is_demo']).where('is_demo', '=', 1).execute();
}

describe('seedAll with DEMO_MEETINGS', () => {
  it('adds the invented upcoming meetings, every one marked as demo, and leaves the record unmarked', async () => {
    const meetings = await ctx.db.selectFrom('meetings').select(['title', 'status', 'meeting_date', 'is_demo']).execute();
    expect(new Set(meetings.map((m) => m.status))).toEqual(new Set(MEETING_STATUSES));
    const ahead = meetings.filter((m) => new Date(m.meeting_date).getTime() > now.getTime());
    expect(ahead.length).toBeGreaterThanOrEqual(5);
    expect(ahead.every((m) => m.is_demo === 1)).toBe(true);
    const invented = meetings.filter((m) => /\((upcoming|postponed)\)/.test(m.title));
    expect(invented.length).toBe(ahead.length);
    expect(invented.every((m) => m.is_demo === 1)).toBe(true);
    expect(meetings.filter((m) => m.status === 'completed').every((m) => m.is_demo === 0)).toBe(true);
  });

  it('says so through the API, in the list and the detail', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=100&skip=0&status=scheduled' })).json<MeetingListResponse>();
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.items.every((m) => m.is_demo)).toBe(true);
    const past = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=100&skip=0&status=completed' })).json<MeetingListResponse>();
    expect(past.items.some((m) => m.is_demo)).toBe(false);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${list.items[0]!.id}` })).json<MeetingDetail>();
    expect(detail.is_demo).toBe(true);
  });

  it('queues no reminder for a demo meeting, while a real meeting in the same window gets one', async () => {
    const demos = (await demoMeetings()).filter((m) => m.status === 'scheduled');
    const demoIds = new Set(demos.map((m) => m.id));
    // The nearest demo meeting is inside the longest notice: without the mark, its reminder would be due now.
    const nearest = Math.min(...demos.map((m) => new Date(m.meeting_date).getTime()));
    expect(nearest - now.getTime()).toBeLessThan(Math.max(...ADVANCE_NOTICE_HOURS) * HOUR);
    const realId = await upcomingMeeting(ctx.db, now, 10);
    await insertSubscribers(
      ctx.db,
      ADVANCE_NOTICE_HOURS.map((hours) => ({ email: `notice-${hours}@example.org`, advance_notice_hours: hours, meeting_types: [...SIGNUP_MEETING_TYPES] })),
      now,
    );

    expect(await scanAlerts({ db: ctx.db }, now)).toBeGreaterThan(0);
    const fanouts = await ctx.db.selectFrom('jobs').select('payload').where('kind', '=', ALERT_FANOUT_JOB.name).execute();
    const payloads = fanouts.map((j) => ALERT_FANOUT_JOB.payload.parse(JSON.parse(j.payload)));
    expect(payloads.some((p) => p.meetingId === realId)).toBe(true);
    expect(payloads.filter((p) => demoIds.has(p.meetingId))).toEqual([]);

    // A fan-out for a demo meeting (queued before the mark existed, or by hand) adds nothing either.
    for (const meeting of demos) {
      for (const hours of ADVANCE_NOTICE_HOURS) {
        expect(await fanOut(ctx, { kind: 'reminder', meetingId: meeting.id, hours })).toEqual({ deliveries: 0, notifications: 0 });
      }
    }
    // A late sign-up inside the 168-hour window catches up on the real meeting only.
    const longest = (await ctx.db.selectFrom('subscriptions').select('id').where('advance_notice_hours', '=', 168).executeTakeFirstOrThrow()).id;
    expect(await catchUpSubscription(ctx, longest)).toBe(1);
    const deliveries = await ctx.db.selectFrom('jobs').select('payload').where('kind', '=', ALERT_DELIVER_JOB.name).execute();
    expect(deliveries.map((j) => ALERT_DELIVER_JOB.payload.parse(JSON.parse(j.payload)).meetingId)).toEqual([realId]);
    const notified = await ctx.db.selectFrom('notifications').select('link').execute();
    expect(notified.filter((n) => [...demoIds].some((id) => n.link === `/meetings/${id}`))).toEqual([]);
  });
});
