/**
 * "What became of it" before the minutes: a revised agenda that pulls an item or moves it to a later meeting, or
 * the meeting's cancellation, tells each resident who wrote about the item exactly once, in their language, from
 * the transaction that writes the record; the minutes then send nothing more about it. Real app, loopback SMTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveMeeting, type MeetingInput } from '../meetings/meeting-store.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident, meetingInput } from '../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scanSpeakUpOutcomes } from './speak-up-outcomes.ts';

let ctx: TestApp;
let smtp: SmtpSink;
const MEETING_DATE = '2026-11-25T23:00:00.000Z';
const streets = { item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan (26-101-1)', item_type: 'motion' as const, file_number: '26-101-1' };
const parks = { item_number: '7.b.', title: 'Contract for the Gilcrease park lighting', item_type: 'motion' as const };

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://civic.example' });
  await ctx.db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: 'dist4@tulsacouncil.org', phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  ctx.clock.set('2026-11-18T20:00:00.000Z');
});

function agenda(overrides: Partial<MeetingInput>): Partial<MeetingInput> {
  return { title: 'Regular Council Meeting', meeting_date: MEETING_DATE, status: 'scheduled', document_type: 'agenda', ...overrides };
}

async function verifiedResident(label: string): Promise<CreatedResident> {
  const resident = await createResident(ctx.db, { label });
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  return resident;
}

/** The resident writes about the item numbered `number` of the meeting, in `language`. */
async function write(resident: CreatedResident, meetingId: number, number: string, language: 'en' | 'es'): Promise<void> {
  const item = await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).where('item_number', '=', number).executeTakeFirstOrThrow();
  const payload = { stance: 'oppose', district: 4, subject: `Item ${number}`, body: 'I oppose it.', language };
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${item.id}/speak-up/send`, headers: bearer(resident.token), payload });
  expect(res.statusCode).toBe(201);
}

/** Runs the queue until nothing is left to do (the scan re-queues itself for the next minute, not now). */
async function drain(): Promise<void> {
  while ((await ctx.app.jobs.runOnce()).done > 0);
}

const newsTo = (email: string) => smtp.accepted.filter((m) => m.recipients.includes(email) && /^(What became|Qué pasó)/.test(m.subject));

async function queuedNews(): Promise<number> {
  const rows = await ctx.db.selectFrom('jobs').select('idempotency_key').where('idempotency_key', 'like', 'speak-up-outcome:%').execute();
  return rows.length;
}

describe('speak up: a revised agenda or a cancellation closes the loop', () => {
  it('tells the writers of a pulled item once, in their language, and the minutes do not tell them again', async () => {
    const meetingId = await createMeeting(ctx.db, agenda({ agenda_items: [streets, parks] }), ctx.clock.now());
    const rosa = await verifiedResident('rosa');
    const sam = await verifiedResident('sam');
    await write(rosa, meetingId, '7.a.', 'es');
    await write(rosa, meetingId, '7.a.', 'es');
    await write(sam, meetingId, '7.b.', 'en');
    await drain();
    const before = await queuedNews();

    // The addendum prints 7.a. as PULLED; the news is queued by the write itself, before any scan runs.
    ctx.clock.set('2026-11-24T15:00:00.000Z');
    await saveMeeting(ctx.db, meetingInput(agenda({ agenda_items: [{ ...streets, vote_result: 'pulled' }, parks] })), { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city });
    expect(await queuedNews()).toBe(before + 1);
    await drain();
    const pulled = newsTo(rosa.email);
    expect(pulled).toHaveLength(1);
    expect(pulled[0]!.subject).toBe(`Qué pasó con el punto 7.a.: ${streets.title}`);
    expect(pulled[0]!.text).toContain('La agenda revisada de Regular Council Meeting');
    expect(pulled[0]!.text).toContain(`retiró el punto 7.a., "${streets.title}"`);
    expect(pulled[0]!.text).toContain(`https://civic.example/meetings/${meetingId}?lang=es#item-7-a`);
    expect(newsTo(sam.email)).toHaveLength(0);

    // The minutes: Sam hears the outcome of 7.b.; Rosa, already told, hears nothing more.
    ctx.clock.set('2026-11-28T18:00:00.000Z');
    await saveMeeting(
      ctx.db,
      meetingInput({
        title: 'Regular Council Meeting',
        meeting_date: MEETING_DATE,
        agenda_items: [{ ...streets, vote_result: 'pulled' }, { ...parks, vote_result: 'passed' }],
        voting_records: [{ item_number: '7.b.', motion: 'Approve 7.b.', outcome: 'passed', votes: [{ councilor: 'Bellis', district: 4, vote: 'aye' }] }],
      }),
      { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city },
    );
    await scanSpeakUpOutcomes(ctx.db, ctx.clock.now(), 'https://civic.example');
    await drain();
    expect(newsTo(rosa.email)).toHaveLength(1);
    expect(newsTo(sam.email)).toHaveLength(1);
    expect(newsTo(sam.email)[0]!.text).toContain('The minutes are in.');
  });

  it('says where an item went when a revised agenda drops it and a later agenda lists it', async () => {
    const meetingId = await createMeeting(ctx.db, agenda({ meeting_date: '2026-11-26T00:00:00.000Z', agenda_items: [streets, parks] }), ctx.clock.now());
    const later = await createMeeting(ctx.db, agenda({ title: 'Regular Council Meeting of December 2', meeting_date: '2026-12-03T00:00:00.000Z', agenda_items: [{ ...streets, item_number: '5.c.' }] }), ctx.clock.now());
    const ana = await verifiedResident('ana');
    await write(ana, meetingId, '7.a.', 'en');
    await drain();

    await saveMeeting(ctx.db, meetingInput(agenda({ meeting_date: '2026-11-26T00:00:00.000Z', agenda_items: [parks] })), { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city });
    await drain();
    const moved = newsTo(ana.email);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toContain(`moved item 7.a., "${streets.title}", which you wrote to the council about, to a later meeting.`);
    expect(moved[0]!.text).toContain(`It is on the agenda of Regular Council Meeting of December 2 (`);
    expect(moved[0]!.text).toContain(`https://civic.example/meetings/${later}`);
  });

  it('tells the writers of a cancelled meeting once, however often the record is written again', async () => {
    const meetingId = await createMeeting(ctx.db, agenda({ meeting_date: '2026-11-26T01:00:00.000Z', agenda_items: [streets] }), ctx.clock.now());
    const lee = await verifiedResident('lee');
    await write(lee, meetingId, '7.a.', 'en');
    await drain();

    const notice = meetingInput(agenda({ meeting_date: '2026-11-26T01:00:00.000Z', status: 'cancelled', agenda_items: [] }));
    await saveMeeting(ctx.db, notice, { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city });
    await saveMeeting(ctx.db, notice, { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city });
    await drain();
    const cancelled = newsTo(lee.email);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(`was cancelled. Item 7.a., "${streets.title}", which you wrote to the council about, will not be taken up then.`);
  });

  it('says nothing while the item is still on the agenda, reworded or renumbered alike', async () => {
    const meetingId = await createMeeting(ctx.db, agenda({ meeting_date: '2026-11-26T02:00:00.000Z', agenda_items: [streets, parks] }), ctx.clock.now());
    const kim = await verifiedResident('kim');
    await write(kim, meetingId, '7.b.', 'en');
    await write(kim, meetingId, '7.a.', 'en');
    await drain();
    await saveMeeting(
      ctx.db,
      meetingInput(agenda({ meeting_date: '2026-11-26T02:00:00.000Z', agenda_items: [{ ...streets, item_number: '8.a.' }, { ...parks, title: 'Contract for the Gilcrease Park lighting (amended)' }] })),
      { now: ctx.clock.now(), existingId: meetingId, city: ctx.app.city },
    );
    await drain();
    expect(newsTo(kim.email)).toHaveLength(0);
  });
});
