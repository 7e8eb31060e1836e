/**
 * "What happened" for everyone told "what's coming": a subscriber sent an item of a meeting before the vote, for
 * whatever reason (here a keyword and a district, which no topic of the meeting covers), hears when its minutes
 * complete that meeting, exactly once; a subscriber who was told nothing hears nothing. Real app, loopback SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { type AlertApp, startAlertApp } from '../test/alert-app.ts';
import { meetingInput } from '../test/factories.ts';
import { insertSubscribers, upcomingMeeting } from '../test/fixtures/alert-fixtures.ts';
import type { TestApp } from '../test/test-app.ts';
import { fanOutAgenda } from './agenda-fanout.ts';
import { scanAlerts } from './alert-scan.ts';

let alerts: AlertApp;
let ctx: TestApp;

const item = {
  item_number: '7',
  title: 'Travel authorization for the Council District 4 office to attend the National League of Cities conference',
  description: 'Approval of travel authorization for the Council District 4 office.',
  item_type: 'motion' as const,
};

beforeAll(async () => {
  alerts = await startAlertApp({}, { now: '2025-08-01T22:00:00.000Z' });
  ctx = alerts.ctx;
});
afterAll(() => alerts.close());

const recipients = () => alerts.smtp.accepted.map((m) => m.recipients[0]).sort();

describe('outcome alerts', () => {
  it('reach every subscriber alerted about an item before the vote, once, when the minutes arrive', async () => {
    const libraries = alerts.topics.get('libraries')!;
    await insertSubscribers(
      ctx.db,
      [
        { email: 'travel@example.org', topicIds: [libraries], alert_keywords: ['travel'] },
        { email: 'district4@example.org', topicIds: [libraries], district: 4 },
        { email: 'untold@example.org', topicIds: [libraries], alert_keywords: ['zoning'] },
      ],
      ctx.clock.now(),
    );
    const meetingId = await upcomingMeeting(ctx.db, ctx.clock.now(), 120, { agenda_items: [item], source_checksum: 'agenda-v1' });
    await fanOutAgenda({ db: ctx.db, clock: ctx.clock }, { kind: 'agenda', meetingId, version: 'agenda-v1' });
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    alerts.clearInboxes();

    // The meeting is held; its minutes complete it in place (no topic of the meeting is one the subscribers chose).
    const meeting = await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', meetingId).executeTakeFirstOrThrow();
    ctx.clock.set(new Date(new Date(meeting.meeting_date).getTime() + 3 * 24 * 3_600_000));
    await saveMeeting(
      ctx.db,
      meetingInput({ meeting_date: meeting.meeting_date, topics: [], agenda_items: [{ ...item, vote_result: 'passed' }] }),
      { now: ctx.clock.now(), existingId: meetingId },
    );
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    expect(alerts.smtp.accepted.every((m) => /minutes/i.test(m.subject))).toBe(true);

    // Exactly once: scanning again sends nothing more.
    alerts.clearInboxes();
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual([]);
  });
});
