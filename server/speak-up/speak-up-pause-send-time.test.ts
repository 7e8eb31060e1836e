/**
 * The clerk's pause at send time (decision 205), against a loopback SMTP server and the real worker. A council
 * message a worker had already claimed when the clerk paused (running, so not among the queued ones the pause holds)
 * is held when it reaches its send: nothing reaches the council, the clerk sees it held, and resuming sends it once.
 * A message whose SMTP exchange had already begun is delivered, once: the pause cannot call it back, and resuming
 * does not send it again.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakUpReceiptSchema } from '#contract/speak-up.ts';
import { speakUpAdminSchema } from '#contract/speak-up-admin.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const COUNCILOR = 'dist4@council.example';
let ctx: TestApp;
let smtp: SmtpSink;
let meetingId: number;
let itemId: number;
let admin: CreatedResident;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // One job at a time: the second message is claimed in the same batch and waits for the first one's SMTP answer.
  ctx = await createTestApp({ SMTP_URL: smtp.url, JOB_CONCURRENCY: '1' });
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' }],
  }, ctx.clock.now());
  itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
  await ctx.db
    .insertInto('officials')
    .values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: COUNCILOR, phone: null, term_start: null, term_end: null, ocd_division_id: null })
    .execute();
  admin = await createResident(ctx.db, { label: 'clerk' });
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function sendAs(label: string): Promise<{ resident: CreatedResident; id: number }> {
  const resident = await createResident(ctx.db, { label });
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/send`,
    headers: bearer(resident.token),
    payload: { stance: 'support', district: 4, subject: `Item 7.a. (${resident.email})`, body: 'I support item 7.a.', language: 'en', counted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { resident, id: speakUpReceiptSchema.parse(res.json()).id };
}
const pause = (paused: boolean) => ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/speak-up/pause', headers: bearer(admin.token), payload: { paused } });
const deliveries = async () =>
  new Map(speakUpAdminSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(admin.token) })).json()).messages.map((m) => [m.id, m.delivery]));
const toCouncil = () => smtp.accepted.filter((m) => m.recipients.includes(COUNCILOR));

describe('the clerk pauses while the worker is delivering', () => {
  it('holds a claimed message at its send, delivers the one already in SMTP once, and resume sends each once', async () => {
    const first = await sendAs('first');
    const second = await sendAs('second');
    const councilStatus = () => ctx.db.selectFrom('jobs').select(['status']).where('idempotency_key', 'like', 'speak-up:%:council').orderBy('id').execute();

    // The first council message is in its SMTP exchange, unanswered, when the clerk pauses.
    let answer!: () => void;
    const received = new Promise<void>((arrived) => {
      smtp.beforeAck = (mail) => {
        if (!mail.recipients.includes(COUNCILOR)) return undefined;
        arrived();
        return new Promise<void>((resolve) => (answer = resolve));
      };
    });
    const pass = ctx.app.jobs.runOnce();
    await received;
    // Both council messages were claimed in that batch: the pause finds none of them queued.
    expect((await councilStatus()).map((j) => j.status)).toEqual(['running', 'running']);
    const paused = await pause(true);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ held: 0 });
    answer();
    smtp.beforeAck = undefined;
    await pass;

    // The one in SMTP went; the one claimed but not begun was held at its send, its job handed to its receipt.
    const sent = toCouncil();
    expect(sent).toHaveLength(1);
    expect((await simpleParser(sent[0]!.raw)).subject).toBe(`Item 7.a. (${first.resident.email})`);
    expect(await deliveries()).toEqual(new Map([[second.id, 'held'], [first.id, 'queued']]));
    expect((await councilStatus()).map((j) => j.status)).toEqual(['done']);

    // Resuming sends the held one once, and never the delivered one again.
    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 1 });
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const subjects = await Promise.all(toCouncil().map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects).toEqual([`Item 7.a. (${first.resident.email})`, `Item 7.a. (${second.resident.email})`]);
    expect(await deliveries()).toEqual(new Map([[second.id, 'released'], [first.id, 'queued']]));
  });
});
