/**
 * The clerk's pause (issue 51) against a loopback SMTP server: while paused, a resident's message is held (its
 * receipt says so, her copy says so plainly, nothing reaches the council, and a message already waiting in the
 * queue is held too); resuming sends each held message exactly once, and a second resume sends nothing more.
 * Only the admin role sees the messages or touches the switch. A held message the clerk withholds as spam is
 * never sent to the council, its receipt says so, and it is not counted among the residents who wrote.
 */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { speakUpCountsSchema, speakUpReceiptSchema } from '#contract/speak-up.ts';
import { speakUpAdminSchema } from '#contract/speak-up-admin.ts';
import { bearer } from '../test/auth-helpers.ts';
import type { CreatedResident } from '../test/factories.ts';
import { SPEAK_UP_COUNCILOR, speakUpTestApp } from '../test/speak-up-app.ts';

const speakUp = speakUpTestApp();

const send = (resident: CreatedResident, language: 'en' | 'es' = 'en') =>
  speakUp.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${speakUp.meetingId}/items/${speakUp.itemId}/speak-up/send`,
    headers: bearer(resident.token),
    payload: { stance: 'support', district: 4, subject: `Item 7.a. (${resident.email})`, body: 'I support item 7.a. Our block has waited three years.', language, counted: true },
  });
const withhold = (receiptId: number, token = speakUp.admin.token) =>
  speakUp.ctx.app.inject({ method: 'POST', url: `/api/v1/admin/speak-up/held/${receiptId}/withhold`, headers: bearer(token) });
const residentsOnItem = async () => {
  const res = await speakUp.ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${speakUp.meetingId}/speak-up/counts` });
  return speakUpCountsSchema.parse(res.json()).items.find((i) => i.agenda_item_id === speakUp.itemId)?.residents ?? 0;
};
const pause = (paused: boolean, token = speakUp.admin.token) =>
  speakUp.ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/speak-up/pause', headers: bearer(token), payload: { paused } });
const view = async () => speakUpAdminSchema.parse((await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(speakUp.admin.token) })).json());
const toCouncil = () => speakUp.smtp.accepted.filter((m) => m.recipients.includes(SPEAK_UP_COUNCILOR));

