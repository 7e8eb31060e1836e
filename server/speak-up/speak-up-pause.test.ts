/**
 * The clerk's pause (issue 51) against a loopback SMTP server: while paused, a resident's message is held (its
 * receipt says so, her copy says so plainly, nothing reaches the council, and a message already waiting in the
 * queue is held too); resuming sends each held message exactly once, and a second resume sends nothing more.
 * Only the admin role sees the messages or touches the switch. A held message the clerk withholds as spam is
 * never sent to the council, its receipt says so, and it is not counted among the residents who wrote.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakUpCountsSchema, speakUpReceiptSchema } from '#contract/speak-up.ts';
import { speakUpAdminSchema } from '#contract/speak-up-admin.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const COUNCILOR = 'dist4@tulsacouncil.org';
let ctx: TestApp;
let smtp: SmtpSink;
let meetingId: number;
let itemId: number;
let admin: CreatedResident;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
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

async function verifiedResident(label: string): Promise<CreatedResident> {
  const resident = await createResident(ctx.db, { label });
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  return resident;
}

const send = (resident: CreatedResident, language: 'en' | 'es' = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/send`,
    headers: bearer(resident.token),
    payload: { stance: 'support', district: 4, subject: `Item 7.a. (${resident.email})`, body: 'I support item 7.a. Our block has waited three years.', language, counted: true },
  });
const withhold = (receiptId: number, token = admin.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/speak-up/held/${receiptId}/withhold`, headers: bearer(token) });
const residentsOnItem = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}/speak-up/counts` });
  return speakUpCountsSchema.parse(res.json()).items.find((i) => i.agenda_item_id === itemId)?.residents ?? 0;
};
const pause = (paused: boolean, token = admin.token) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/speak-up/pause', headers: bearer(token), payload: { paused } });
const view = async () => speakUpAdminSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(admin.token) })).json());
const toCouncil = () => smtp.accepted.filter((m) => m.recipients.includes(COUNCILOR));

describe('the clerk pauses speak-up', () => {
  it('is the admin role’s alone', async () => {
    const resident = await verifiedResident('not-a-clerk');
    expect((await pause(true, resident.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(resident.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up' })).statusCode).toBe(401);
    expect((await view()).paused_at).toBeNull();
  });

  it('holds what is sent while paused and what was waiting, tells the resident, and sends each once on resume', async () => {
    const early = await verifiedResident('early');
    expect((await send(early)).statusCode).toBe(201);
    // Queued before the pause, not yet delivered: the pause holds it too.
    const paused = await pause(true);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused_at: ctx.clock.now().toISOString(), held: 1, released: 0 });

    const rosa = await verifiedResident('rosa');
    const res = await send(rosa, 'es');
    expect(res.statusCode).toBe(201);
    expect(speakUpReceiptSchema.parse(res.json()).held).toBe(true);
    await ctx.app.jobs.runOnce();
    expect(toCouncil()).toHaveLength(0);
    // Each resident's copy went out at once; Rosa's says plainly, in her language, that hers is kept.
    const copy = smtp.accepted.find((m) => m.recipients.includes(rosa.email));
    expect((await simpleParser(copy!.raw)).text).toMatch(/^Los mensajes al concejo están en pausa mientras la ciudad atiende una ola de correo no deseado\. Su mensaje se guarda, no se pierde/);
    const during = await view();
    expect(during).toMatchObject({ held: 2, last_hour: 2, last_day: 2 });
    expect(during.messages.map((m) => m.delivery)).toEqual(['held', 'held']);

    const resumed = await pause(false);
    expect(resumed.json()).toEqual({ paused_at: null, held: 0, released: 2 });
    // A second resume (a double click, a retry) finds nothing left to send.
    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 0 });
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const sent = toCouncil();
    expect(sent).toHaveLength(2);
    const subjects = await Promise.all(sent.map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects.sort()).toEqual([`Item 7.a. (${early.email})`, `Item 7.a. (${rosa.email})`].sort());
    expect((await view()).messages.map((m) => m.delivery)).toEqual(['released', 'released']);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(rosa.token) });
    expect(dashboard.json().speak_up_receipts[0].held).toBe(false);

    // Not paused: a message goes straight to the queue.
    const after = await verifiedResident('after');
    expect(speakUpReceiptSchema.parse((await send(after)).json()).held).toBe(false);
    await ctx.app.jobs.runOnce();
    expect(toCouncil()).toHaveLength(3);
  });

  it('withholds a held message: never sent, said so on the receipt, not counted; the other held one is sent once', async () => {
    const before = toCouncil().length;
    const countedBefore = await residentsOnItem();
    expect((await pause(true)).statusCode).toBe(200);
    const kept = await verifiedResident('kept');
    const spammer = await verifiedResident('spammer');
    const keptId = speakUpReceiptSchema.parse((await send(kept)).json()).id;
    const spamId = speakUpReceiptSchema.parse((await send(spammer)).json()).id;
    expect(await residentsOnItem()).toBe(countedBefore + 2);

    // Only the admin role; an unknown receipt is 404.
    expect((await withhold(spamId, spammer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/speak-up/held/${spamId}/withhold` })).statusCode).toBe(401);
    expect((await withhold(999_999)).statusCode).toBe(404);
    const res = await withhold(spamId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: spamId, withheld_at: ctx.clock.now().toISOString() });
    // Already withheld: 409, nothing changes.
    expect((await withhold(spamId)).statusCode).toBe(409);

    const during = await view();
    expect(during.held).toBe(1);
    expect(during.messages.find((m) => m.id === spamId)?.delivery).toBe('withheld');
    expect(during.messages.find((m) => m.id === keptId)?.delivery).toBe('held');
    expect(await residentsOnItem()).toBe(countedBefore + 1);

    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 1 });
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const sent = toCouncil().slice(before);
    expect(sent).toHaveLength(1);
    expect((await simpleParser(sent[0]!.raw)).subject).toBe(`Item 7.a. (${kept.email})`);
    expect(toCouncil().filter((m) => m.raw.includes(spammer.email))).toHaveLength(0);

    const after = await view();
    expect(after.messages.find((m) => m.id === spamId)?.delivery).toBe('withheld');
    expect(after.messages.find((m) => m.id === keptId)?.delivery).toBe('released');
    // Released is on its way: too late to withhold; a message never held cannot be withheld either.
    expect((await withhold(keptId)).statusCode).toBe(409);
    const direct = speakUpReceiptSchema.parse((await send(await verifiedResident('direct'))).json());
    expect(direct.held).toBe(false);
    expect((await withhold(direct.id)).statusCode).toBe(409);

    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(spammer.token) });
    expect(dashboard.json().speak_up_receipts[0]).toMatchObject({ id: spamId, held: false, withheld: true });
    expect(await residentsOnItem()).toBe(countedBefore + 2);
  });
});

