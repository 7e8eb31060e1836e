/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/send` against a loopback SMTP server: one message to the
 * councilor and the Council Secretary with the resident as Reply-To, one copy to the resident, a receipt; then
 * each abuse case of issue 32 gets a clear 4xx and queues nothing.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEAK_UP_SEND_LIMITS, speakUpReceiptSchema } from '#contract/speak-up.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let smtp: SmtpSink;
let meetingId: number;
let itemIds: number[];
const councilor = (district: number, name: string) =>
  ({ name, position: `Councilor, District ${district}`, district, email: `dist${district}@tulsacouncil.org`, phone: null, term_start: null, term_end: null, ocd_division_id: null });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [
      { item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' },
      { item_number: '7.b.', title: 'Ordinance on sidewalk repair', item_type: 'motion' },
    ],
  }, ctx.clock.now());
  itemIds = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).orderBy('id').execute()).map((r) => r.id);
  await ctx.db.insertInto('officials').values([councilor(4, 'Laura Bellis'), councilor(2, 'Anthony Archie')]).execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function verifiedResident(label: string, fullName?: string): Promise<CreatedResident> {
  const resident = await createResident(ctx.db, { label, ...(fullName ? { fullName } : {}) });
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  return resident;
}

const message = (overrides: object = {}) => ({
  stance: 'support',
  district: 4,
  subject: 'Item 7.a.: I support the street plan',
  body: 'I support item 7.a. Our block has waited three years for repaving.',
  ...overrides,
});

const send = (token: string | null, body: object, item = itemIds[0]!) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${item}/speak-up/send`, headers: token ? bearer(token) : {}, payload: body });

/** Send jobs queued and receipts kept so far: both must stay put when a send is refused. */
async function queued(): Promise<{ jobs: number; receipts: number }> {
  const jobs = await ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'email.send').executeTakeFirstOrThrow();
  const receipts = await ctx.db.selectFrom('speak_up_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { jobs: Number(jobs.n), receipts: Number(receipts.n) };
}

