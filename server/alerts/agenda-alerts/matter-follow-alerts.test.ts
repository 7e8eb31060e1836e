/**
 * "Follow this bill" in a Legistar city (issue 47): a New York bill followed by email reaches its follower at each
 * meeting the Council's record places it on, once, through the same agenda alerts as a Tulsa item. The loopback
 * Legistar serves the last day of the shared mirror as it stood the day before (no minutes yet), and a loopback
 * SMTP receives the mail. Then the bill moves where no meeting shows it (the Mayor signs it, decision 160): the
 * step arrives through the matter's history, and the follower is told of it once, never again on later syncs.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTopicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from '../../ingest/connector/legistar/legistar-replay-server.ts';
import { listingSources, runSyncPass } from '../../sync/sync-pass.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { scanMatterSteps } from '../matter-steps/matter-step-alerts.ts';
import { scanAgendaAlerts } from './agenda-scan.ts';

const FILE = 'Int 0873-2026';
const FOLLOWER = 'follower@example.org';
const PHONE = '+12125550147';

describe('following a New York bill', () => {
  let api: ReplayServer;
  let alerts: AlertApp;

  beforeAll(async () => {
    api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2026-04-30', to: '2026-04-30' });
    // The day before: the agendas are posted, no minutes yet.
    for (const event of api.data.events.values()) event.EventMinutesFile = null;
    alerts = await startAlertApp({ CITY: 'nyc', NYC_LEGISTAR_URL: api.url }, { now: '2026-04-29T14:00:00.000Z' });
  });
  afterAll(async () => {
    await alerts?.close();
    await api?.close();
  });

  const syncAndDeliver = async () => {
    const { ctx } = alerts;
    const report = await runSyncPass(
      { city: ctx.city, db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.city) },
      { sources: listingSources(ctx.city.config, undefined, ctx.app.config.LEGISTAR_URL), legistarToken: undefined },
    );
    expect(report.sources[0]).toMatchObject({ ok: true });
    await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.city.config.timeZone);
    await scanMatterSteps(ctx.db, ctx.clock.now());
    await ctx.app.jobs.runOnce();
  };
  const mailTo = (address: string) => alerts.smtp.accepted.filter((m) => m.recipients[0] === address);

  it('alerts at each meeting that takes the bill up, once: the one posted when it is followed, then the next one synced', async () => {
    const { ctx } = alerts;
    // The Finance Committee's agenda is posted; the Council's meeting (event 22423) is not yet in the record.
    const council = api.data.events.get(22423)!;
    api.data.events.delete(22423);
    await syncAndDeliver();
    const followed = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows', payload: { file_number: FILE, email: FOLLOWER } });
    expect(followed.statusCode).toBe(202);
    await ctx.app.jobs.runOnce();
    const [confirmation] = mailTo(FOLLOWER);
    expect(confirmation!.subject).toBe(`Confirm: follow council item ${FILE}`);
    const token = decodeURIComponent(/follow\/confirm\?token=(\S+)/.exec(confirmation!.text)![1]!);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows/confirm', payload: { token } })).statusCode).toBe(200);
    await ctx.app.jobs.runOnce();
    // Confirmed after the posting: told of the committee's agenda at once (the late sign-up catch-up).
    const committee = mailTo(FOLLOWER).slice(1);
    expect(committee.map((m) => m.subject)).toEqual(['On the agenda: 1 item for you at Committee on Finance (Thu, Apr 30, 11:00 AM)']);
    expect(committee[0]!.text).toContain(`file ${FILE} (an item you follow)`);

    // The next step: the Council's meeting appears upstream. One alert for it, naming the bill.
    alerts.clearInboxes();
    // Modified after everything read so far, as an event new upstream is (the sync reads from its cursor on).
    const latest = Math.max(...[...api.data.events.values()].map((e) => Date.parse(`${String(e.EventLastModifiedUtc)}Z`)));
    api.data.events.set(22423, { ...council, EventLastModifiedUtc: new Date(latest + 60_000).toISOString().replace('Z', '') });
    await syncAndDeliver();
    const next = mailTo(FOLLOWER);
    expect(next.map((m) => m.subject)).toEqual(['On the agenda: 1 item for you at City Council (Thu, Apr 30, 1:30 PM)']);
    expect(next[0]!.text).toContain(`file ${FILE} (an item you follow)`);

    // Nothing new upstream: nothing more.
    alerts.clearInboxes();
    await syncAndDeliver();
    expect(mailTo(FOLLOWER)).toEqual([]);
  });

  it('a step outside any meeting (signed by the Mayor) reaches the follower once, through the matter history; later syncs tell nothing more', async () => {
    const { ctx } = alerts;
    alerts.clearInboxes();
    const matter = [...api.data.matters.values()].find((m) => m.File === FILE)!;
    const history = matter.History as Record<string, unknown>[];
    // Upstream, two weeks on: the Mayor signs the bill. The step is in the matter's history, at no meeting.
    const newest = Math.max(...[...api.data.matters.values()].map((m) => Date.parse(String(m.LastModified))));
    const signedAt = new Date(newest + 60_000).toISOString();
    history.push({ ID: 990001, Date: '2026-05-12T00:00:00Z', Action: 'Signed Into Law by Mayor', Description: 'This Introduction was Signed Into Law by Mayor', BodyName: 'Mayor', Version: '*', LastModified: signedAt });
    matter.LastModified = signedAt;
    // The follower also takes texts at a number confirmed by YES (double opt-in): the step goes by both channels.
    const subscriptionId = (await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', FOLLOWER).executeTakeFirstOrThrow()).id;
    await ctx.db.updateTable('subscriptions').set({ phone_number: PHONE, sms_notifications: 1, sms_confirmed_at: ctx.clock.now().toISOString() }).where('id', '=', subscriptionId).execute();
    try {
      await syncAndDeliver();
      const texts = alerts.sms.messages.filter((m) => m.to === PHONE);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(new RegExp(`^New York City bill you follow: ${FILE}: Signed Into Law by Mayor\\. https?://\\S+/matters/${encodeURIComponent(FILE)} Reply STOP to opt out\\.$`));
      expect(texts[0]!.body.length).toBeLessThanOrEqual(160);
      const told = mailTo(FOLLOWER);
      expect(told.map((m) => m.subject)).toEqual([`${FILE}: a new step (Signed Into Law by Mayor)`]);
      expect(told[0]!.text).toContain(`- ${FILE}, 2026-05-12, Mayor: Signed Into Law by Mayor`);
      expect(told[0]!.text).toContain(`/matters/${encodeURIComponent(FILE)}`);

      // Synced again, and again after the matter changed upstream with no new step: nothing more.
      alerts.clearInboxes();
      await syncAndDeliver();
      matter.StatusName = 'Enacted (Mayor signed)';
      matter.LastModified = new Date(Date.parse(signedAt) + 60_000).toISOString();
      await syncAndDeliver();
      expect(mailTo(FOLLOWER)).toEqual([]);
      expect(alerts.sms.messages.filter((m) => m.to === PHONE)).toEqual([]);
      const rows = await ctx.db.selectFrom('matter_step_alerts').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sent_at).not.toBeNull();
      expect(rows[0]!.sms_sent_at).not.toBeNull();
    } finally {
      history.pop();
    }
  });
});
