/**
 * Late sign-ups (issue 37): a resident who signs up, or follows a matter, after an agenda was posted but before its
 * meeting hears of that agenda's items that concern them, once: not again what they were already told, nothing of
 * meetings already held, no old minutes. Over real peers (a loopback city synced by the real pass, a loopback SMTP
 * server) with the test's clock: Friday, August 1, 2025, before the Public Works Committee of Wednesday, August 6.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTopicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { runSyncPass } from '../../sync/sync-pass.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { postInboundSms, SMS_WEBHOOK_TOKEN } from '../../test/sms-app.ts';
import { agendaWithAddendum } from '../../test/fixtures/agenda-revisions.ts';
import { confirmSignup, insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';
import { type LoopbackCity, startLoopbackCity } from '../../test/peers/city-sources.ts';
import type { TestApp } from '../../test/test-app.ts';
import { scanAgendaAlerts } from './agenda-scan.ts';
import { scanAlerts } from '../meeting-alerts/alert-scan.ts';
import { createManageToken } from '../subscriptions/manage-token.ts';

const PHONE = '+19185550177';

let alerts: AlertApp;
let ctx: TestApp;
let city: LoopbackCity;

beforeAll(async () => {
  city = await startLoopbackCity();
  alerts = await startAlertApp({ SMS_WEBHOOK_AUTH_TOKEN: SMS_WEBHOOK_TOKEN }, { now: '2025-08-01T22:00:00.000Z' });
  ctx = alerts.ctx;
});
afterAll(async () => {
  await alerts.close();
  await city.close();
});

const PW = 'Public Works Committee - August 6, 2025 (Wed, Aug 6, 2:30 PM)';

/** A sync pass of the loopback city (unless `syncing` is false), then the scans and the queue, as the running app does. */
async function syncAndDeliver(syncing = true): Promise<void> {
  if (syncing) {
    await runSyncPass(
      { city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) },
      { sources: [{ kind: 'granicus', url: city.listingUrl }] },
    );
  }
  await scanAlerts({ db: ctx.db }, ctx.clock.now());
  await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
  while ((await ctx.app.jobs.runOnce()).done > 0);
}

/** Every alert (not a welcome or a confirmation) sent since the inboxes were cleared: `to | subject`. */
const alertsSent = () =>
  alerts.smtp.accepted
    .filter((m) => /^(On the agenda|New minutes|Cancelled|Reminder)/.test(m.subject))
    .map((m) => `${m.recipients[0]} | ${m.subject}`)
    .sort();
const mailTo = (address: string) => alerts.smtp.accepted.filter((m) => m.recipients[0] === address && m.subject.startsWith('On the agenda'));

/** Signs up through the form and opens the confirmation link, as a resident does. */
async function signUp(email: string, preferences: Record<string, unknown>): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/signup',
    payload: { full_name: 'Late Resident', interested_topics: [String(alerts.topics.get('libraries'))], meeting_types: [], ...preferences, email },
  });
  expect(res.statusCode, res.body).toBe(202);
  await confirmSignup(ctx.app, email);
}

/** Follows a matter by email and opens the emailed link (`times` times), as a resident does. */
async function follow(email: string, fileNumber: string, times = 1): Promise<void> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows', payload: { file_number: fileNumber, email } });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.jobs.runOnce();
  const link = alerts.smtp.accepted.findLast((m) => m.recipients[0] === email && m.subject === `Confirm: follow council item ${fileNumber}`)!;
  const token = decodeURIComponent(/follow\/confirm\?token=(\S+)/.exec(link.text)![1]!);
  for (let i = 0; i < times; i++) {
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows/confirm', payload: { token } });
    expect(opened.statusCode).toBe(200);
  }
}

/** A text from `PHONE`, signed the way the SMS provider signs it (its own library computes the signature). */
const inbound = (body: string, sid: string) => postInboundSms(ctx.app, SMS_WEBHOOK_TOKEN, PHONE, body, sid);

