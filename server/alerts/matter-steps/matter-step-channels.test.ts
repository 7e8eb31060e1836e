/**
 * A followed bill's step outside any meeting goes to each follower once on each channel they have on (issue 47,
 * decision 195): e-mail, and a text to a number confirmed by YES, through the loopback SMTP and SMS API. A number
 * not confirmed gets nothing; a channel turned on after a step was recorded is not owed that step; a delivery run
 * again sends nothing more.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { scanMatterSteps } from './matter-step-alerts.ts';

const FILE = 'ORD-2026-17';
let alerts: AlertApp;
let stepId = 0;

beforeAll(async () => {
  alerts = await startAlertApp();
});
afterAll(() => alerts?.close());
beforeEach(() => alerts.clearInboxes());

async function follower(subscriber: Parameters<typeof insertSubscribers>[1][number]): Promise<number> {
  const { ctx } = alerts;
  const [id] = await insertSubscribers(ctx.db, [subscriber], ctx.clock.now());
  await ctx.db.insertInto('item_follows').values({ subscription_id: id!, file_number: FILE, title: 'An ordinance', created_at: ctx.clock.now().toISOString(), confirmed_at: ctx.clock.now().toISOString() }).execute();
  return id!;
}

/** A new step of the file at no meeting, as the connector records it. */
async function newStep(action: string): Promise<void> {
  const { ctx } = alerts;
  stepId++;
  await ctx.db
    .insertInto('upstream_matter_steps')
    .values({ upstream_source: 'test', step_id: String(stepId), matter_id: '1', file_number: FILE, action_date: '2026-05-12', action, body_name: 'Mayor', event_id: null, passed: null, version: null, seen_at: ctx.clock.now().toISOString() })
    .execute();
}

async function scanAndDeliver(): Promise<void> {
  await scanMatterSteps(alerts.ctx.db, alerts.ctx.clock.now());
  await alerts.ctx.app.jobs.runOnce();
}

describe('a bill step by e-mail and text', () => {
  it('reaches each channel once, only a confirmed number by text, and never again', async () => {
    const { ctx } = alerts;
    await follower({ email: 'both@example.org', phone_number: '+19185550101', sms: true });
    await follower({ email: 'textonly@example.org', phone_number: '+19185550102', sms: true, email_on: false });
    const unconfirmed = await follower({ email: 'unconfirmed@example.org', phone_number: '+19185550103', sms: true });
    await ctx.db.updateTable('subscriptions').set({ sms_confirmed_at: null }).where('id', '=', unconfirmed).execute();
    await newStep('Signed Into Law by Mayor');
    await scanAndDeliver();

    expect(alerts.sms.messages.map((m) => m.to).sort()).toEqual(['+19185550101', '+19185550102']);
    for (const text of alerts.sms.messages) expect(text.body).toMatch(new RegExp(`^Tulsa bill you follow: ${FILE}: Signed Into Law by Mayor\\. \\S+/matters/${FILE} Reply STOP to opt out\\.$`));
    expect(alerts.smtp.accepted.map((m) => m.recipients[0]).sort()).toEqual(['both@example.org', 'unconfirmed@example.org']);

    alerts.clearInboxes();
    await scanAndDeliver();
    await ctx.app.jobs.runOnce();
    expect(alerts.sms.messages).toEqual([]);
    expect(alerts.smtp.accepted).toEqual([]);
  });

  it('a number confirmed after a step was recorded gets the next step, not that one', async () => {
    const { ctx } = alerts;
    const late = await follower({ email: 'late@example.org', phone_number: '+19185550104', sms: true });
    await ctx.db.updateTable('subscriptions').set({ sms_confirmed_at: null }).where('id', '=', late).execute();
    await newStep('Returned Unsigned by Mayor');
    await scanAndDeliver();
    expect(alerts.sms.messages.filter((m) => m.to === '+19185550104')).toEqual([]);

    await ctx.db.updateTable('subscriptions').set({ sms_confirmed_at: ctx.clock.now().toISOString() }).where('id', '=', late).execute();
    alerts.clearInboxes();
    await newStep('Filed (End of Session)');
    await scanAndDeliver();
    const texts = alerts.sms.messages.filter((m) => m.to === '+19185550104');
    expect(texts.map((m) => m.body)).toHaveLength(1);
    expect(texts[0]!.body).toContain(`${FILE}: Filed (End of Session).`);
    // Only the new step: the one recorded before the number was confirmed is not counted in ("+1 more step").
    expect(texts[0]!.body).not.toContain('more step');
  });
});
