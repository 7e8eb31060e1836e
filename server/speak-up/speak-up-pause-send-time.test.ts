/**
 * The clerk's pause at send time (decision 205), against a loopback SMTP server and the real worker. A council
 * message a worker had already claimed when the clerk paused (running, so not among the queued ones the pause holds)
 * is held when it reaches its send: nothing reaches the council, the clerk sees it held, and resuming sends it once.
 * A message whose SMTP exchange had already begun is delivered, once: the pause cannot call it back, and resuming
 * does not send it again.
 */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { speakUpReceiptSchema } from '#contract/speak-up.ts';
import { speakUpAdminSchema } from '#contract/speak-up-admin.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createResident, type CreatedResident } from '../test/factories.ts';
import { SPEAK_UP_COUNCILOR, speakUpTestApp } from '../test/speak-up-app.ts';

// One job at a time: the second message is claimed in the same batch and waits for the first one's SMTP answer.
const speakUp = speakUpTestApp({ JOB_CONCURRENCY: '1' });

async function sendAs(label: string): Promise<{ resident: CreatedResident; id: number }> {
  const resident = await createResident(speakUp.ctx.db, { label });
  await speakUp.ctx.db.updateTable('users').set({ email_verified_at: speakUp.ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  const res = await speakUp.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${speakUp.meetingId}/items/${speakUp.itemId}/speak-up/send`,
    headers: bearer(resident.token),
    payload: { stance: 'support', district: 4, subject: `Item 7.a. (${resident.email})`, body: 'I support item 7.a.', language: 'en', counted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { resident, id: speakUpReceiptSchema.parse(res.json()).id };
}
const pause = (paused: boolean) => speakUp.ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/speak-up/pause', headers: bearer(speakUp.admin.token), payload: { paused } });
const deliveries = async () =>
  new Map(speakUpAdminSchema.parse((await speakUp.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speak-up', headers: bearer(speakUp.admin.token) })).json()).messages.map((m) => [m.id, m.delivery]));
const toCouncil = () => speakUp.smtp.accepted.filter((m) => m.recipients.includes(SPEAK_UP_COUNCILOR));

describe('the clerk pauses while the worker is delivering', () => {
  it('holds a claimed message at its send, delivers the one already in SMTP once, and resume sends each once', async () => {
    const first = await sendAs('first');
    const second = await sendAs('second');
    const councilStatus = () => speakUp.ctx.db.selectFrom('jobs').select(['status']).where('idempotency_key', 'like', 'speak-up:%:council').orderBy('id').execute();

    // The first council message is in its SMTP exchange, unanswered, when the clerk pauses.
    let answer!: () => void;
    const received = new Promise<void>((arrived) => {
      speakUp.smtp.beforeAck = (mail) => {
        if (!mail.recipients.includes(SPEAK_UP_COUNCILOR)) return undefined;
        arrived();
        return new Promise<void>((resolve) => (answer = resolve));
      };
    });
    const pass = speakUp.ctx.app.jobs.runOnce();
    await received;
    // Both council messages were claimed in that batch: the pause finds none of them queued.
    expect((await councilStatus()).map((j) => j.status)).toEqual(['running', 'running']);
    const paused = await pause(true);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ held: 0 });
    answer();
    speakUp.smtp.beforeAck = undefined;
    await pass;

    // The one in SMTP went; the one claimed but not begun was held at its send, its job handed to its receipt.
    const sent = toCouncil();
    expect(sent).toHaveLength(1);
    expect((await simpleParser(sent[0]!.raw)).subject).toBe(`Item 7.a. (${first.resident.email})`);
    expect(await deliveries()).toEqual(new Map([[second.id, 'held'], [first.id, 'queued']]));
    expect((await councilStatus()).map((j) => j.status)).toEqual(['done']);

    // Resuming sends the held one once, and never the delivered one again.
    expect((await pause(false)).json()).toEqual({ paused_at: null, held: 0, released: 1 });
    await speakUp.ctx.app.jobs.runOnce();
    await speakUp.ctx.app.jobs.runOnce();
    const subjects = await Promise.all(toCouncil().map(async (m) => (await simpleParser(m.raw)).subject));
    expect(subjects).toEqual([`Item 7.a. (${first.resident.email})`, `Item 7.a. (${second.resident.email})`]);
    expect(await deliveries()).toEqual(new Map([[second.id, 'released'], [first.id, 'queued']]));
  });
});