describe('a sign-up after the agenda was posted', () => {
  it('is told the agenda items that concern it once, then only what is new; nothing of a meeting held, no old minutes', async () => {
    // The early resident, signed up before the posting; the listing also holds the minutes of December 4, 2024.
    await insertSubscribers(ctx.db, [{ email: 'early@example.org', topicIds: [alerts.topics.get('zoning-and-land-use')!] }], ctx.clock.now());
    await syncAndDeliver();
    expect(alertsSent()).toEqual([`early@example.org | On the agenda: 1 item for you at ${PW}`]);

    // Saturday: a resident signs up for the Zoning topic and the keyword "curfew": items 3 and 10 of the posted agenda.
    alerts.clearInboxes();
    ctx.clock.set(new Date('2025-08-02T15:00:00.000Z'));
    await signUp('late@example.org', { interested_topics: [String(alerts.topics.get('zoning-and-land-use'))], alert_keywords: ['curfew'] });
    await syncAndDeliver();
    expect(alertsSent()).toEqual([`late@example.org | On the agenda: 2 items for you at ${PW}`]);
    const told = mailTo('late@example.org')[0]!.text;
    expect(told).toContain('3 Rezoning Application Z-7820');
    expect(told).toContain('10 Discussion with the Commissioner of Public Safety');
    // No catch-up of the minutes of December 2024, though its meeting is completed and its topics may be theirs.
    expect(alerts.smtp.accepted.some((m) => m.subject.startsWith('New minutes'))).toBe(false);

    // Following item 2 (25-650-1) later: that item alone, however often the link is opened. Following item 3
    // (25-592-1), of which the early resident was already told: nothing.
    alerts.clearInboxes();
    await follow('late@example.org', '25-650-1', 2);
    await follow('early@example.org', '25-592-1');
    await syncAndDeliver();
    expect(alertsSent()).toEqual([`late@example.org | On the agenda: 1 item for you at ${PW}`]);
    expect(mailTo('late@example.org')[0]!.text).toContain('2 Whitney Cipolla');
    expect(mailTo('late@example.org')[0]!.text).not.toContain('Rezoning');

    // The early resident adds the keyword "curfew" on the manage page: item 10 alone, not item 3 again.
    alerts.clearInboxes();
    const early = await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', 'early@example.org').executeTakeFirstOrThrow();
    const token = createManageToken(await ctx.app.alerts.linkSecret(), early.id, ctx.clock.now());
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/subscriptions/${early.id}?token=${encodeURIComponent(token)}`,
      payload: { full_name: 'Early Resident', interested_topics: [String(alerts.topics.get('zoning-and-land-use'))], meeting_types: [], alert_keywords: ['curfew'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await syncAndDeliver();
    expect(alertsSent()).toEqual([`early@example.org | On the agenda: 1 item for you at ${PW}`]);
    expect(mailTo('early@example.org')[0]!.text).toContain('10 Discussion with the Commissioner of Public Safety');
    expect(mailTo('early@example.org')[0]!.text).not.toContain('Rezoning');
  });

  it('between a revision and its alert: each new item once, by one message or the other', async () => {
    alerts.clearInboxes();
    city.files['/docs/pw-agenda.pdf'] = await agendaWithAddendum(city.files['/docs/pw-agenda.pdf']!, [
      '14. ADDENDUM: Ordinance amending Title 27 regarding the Downtown curfew',
      'hours for minors. (CD-4) [PW 8/6/25] 25-700-1',
    ]);
    // The addendum is taken in, but its alert not yet sent, when a third resident signs up for "curfew".
    await runSyncPass(
      { city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) },
      { sources: [{ kind: 'granicus', url: city.listingUrl }] },
    );
    await signUp('between@example.org', { alert_keywords: ['curfew'] });
    await syncAndDeliver(false);
    // The revision tells the earlier curfew residents its new item only; the newcomer both curfew items, in one message.
    expect(alertsSent()).toEqual([
      `between@example.org | On the agenda: 2 items for you at ${PW}`,
      `early@example.org | On the agenda: 1 item for you at ${PW}`,
      `late@example.org | On the agenda: 1 item for you at ${PW}`,
    ]);
    expect(mailTo('late@example.org')[0]!.text).toContain('Downtown curfew hours for minors');
    expect(mailTo('late@example.org')[0]!.text).not.toContain('Commissioner of Public Safety');

    alerts.clearInboxes();
    await syncAndDeliver();
    expect(alertsSent()).toEqual([]);
  });

  it('by text only: nothing before the number says YES, then the items once, however often it says so', async () => {
    alerts.clearInboxes();
    await signUp('texts@example.org', { phone_number: PHONE, sms_notifications: true, email_notifications: false, alert_keywords: ['curfew'] });
    await syncAndDeliver();
    // The one text is the double opt-in's question.
    expect(alerts.sms.messages.map((m) => m.to)).toEqual([PHONE]);
    for (const sid of ['SMyes0000000000000001', 'SMyes0000000000000002']) expect((await inbound('YES', sid)).statusCode).toBe(200);
    await syncAndDeliver();
    const texts = alerts.sms.messages.slice(1).filter((m) => m.to === PHONE);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/agenda: 2 items for you at Public Works Committee/);
    expect(alertsSent()).toEqual([]);
  });

  it('after the meeting was held: nothing of its agenda', async () => {
    // The committee of August 6 met (no minutes yet: its agenda is still the record), with items on both interests.
    const held = await ctx.db.selectFrom('meetings').select(['status', 'document_type']).where('meeting_type', '=', 'public_works_committee').execute();
    expect(held).toEqual([{ status: 'scheduled', document_type: 'agenda' }]);
    alerts.clearInboxes();
    ctx.clock.set(new Date('2025-08-07T15:00:00.000Z'));
    await signUp('after@example.org', { interested_topics: [String(alerts.topics.get('zoning-and-land-use'))], alert_keywords: ['curfew'] });
    await syncAndDeliver();
    expect(alertsSent()).toEqual([]);
    // Only the confirmation link and the welcome.
    expect(alerts.smtp.accepted.map((m) => `${m.recipients[0]} | ${m.subject}`)).toEqual([
      expect.stringMatching(/^after@example\.org \| Confirm your .+ meeting alerts$/),
      expect.stringMatching(/^after@example\.org \| You're signed up for .+ meeting alerts$/),
    ]);
  });
});
