/**
 * "What happened" for everyone told "what's coming": a subscriber sent an item of a meeting before the vote, for
 * whatever reason (here a keyword and a district, which no topic of the meeting covers), hears when its minutes
 * complete that meeting, exactly once; a subscriber who was told nothing hears nothing. Real app, loopback SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMeeting } from '../../meetings/meeting-store.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { meetingInput } from '../../test/factories.ts';
import { insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { fanOutAgenda } from '../agenda-alerts/agenda-fanout.ts';
import { scanAlerts } from './alert-scan.ts';

let alerts: AlertApp;
let ctx: TestApp;

const item = {
  item_number: '7',
  title: 'Travel authorization for the Council District 4 office to attend the National League of Cities conference',
  description: 'Approval of travel authorization for the Council District 4 office.',
  item_type: 'motion' as const,
};

// Tulsa's councilors in 2025; one voted no.
const rollCall = ['Miller', 'Archie', 'Hall-Harper', 'Lakin', 'Bellis', 'Kimbrel', 'Fowler', 'Patrick'].map((councilor, i) => ({
  councilor,
  district: null,
  vote: i === 7 ? ('nay' as const) : ('aye' as const),
}));

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
        { email: 'district4@example.org', topicIds: [libraries], district: 4, language: 'es' },
        { email: 'untold@example.org', topicIds: [libraries], alert_keywords: ['zoning'] },
      ],
      ctx.clock.now(),
    );
    const meetingId = await upcomingMeeting(ctx.db, ctx.clock.now(), 120, { agenda_items: [item], source_checksum: 'agenda-v1' });
    await fanOutAgenda({ db: ctx.db, clock: ctx.clock, city: ctx.city }, { kind: 'agenda', meetingId, version: 'agenda-v1' });
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    alerts.clearInboxes();

    // The meeting is held; its minutes complete it in place (no topic of the meeting is one the subscribers chose).
    const meeting = await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', meetingId).executeTakeFirstOrThrow();
    ctx.clock.set(new Date(new Date(meeting.meeting_date).getTime() + 3 * 24 * 3_600_000));
    await saveMeeting(
      ctx.db,
      meetingInput({
        meeting_date: meeting.meeting_date,
        topics: [],
        agenda_items: [{ ...item, vote_result: 'passed' }],
        voting_records: [{ item_number: '7', motion: 'Approve 7', outcome: 'passed', votes: rollCall }],
      }),
      { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city },
    );
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    // Each names what became of the item it was told about, with the tally, in the subscriber's language.
    const mail = (to: string) => alerts.smtp.accepted.find((m) => m.recipients[0] === to)!;
    expect(mail('travel@example.org').subject).toMatch(/minutes/i);
    expect(mail('travel@example.org').text).toContain('What became of the items we told you about:');
    expect(mail('travel@example.org').text).toContain('- 7. Approval of travel authorization for the Council District 4 office: passed');
    expect(mail('travel@example.org').text).toMatch(/: passed \(7 yes, 1 no\)/);
    expect(mail('district4@example.org').text).toContain('Qué pasó con los puntos de los que le avisamos:');
    expect(mail('district4@example.org').text).toMatch(/- 7\. Cubre [^:\n]+: aprobado \(7 a favor, 1 en contra\)/);
    // The summary in Spanish, from the record (issue 30), not the English one.
    expect(mail('district4@example.org').text).toMatch(/Aprobado 7 \(7-1\): cubre .*\. Hubo 1 votación: 1 moción aprobada\./);

    // Exactly once: scanning again sends nothing more.
    alerts.clearInboxes();
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual([]);
  });

  it('reach those told of its items even when the minutes come after the 45-day window, and only them', async () => {
    alerts.clearInboxes();
    const meetingId = await upcomingMeeting(ctx.db, ctx.clock.now(), 120, { agenda_items: [item], source_checksum: 'agenda-late' });
    await fanOutAgenda({ db: ctx.db, clock: ctx.clock, city: ctx.city }, { kind: 'agenda', meetingId, version: 'agenda-late' });
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    alerts.clearInboxes();

    // A committee's minutes reach the archive 60 days after the meeting; the meeting is about libraries, a topic
    // all three chose, but only the two told of its item before the vote hear of it now.
    const meeting = await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', meetingId).executeTakeFirstOrThrow();
    ctx.clock.set(new Date(new Date(meeting.meeting_date).getTime() + 60 * 24 * 3_600_000));
    await saveMeeting(
      ctx.db,
      meetingInput({ meeting_date: meeting.meeting_date, topics: ['libraries'], agenda_items: [{ ...item, vote_result: 'passed' }] }),
      { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city },
    );
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org']);
    // No roll call in these minutes: the result alone, no tally invented.
    expect(alerts.smtp.accepted.find((m) => m.recipients[0] === 'travel@example.org')!.text).toMatch(/7\. Approval of travel authorization[^\n]*: passed\n/);

    alerts.clearInboxes();
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual([]);
  });

  it('a sign-up after the minutes arrived gets no catch-up of them; earlier topic subscribers do', async () => {
    alerts.clearInboxes();
    const libraries = alerts.topics.get('libraries')!;
    const held = new Date(ctx.clock.now().getTime() - 2 * 24 * 3_600_000).toISOString();
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 3_600_000));
    await saveMeeting(ctx.db, meetingInput({ meeting_date: held, topics: ['libraries'], agenda_items: [] }), { now: ctx.clock.now(), city: ctx.app.city });
    // The first sign-up in a while comes an hour after the minutes were stored, before any scan saw them.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 3_600_000));
    await insertSubscribers(ctx.db, [{ email: 'newcomer@example.org', topicIds: [libraries] }], ctx.clock.now());
    await scanAlerts({ db: ctx.db }, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    expect(recipients()).toEqual(['district4@example.org', 'travel@example.org', 'untold@example.org']);
  });
});