describe('speak up: sending from our server', () => {
  it('sends one message to the councilor and the secretary, Reply-To the resident, and one copy, with a receipt', async () => {
    const rosa = await verifiedResident('rosa', 'Rosa Díaz');
    const res = await send(rosa.token, message({ counted: true, sender_name: 'Rosa  díaz' }));
    expect(res.statusCode).toBe(201);
    const receipt = speakUpReceiptSchema.parse(res.json());
    expect(receipt.recipients).toEqual(['dist4@tulsacouncil.org', 'loridoring@tulsacouncil.org']);
    await ctx.app.jobs.runOnce();
    const toCouncil = smtp.accepted.filter((m) => m.recipients.includes('dist4@tulsacouncil.org'));
    expect(toCouncil).toHaveLength(1);
    expect(toCouncil[0]!.recipients.sort()).toEqual(['dist4@tulsacouncil.org', 'loridoring@tulsacouncil.org']);
    const parsed = await simpleParser(toCouncil[0]!.raw);
    expect(parsed.replyTo?.value[0]?.address).toBe(rosa.email);
    expect(parsed.text).toContain(`Rosa Díaz (${rosa.email}) wrote this message through Civic Commons`);
    expect(parsed.messageId).toContain(receipt.message_id);
    // The resident wrote it: it is not marked auto-generated (RFC 3834), unlike the copy and every alert.
    expect(parsed.headers.get('auto-submitted')).toBeUndefined();
    const copies = smtp.accepted.filter((m) => m.recipients.includes(rosa.email));
    expect(copies).toHaveLength(1);
    const copy = await simpleParser(copies[0]!.raw);
    expect(copy.subject).toBe('Your copy: Item 7.a.: I support the street plan');
    expect(copy.headers.get('auto-submitted')).toBe('auto-generated');
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(rosa.token) });
    expect(dashboard.json().speak_up_receipts).toEqual([receipt]);
  });

  it('refuses a resident who is not signed in (401) or whose email is not verified (403), sending nothing', async () => {
    const before = await queued();
    expect((await send(null, message())).statusCode).toBe(401);
    const unverified = await createResident(ctx.db, { label: 'unverified' });
    const res = await send(unverified.token, message());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Verify your email address first. Then we can send your message for you.');
    expect(await queued()).toEqual(before);
  });

  it('refuses a typed recipient, header injection in the name or subject, and a 100 KB message (400)', async () => {
    const mallory = await verifiedResident('mallory');
    const before = await queued();
    for (const body of [
      message({ to: ['someone@example.com'] }),
      message({ recipients: ['someone@example.com'] }),
      message({ sender_name: 'Rosa\r\nBcc: everyone@example.com' }),
      message({ subject: 'Hello\nBcc: everyone@example.com' }),
      message({ body: 'x'.repeat(100_000) }),
      message({ district: 12 }),
    ]) {
      const res = await send(mallory.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await queued()).toEqual(before);
  });

  it('limits 50 sends in a minute: per item first, then per resident (429), sending only what was allowed', async () => {
    const eager = await verifiedResident('eager');
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await send(eager.token, message(), itemIds[i % 2]!)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(46);
    // In words a person can act on, never a count of seconds (the clock: 2 PM in Tulsa; the hour's window opened then).
    const perHour = await send(eager.token, message({ language: 'es' }), itemIds[0]!);
    expect(perHour.json().error.message).toBe('Ya envió todos los mensajes que enviamos por un residente en una hora. Puede volver a escribir hoy a las 3:00 p.m.');
    const kept = await ctx.db.selectFrom('speak_up_receipts').select('id').where('user_id', '=', eager.id).execute();
    expect(kept).toHaveLength(4);
  });

  it('says when a resident can write about an item again: tomorrow, in their language', async () => {
    const twice = await verifiedResident('twice');
    for (let i = 0; i < SPEAK_UP_SEND_LIMITS.perItem; i++) expect((await send(twice.token, message())).statusCode).toBe(201);
    const refused = await send(twice.token, message());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('You have written twice about this item in the last 24 hours. You can write again tomorrow.');
    const spanish = await send(twice.token, message({ language: 'es' }));
    expect(spanish.json().error.message).toBe('Ya escribió dos veces sobre este punto en las últimas 24 horas. Puede volver a escribir mañana.');
  });

  it('counts residents who wrote about an item, each once, only those who agreed to be counted, no names', async () => {
    const again = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}/speak-up/counts` });
    expect(again.statusCode).toBe(200);
    // Rosa agreed; the resident who sent four did not.
    expect(again.json()).toEqual({ items: [{ agenda_item_id: itemIds[0], residents: 1, support: 1, oppose: 0, question: 0 }] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/999999/speak-up/counts' })).statusCode).toBe(404);
  });

  it('refuses a message without a stance, or with one outside the three, with a message (400)', async () => {
    const undecided = await verifiedResident('undecided');
    const before = await queued();
    for (const stance of [undefined, 'maybe', '', null]) {
      const res = await send(undecided.token, message({ stance }));
      expect(res.statusCode, String(stance)).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field: 'stance', key: 'stance_required', message: 'Choose where you stand: support, oppose, or a question.' });
    }
    expect(await queued()).toEqual(before);
  });

  it('carries the account holder\'s name: an office or another name is refused (400), sending nothing', async () => {
    const laura = await verifiedResident('laura', 'Laura Bellis');
    const before = await queued();
    for (const sender_name of ['Councilor Laura Bellis', 'Mayor Monroe Nichols', 'Concejal Laura Bellis', 'City of Tulsa']) {
      const res = await send(laura.token, message({ sender_name }));
      expect(res.statusCode, sender_name).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field: 'sender_name', key: 'office_name' });
    }
    const other = await send(laura.token, message({ sender_name: 'Rosa Díaz', language: 'es' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details[0]).toMatchObject({ field: 'sender_name', key: 'not_account_name' });
    expect(other.json().error.message).toBe('Su mensaje lleva el nombre de su cuenta. Para cambiarlo, edite su perfil.');
    // An account named before names were checked: refused until the profile is changed.
    const titled = await verifiedResident('titled', 'Councilor Ann Smith');
    const res = await send(titled.token, message());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'sender_name', key: 'office_name' });
    expect(await queued()).toEqual(before);
  });

  it(`refuses a message with more than ${SPEAK_UP_SEND_LIMITS.linksPerMessage} links (400)`, async () => {
    const linker = await verifiedResident('linker');
    const before = await queued();
    const body = 'See https://a.example/1, www.b.example and http://c.example/3 for details.';
    const res = await send(linker.token, message({ body }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'body', key: 'too_many_links' });
    expect(await queued()).toEqual(before);
    expect((await send(linker.token, message({ body: 'The plan: https://a.example/plan and www.b.example.' }))).statusCode).toBe(201);
  });

  it('refuses an item the revised agenda pulled (409), sending nothing', async () => {
    const pulledMeeting = await createMeeting(ctx.db, {
      title: 'Regular Council Meeting',
      meeting_date: '2026-11-26T23:00:00.000Z',
      status: 'scheduled',
      agenda_items: [{ item_number: '3.a.', title: 'Contract for the park fence', item_type: 'motion', vote_result: 'pulled' }],
    }, ctx.clock.now());
    const pulled = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', pulledMeeting).executeTakeFirstOrThrow()).id;
    const writer = await verifiedResident('pulled');
    const before = await queued();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${pulledMeeting}/items/${pulled}/speak-up/send`, headers: bearer(writer.token), payload: message() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This item was pulled from the agenda, so the council will not take it up at this meeting.');
    expect(await queued()).toEqual(before);
  });

  it('refuses an item whose meeting has begun (409)', async () => {
    const late = await verifiedResident('late');
    const before = await queued();
    ctx.clock.set('2026-11-25T23:00:00.000Z');
    const res = await send(late.token, message());
    expect(res.statusCode).toBe(409);
    expect(await queued()).toEqual(before);
  });
});
