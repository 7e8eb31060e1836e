/**
 * The clerk's withhold, told and undoable (issue 49, decision 205), against a loopback SMTP server: a withheld
 * resident gets one plain e-mail in her language (why, that it was not sent, how to reach the clerk, who is its
 * Reply-To), written in the withhold's transaction; the clerk can undo it (admin only, logged): held again while
 * paused, sent at once otherwise, counted again, and the resident is told it goes after all, or told nothing when
 * the first notice had not left yet.
 */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { speakUpCountsSchema, speakUpReceiptSchema } from '#contract/speak-up.ts';
import { speakUpAdminSchema } from '#contract/speak-up-admin.ts';
import { bearer } from '../test/auth-helpers.ts';
import type { CreatedResident } from '../test/factories.ts';
import { SPEAK_UP_COUNCILOR, speakUpTestApp } from '../test/speak-up-app.ts';

const speakUp = speakUpTestApp();

async function send(resident: CreatedResident, language: 'en' | 'es' = 'en'): Promise<number> {
  const res = await speakUp.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${speakUp.meetingId}/items/${speakUp.itemId}/speak-up/send`,
    headers: bearer(resident.token),
    payload: { stance: 'oppose', district: 4, subject: `Item 7.a. (${resident.email})`, body: 'Please fix our street first.', language, counted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return speakUpReceiptSchema.parse(res.json()).id;
}
const step = (method: 'POST' | 'DELETE', receiptId: number, token: string | null = speakUp.admin.token) =>
  speakUp.ctx.app.inject({ method, url: `/api/v1/admin/speak-up/held/${receiptId}/withhold`, ...(token ? { headers: bearer(token) } : {}) });
const pause = async (paused: boolean) =>
  expect((await speakUp.ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/speak-up/pause', headers: bearer(speakUp.admin.token), payload: { paused } })).statusCode).toBe(200);
const deliveryOf = async (id: number) =>
  speakUpAdminSchema.parse((await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(speakUp.admin.token) })).json()).messages.find((m) => m.id === id)?.delivery;
const residentsOnItem = async () => {
  const res = await speakUp.ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${speakUp.meetingId}/speak-up/counts` });
  return speakUpCountsSchema.parse(res.json()).items.find((i) => i.agenda_item_id === speakUp.itemId)?.residents ?? 0;
};
const drain = async () => {
  while ((await speakUp.ctx.app.jobs.runOnce()).done > 0);
};
/** Everything the resident received apart from her copy, parsed. */
const noticesTo = (resident: CreatedResident) =>
  Promise.all(speakUp.smtp.accepted.filter((m) => m.recipients.includes(resident.email)).map((m) => simpleParser(m.raw))).then((mails) =>
    mails.filter((m) => !m.subject?.startsWith('Your copy') && !m.subject?.startsWith('Su copia')),
  );
const toCouncilFrom = (resident: CreatedResident) => speakUp.smtp.accepted.filter((m) => m.recipients.includes(SPEAK_UP_COUNCILOR) && m.raw.includes(resident.email));
const log = (receiptId: number) =>
  speakUp.ctx.db.selectFrom('speak_up_withhold_log').select(['action', 'user_id', 'notice_key']).where('receipt_id', '=', receiptId).orderBy('id').execute();

