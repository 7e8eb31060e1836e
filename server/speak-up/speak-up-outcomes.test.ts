/**
 * "What became of it": a verified resident writes about an item before the vote; when the minutes complete the
 * meeting in place (new item ids), the scan sends them exactly one message with the result, the tally, their
 * councilor's vote and the roll call's link. Real app, loopback SMTP.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, meetingInput } from '../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scanSpeakUpOutcomes } from './speak-up-outcomes.ts';

let ctx: TestApp;
let smtp: SmtpSink;
const item = { item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' as const };
const rollCall = [
  { councilor: 'Bellis', district: 4, vote: 'nay' as const },
  { councilor: 'Archie', district: 2, vote: 'aye' as const },
  { councilor: 'Miller', district: 1, vote: 'aye' as const },
];

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://civic.example' });
  await ctx.db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: 'dist4@tulsacouncil.org', phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('speak up: what became of it', () => {
  it('tells each resident who wrote, once, the outcome, the tally and how their councilor voted', async () => {
    const meetingDate = '2026-11-25T23:00:00.000Z';
    const meetingId = await createMeeting(ctx.db, { title: 'Regular Council Meeting', meeting_date: meetingDate, status: 'scheduled', agenda_items: [item] }, ctx.clock.now());
    const itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
    const resident = await createResident(ctx.db, { label: 'writer' });
    await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
    const message = { stance: 'oppose', district: 4, subject: 'Item 7.a.', body: 'I oppose it.', language: 'es', counted: true };
    for (const subject of ['Item 7.a.', 'Item 7.a., again']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/send`, headers: bearer(resident.token), payload: { ...message, subject } });
      expect(res.statusCode).toBe(201);
    }
    // A message the clerk withheld as spam (decision 170) was never delivered: no "what became of it", no count.
    const withheld = await createResident(ctx.db, { label: 'withheld' });
    await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', withheld.id).execute();
    const spam = await ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/send`, headers: bearer(withheld.token), payload: { ...message, stance: 'support', subject: 'Item 7.a.' } });
    expect(spam.statusCode).toBe(201);
    const now = ctx.clock.now().toISOString();
    await ctx.db.updateTable('speak_up_receipts').set({ held_at: now, withheld_at: now }).where('user_id', '=', withheld.id).execute();
    // Before the minutes: nothing to say.
    expect(await scanSpeakUpOutcomes(ctx.db, ctx.clock.now(), 'https://civic.example')).toBe(0);

    ctx.clock.set('2026-11-28T18:00:00.000Z');
    await saveMeeting(
      ctx.db,
      meetingInput({
        title: 'Regular Council Meeting',
        meeting_date: meetingDate,
        agenda_items: [{ ...item, vote_result: 'passed' }],
        voting_records: [{ item_number: '7.a.', motion: 'Approve 7.a.', outcome: 'passed', votes: rollCall }],
      }),
      { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city },
    );
    smtp.accepted.length = 0;
    // The scan job runs it (queued by the send); a second scan finds nothing left to say.
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    expect(await scanSpeakUpOutcomes(ctx.db, ctx.clock.now(), 'https://civic.example')).toBe(0);
    await ctx.app.jobs.runOnce();
    const outcomes = smtp.accepted.filter((m) => m.recipients.includes(resident.email) && m.subject.startsWith('Qué pasó'));
    expect(outcomes).toHaveLength(1);
    expect(smtp.accepted.filter((m) => m.recipients.includes(withheld.email) && m.subject.startsWith('Qué pasó'))).toEqual([]);
    const parsed = await simpleParser(outcomes[0]!.raw);
    expect(parsed.subject).toBe('Qué pasó con el punto 7.a.: Resolution adopting the 2027 street maintenance plan');
    expect(parsed.text).toContain('Resultado: aprobado.');
    expect(parsed.text).toContain('La votación: 2 a favor, 1 en contra.');
    // Beside the council's vote, how the residents who agreed to be counted wrote.
    expect(parsed.text).toContain('En este sitio, 1 residente escribió al concejo sobre este punto: 1 en contra.');
    expect(parsed.text).toContain('Su concejal, Bellis, votó: en contra');
    const roll = await ctx.db.selectFrom('voting_records').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow();
    expect(parsed.text).toContain(`https://civic.example/meetings/${meetingId}?lang=es#vote-${roll.id}`);
  });
});