describe('the clerk pauses speak-up', () => {
  it('is the admin role’s alone', async () => {
    const resident = await speakUp.verifiedResident('not-a-clerk');
    expect((await pause(true, resident.token)).statusCode).toBe(403);
    expect((await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(resident.token) })).statusCode).toBe(403);
    expect((await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up' })).statusCode).toBe(401);
    expect((await view()).paused_at).toBeNull();
  });

  it('holds what is sent while paused and what was waiting, tells the resident, and sends each once on resume', async () => {
    const early = await speakUp.verifiedResident('early');
    expect((await send(early)).statusCode).toBe(201);
    // Queued before the pause, not yet delivered: the pause holds it too.
    const paused = await pause(true);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused_at: speakUp.ctx.clock.now().toISOString(), held: 1, released: 0 });

    const rosa = await speakUp.verifiedResident('rosa');
    const res = await send(rosa, 'es');
    expect(res.statusCode).toBe(201);
    expect(speakUpReceiptSchema.parse(res.json()).held).toBe(true);
    await speakUp.ctx.app.jobs.runOnce();
    expect(toCouncil()).toHaveLength(0);
    // Each resident's copy went out at once; Rosa's says plainly, in her language, that hers is kept.
    const copy = speakUp.smtp.accepted.find((m) => m.recipients.includes(rosa.email));
    expect((await simpleParser(copy!.raw)).text).toMatch(/^Los mensajes al concejo están en pausa mientras la ciudad atiende una ola de correo no deseado\. Su mensaje se guarda, no se pierde/);
    const during = await view();
    expect(during).toMatchObject({ held: 2, last_hour: 2, last_day: 2 });
    expect(during.messages.map((m) => m.delivery)).toEqual(['held', 'held']);

    const resumed = await pause(false);
    expect(resumed.json()).toEqual({ paused_at: null, held: 0, released: 2 });
    // A second resume (a double click, a retry) finds nothing left to send.
    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 0 });
    await speakUp.ctx.app.jobs.runOnce();
    await speakUp.ctx.app.jobs.runOnce();
    const sent = toCouncil();
    expect(sent).toHaveLength(2);
    const subjects = await Promise.all(sent.map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects.sort()).toEqual([`Item 7.a. (${early.email})`, `Item 7.a. (${rosa.email})`].sort());
    expect((await view()).messages.map((m) => m.delivery)).toEqual(['released', 'released']);
    const dashboard = await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(rosa.token) });
    expect(dashboard.json().speak_up_receipts[0].held).toBe(false);

    // Not paused: a message goes straight to the queue.
    const after = await speakUp.verifiedResident('after');
    expect(speakUpReceiptSchema.parse((await send(after)).json()).held).toBe(false);
    await speakUp.ctx.app.jobs.runOnce();
    expect(toCouncil()).toHaveLength(3);
  });

  it('withholds a held message: never sent, said so on the receipt, not counted; the other held one is sent once', async () => {
    const before = toCouncil().length;
    const countedBefore = await residentsOnItem();
    expect((await pause(true)).statusCode).toBe(200);
    const kept = await speakUp.verifiedResident('kept');
    const spammer = await speakUp.verifiedResident('spammer');
    const keptId = speakUpReceiptSchema.parse((await send(kept)).json()).id;
    const spamId = speakUpReceiptSchema.parse((await send(spammer)).json()).id;
    expect(await residentsOnItem()).toBe(countedBefore + 2);

    // Only the admin role; an unknown receipt is 404.
    expect((await withhold(spamId, spammer.token)).statusCode).toBe(403);
    expect((await speakUp.ctx.app.inject({ method: 'POST', url: `/api/v1/admin/speak-up/held/${spamId}/withhold` })).statusCode).toBe(401);
    expect((await withhold(999_999)).statusCode).toBe(404);
    const res = await withhold(spamId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: spamId, withheld_at: speakUp.ctx.clock.now().toISOString() });
    // Already withheld: 409, nothing changes.
    expect((await withhold(spamId)).statusCode).toBe(409);

    const during = await view();
    expect(during.held).toBe(1);
    expect(during.messages.find((m) => m.id === spamId)?.delivery).toBe('withheld');
    expect(during.messages.find((m) => m.id === keptId)?.delivery).toBe('held');
    expect(await residentsOnItem()).toBe(countedBefore + 1);

    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 1 });
    await speakUp.ctx.app.jobs.runOnce();
    await speakUp.ctx.app.jobs.runOnce();
    const sent = toCouncil().slice(before);
    expect(sent).toHaveLength(1);
    expect((await simpleParser(sent[0]!.raw)).subject).toBe(`Item 7.a. (${kept.email})`);
    expect(toCouncil().filter((m) => m.raw.includes(spammer.email))).toHaveLength(0);

    const after = await view();
    expect(after.messages.find((m) => m.id === spamId)?.delivery).toBe('withheld');
    expect(after.messages.find((m) => m.id === keptId)?.delivery).toBe('released');
    // Released is on its way: too late to withhold; a message never held cannot be withheld either.
    expect((await withhold(keptId)).statusCode).toBe(409);
    const direct = speakUpReceiptSchema.parse((await send(await speakUp.verifiedResident('direct'))).json());
    expect(direct.held).toBe(false);
    expect((await withhold(direct.id)).statusCode).toBe(409);

    const dashboard = await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(spammer.token) });
    expect(dashboard.json().speak_up_receipts[0]).toMatchObject({ id: spamId, held: false, withheld: true });
    expect(await residentsOnItem()).toBe(countedBefore + 2);
  });
});