describe('the clerk withholds a message: the resident is told once, and the clerk can undo it', () => {
  it('tells a withheld resident plainly, once, in her language, with the clerk to write to', async () => {
    await pause(true);
    const rosa = await speakUp.verifiedResident('rosa');
    const id = await send(rosa, 'es');
    expect((await step('POST', id)).statusCode).toBe(200);
    // The notice is queued in the withhold's transaction: there before any worker ran.
    const queued = await speakUp.ctx.db.selectFrom('jobs').select('idempotency_key').where('idempotency_key', 'like', `speak-up-withhold:${id}:%`).execute();
    expect(queued).toHaveLength(1);
    // A second withhold (a double click) is refused and queues nothing.
    expect((await step('POST', id)).statusCode).toBe(409);
    await drain();
    await drain();

    const notices = await noticesTo(rosa);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.subject).toBe('Su mensaje sobre el punto 7.a. no se envió al concejo');
    expect(notice.text).toContain('no se envió al concejo');
    expect(notice.text).toContain('la secretaría lo leyó y lo retuvo como correo no deseado. No se enviará y no se cuenta entre los residentes');
    expect(notice.text).toContain(`escriba a ${speakUp.ctx.app.city.config.howToBeHeard!.secretary.name}`);
    // The clerk to write to: the city's Council Secretary.
    const clerk = speakUp.ctx.app.city.config.howToBeHeard!.secretary;
    expect(notice.text).toContain(clerk.email);
    if (clerk.phone) expect(notice.text).toContain(clerk.phone);
    expect(notice.replyTo?.value[0]?.address).toBe(clerk.email);
    expect(toCouncilFrom(rosa)).toHaveLength(0);
    expect(await log(id)).toEqual([{ action: 'withhold', user_id: speakUp.admin.id, notice_key: queued[0]!.idempotency_key }]);
    await pause(false);
  });

  it('undoes a withhold: admin only, logged, held again while paused or sent at once, counted again, the resident told', async () => {
    await pause(true);
    const ana = await speakUp.verifiedResident('ana');
    const id = await send(ana);
    const counted = await residentsOnItem();
    expect((await step('POST', id)).statusCode).toBe(200);
    await drain();
    expect(await residentsOnItem()).toBe(counted - 1);

    // Only the admin role; an unknown receipt is 404; one not withheld is 409.
    expect((await step('DELETE', id, ana.token)).statusCode).toBe(403);
    expect((await step('DELETE', id, null)).statusCode).toBe(401);
    expect((await step('DELETE', 999_999)).statusCode).toBe(404);

    // Paused: held again, counted again, and Ana (who was told it was withheld) is told it will go after all.
    const undone = await step('DELETE', id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id, delivery: 'held' });
    expect((await step('DELETE', id)).statusCode).toBe(409);
    expect(await deliveryOf(id)).toBe('held');
    expect(await residentsOnItem()).toBe(counted);
    await drain();
    let notices = await noticesTo(ana);
    expect(notices.map((m) => m.subject)).toEqual([
      'Your message about item 7.a. was not sent to the council',
      'Your message about item 7.a. will be sent to the council after all',
    ]);
    expect(notices[1]!.text).toContain('Sending to the council is still paused: your message is kept and will be sent once, as soon as sending resumes.');
    expect(notices[1]!.text).toContain('It counts again among the residents who wrote about this item');

    // Withheld a second time (a step of its own, so a notice of its own), resumed: not sent. Undone while sending
    // runs: queued at once, sent once.
    expect((await step('POST', id)).statusCode).toBe(200);
    await pause(false);
    await drain();
    expect(toCouncilFrom(ana)).toHaveLength(0);
    expect((await step('DELETE', id)).json()).toEqual({ id, delivery: 'released' });
    expect(await deliveryOf(id)).toBe('released');
    await drain();
    await drain();
    expect(toCouncilFrom(ana)).toHaveLength(1);
    notices = await noticesTo(ana);
    expect(notices).toHaveLength(4);
    expect(notices[3]!.text).toContain('it is being sent to the council now.');
    expect((await log(id)).map((row) => [row.action, row.user_id])).toEqual([
      ['withhold', speakUp.admin.id],
      ['restore', speakUp.admin.id],
      ['withhold', speakUp.admin.id],
      ['restore', speakUp.admin.id],
    ]);
    // Released: too late to withhold again.
    expect((await step('POST', id)).statusCode).toBe(409);
  });

  it('tells nothing when the withhold is undone before its notice left', async () => {
    await pause(true);
    const ben = await speakUp.verifiedResident('ben');
    const id = await send(ben);
    expect((await step('POST', id)).statusCode).toBe(200);
    expect((await step('DELETE', id)).json()).toEqual({ id, delivery: 'held' });
    await pause(false);
    await drain();
    await drain();
    expect(await noticesTo(ben)).toHaveLength(0);
    expect(toCouncilFrom(ben)).toHaveLength(1);
    expect((await log(id)).map((row) => [row.action, row.notice_key === null])).toEqual([
      ['withhold', false],
      ['restore', true],
    ]);
  });
});
