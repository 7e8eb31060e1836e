/**
 * Alerts before the vote, end to end over real peers: a loopback "city" posts an agenda, one sync pass takes it
 * in, and the subscribers it concerns get one email naming those items (a loopback SMTP server receives them);
 * a revised agenda alerts only for its new items; digests gather items for their hour; a canceled meeting is
 * never announced. The clock is the test's; nothing sleeps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTopicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { runSyncPass } from '../../sync/sync-pass.ts';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type LoopbackCity, startLoopbackCity } from '../../test/peers/city-sources.ts';
import { fanOutAgenda } from './agenda-fanout.ts';
import { createManageToken } from '../subscriptions/manage-token.ts';
import { scanAgendaAlerts } from './agenda-scan.ts';
import { insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';
import { agendaWithAddendum, rewrittenPdf } from '../../test/fixtures/agenda-revisions.ts';
import type { SmsStub } from '../../test/peers/sms-stub.ts';
import type { SmtpSink } from '../../test/peers/smtp-sink.ts';

let alerts: AlertApp;
let ctx: TestApp;
let smtp: SmtpSink;
let sms: SmsStub;
let city: LoopbackCity;
let topics: Map<string, number>;

beforeAll(async () => {
  city = await startLoopbackCity();
  // Friday before the Public Works Committee of Wednesday, August 6, 2025, when its agenda is posted.
  alerts = await startAlertApp({}, { now: '2025-08-01T22:00:00.000Z' });
  ({ ctx, smtp, sms, topics } = alerts);
  await ctx.db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: null, phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
});
afterAll(async () => {
  await alerts.close();
  await city.close();
});
beforeEach(() => alerts.clearInboxes());

/** One sync pass of the loopback city, then the scan and the queue, as the running app does. */
async function syncAndDeliver() {
  const report = await runSyncPass(
    { city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) },
    { sources: [{ kind: 'granicus', url: city.listingUrl }] },
  );
  await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
  await ctx.app.jobs.runOnce();
  return report;
}

const mailTo = (address: string) => smtp.accepted.filter((m) => m.recipients[0] === address);

/** The posted agenda with `extra` lines printed before its adjournment: the revision an addendum makes. */
function revisedAgenda(extra: string[]): Promise<Buffer> {
  return agendaWithAddendum(city.files['/docs/pw-agenda.pdf']!, extra);
}

/** The clerk's cancellation notice of the Public Works Committee (the real notice of another committee, relabeled). */
function publicWorksCanceled(): Promise<Buffer> {
  return rewrittenPdf(city.files['/docs/ued-agenda.pdf']!, (pages) => {
    for (const line of pages[0]!) {
      line.text = line.text.replace('Urban & Economic Development Committee', 'Public Works Committee').replace('10:30 AM', '2:30 PM');
    }
  });
}

describe('alerts before the vote', () => {
  it('a posted agenda alerts each subscriber it concerns once, naming the items and why', async () => {
    await insertSubscribers(
      ctx.db,
      [
        { email: 'zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!], phone_number: '+19185550111', sms: true },
        { email: 'curfew@example.org', topicIds: [topics.get('libraries')!], alert_keywords: ['curfew'] },
        { email: 'district4@example.org', topicIds: [topics.get('libraries')!], district: 4 },
        { email: 'nothing@example.org', topicIds: [topics.get('libraries')!] },
        { email: 'digest@example.org', topicIds: [topics.get('libraries')!], alert_keywords: ['curfew'], agenda_alerts: 'daily' },
        { email: 'off@example.org', topicIds: [topics.get('zoning-and-land-use')!], alert_keywords: ['curfew'], agenda_alerts: 'off' },
      ],
      ctx.clock.now(),
    );
    await syncAndDeliver();

    expect(smtp.accepted.map((m) => m.recipients[0]).sort()).toEqual(['curfew@example.org', 'district4@example.org', 'zoning@example.org']);
    const zoning = mailTo('zoning@example.org')[0]!;
    expect(zoning.subject).toBe('On the agenda: 1 item for you at Public Works Committee - August 6, 2025 (Wed, Aug 6, 2:30 PM)');
    expect(zoning.text).toContain('3 Rezoning Application Z-7820 from RS-3 to IL');
    expect(zoning.text).toContain('Why you are told: Zoning and Land Use (a topic you follow)');
    expect(zoning.text).toMatch(/https:\/\/civic\.example\/meetings\/\d+\/items\/3\?key=[\w-]+/);
    expect(zoning.text).toContain('nothing is decided yet');
    expect(zoning.headers.get('list-unsubscribe')).toBeTruthy();

    const curfew = mailTo('curfew@example.org')[0]!;
    expect(curfew.text).toContain('10 Discussion with the Commissioner of Public Safety');
    expect(curfew.text).toContain('"curfew" (your keyword)');
    expect(curfew.text).not.toContain('Rezoning');

    // Item 2 carries the clerk's tag (CD-4).
    const district = mailTo('district4@example.org')[0]!;
    expect(district.text).toContain('2 Whitney Cipolla');
    expect(district.text).toContain('District 4 (your district)');

    expect(sms.messages.map((m) => m.to)).toEqual(['+19185550111']);
    expect(sms.messages[0]!.body).toMatch(/^Tulsa agenda: 1 item for you at Public Works Committee/);

    // The next pass finds the same agenda: nothing more goes out.
    smtp.accepted.length = 0;
    await syncAndDeliver();
    expect(smtp.accepted).toEqual([]);
  });

  it('a revised agenda alerts only for its new items', async () => {
    city.files['/docs/pw-agenda.pdf'] = await revisedAgenda([
      '14. ADDENDUM: Ordinance amending Title 27 regarding the Downtown curfew',
      'hours for minors. (CD-4) [PW 8/6/25] 25-700-1',
    ]);
    const report = await syncAndDeliver();
    expect(report.documents.find((d) => d.url.endsWith('/docs/pw-agenda.pdf'))?.status).toBe('updated');
    const items = await ctx.db.selectFrom('agenda_items').select('item_number').where('meeting_id', '=', report.documents[0]!.meetingId!).orderBy('position').execute();
    expect(items.map((i) => i.item_number).slice(-3)).toEqual(['13', '14', '15']);

    expect(smtp.accepted.map((m) => m.recipients[0]).sort()).toEqual(['curfew@example.org', 'district4@example.org']);
    const curfew = mailTo('curfew@example.org')[0]!;
    expect(curfew.subject).toMatch(/^On the agenda: 1 item for you/);
    expect(curfew.text).toContain('Downtown curfew hours for minors');
    expect(curfew.text).not.toContain('Commissioner of Public Safety');
    expect(mailTo('district4@example.org')[0]!.text).not.toContain('Whitney Cipolla');
  });

  it('a daily digest gathers the waiting items at 7 AM, once', async () => {
    await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
    await ctx.app.jobs.runOnce();
    expect(mailTo('digest@example.org')).toEqual([]);

    // Saturday, August 2, 2025, 7:00 AM in Tulsa (CDT).
    ctx.clock.set(new Date('2025-08-02T12:00:00.000Z'));
    await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
    await ctx.app.jobs.runOnce();
    const [digest, ...more] = mailTo('digest@example.org');
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your daily agenda digest: 2 items at 1 meeting');
    expect(digest!.text).toContain('Commissioner of Public Safety');
    expect(digest!.text).toContain('Downtown curfew hours for minors');

    smtp.accepted.length = 0;
    ctx.clock.set(new Date('2025-08-02T18:00:00.000Z'));
    await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
    await ctx.app.jobs.runOnce();
    expect(smtp.accepted).toEqual([]);
  });

  it('items of a meeting canceled before the send are not announced', async () => {
    await insertSubscribers(ctx.db, [{ email: 'late@example.org', topicIds: [topics.get('libraries')!], alert_keywords: ['human rights'] }], ctx.clock.now());
    const meeting = await ctx.db.selectFrom('meetings').select(['id', 'source_checksum']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
    // The fan-out has queued the delivery; the meeting is canceled before the worker sends it.
    const result = await fanOutAgenda(ctx, { kind: 'agenda', meetingId: meeting.id, version: meeting.source_checksum! });
    expect(result).toEqual({ subscribers: 1, deliveries: 1 });
    await ctx.db.updateTable('meetings').set({ status: 'cancelled' }).where('id', '=', meeting.id).execute();
    await ctx.app.jobs.runOnce();
    expect(mailTo('late@example.org')).toEqual([]);
    const deliveries = await ctx.db.selectFrom('jobs').select('status').where('idempotency_key', 'like', `alert:agenda:${meeting.id}:%`).execute();
    expect(deliveries.every((d) => d.status === 'done')).toBe(true);
  });
});

describe('following an item', () => {
  const follow = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows', payload, headers });

  it('by email: one confirmation link, and the item alerts once it is on an agenda again', async () => {
    const first = await follow({ file_number: '25-592-1', email: 'Follower@Example.org' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ confirmation_required: true, message: 'Check your email: open the link we sent to start following this item.' });
    // Pressed again: the same answer, and still one email.
    expect((await follow({ file_number: '25-592-1', email: 'follower@example.org' })).statusCode).toBe(202);
    await ctx.app.jobs.runOnce();
    const confirmations = mailTo('follower@example.org');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe('Confirm: follow council item 25-592-1');
    expect(confirmations[0]!.text).toContain('Rezoning Application Z-7820');
    const token = decodeURIComponent(/follow\/confirm\?token=(\S+)/.exec(confirmations[0]!.text)![1]!);

    // Nothing is followed before the link is opened.
    const unconfirmed = await ctx.db.selectFrom('item_follows').select('confirmed_at').where('file_number', '=', '25-592-1').execute();
    expect(unconfirmed.map((f) => f.confirmed_at)).toEqual([null]);
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows/confirm', payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe('You are following this item. We will alert you when it is on an agenda.');
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows/confirm', payload: { token: `${token.slice(0, -2)}xx` } });
    expect(forged.statusCode).toBe(400);

    // A further addendum is a new agenda version: the followed matter is new to this follower, and only it.
    smtp.accepted.length = 0;
    city.files['/docs/pw-agenda.pdf'] = await revisedAgenda([
      '14. ADDENDUM: Ordinance amending Title 27 regarding the Downtown curfew',
      'hours for minors. (CD-4) [PW 8/6/25] 25-700-1',
      '15. ADDENDUM: Resolution naming the Gilcrease Museum trail. [PW 8/6/25] 25-701-1',
    ]);
    await syncAndDeliver();
    const [alert, ...more] = mailTo('follower@example.org');
    expect(more).toEqual([]);
    expect(alert!.text).toContain('3 Rezoning Application Z-7820');
    expect(alert!.text).toContain('file 25-592-1 (an item you follow)');
    expect(alert!.text).not.toContain('Gilcrease');
  });

  it('from a Spanish page: the answers, the confirmation email and its link are in Spanish', async () => {
    smtp.accepted.length = 0;
    const res = await follow({ file_number: '25-592-1', email: 'seguidora@example.org', language: 'es' });
    expect(res.json()).toEqual({ confirmation_required: true, message: 'Revise su correo electrónico: abra el enlace que le enviamos para empezar a seguir este punto.' });
    await ctx.app.jobs.runOnce();
    const [mail] = mailTo('seguidora@example.org');
    expect(mail!.subject).toBe('Confirme: seguir el punto 25-592-1 del concejo');
    expect(mail!.text).toContain('(expediente 25-592-1)');
    const token = decodeURIComponent(/follow\/confirm\?token=([^&\s]+)&lang=es/.exec(mail!.text)![1]!);
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/follows/confirm', payload: { token } });
    expect(opened.json().message).toBe('Usted sigue este punto. Le avisaremos cuando esté en una agenda.');
    const row = await ctx.db.selectFrom('subscriptions').select('language').where('email', '=', 'seguidora@example.org').executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });

  it('signed in with a verified email: live at once; unfollowing ends it', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', account.id).execute();
    const res = await follow({ file_number: '25-650-1' }, bearer(account.token));
    expect(res.statusCode).toBe(201);
    expect(res.json().confirmation_required).toBe(false);
    const subscription = await ctx.db.selectFrom('subscriptions').selectAll().where('email', '=', account.email.toLowerCase()).executeTakeFirstOrThrow();
    expect(subscription.confirmed_at).not.toBeNull();
    // A follow asks for nothing else: no topics, no meeting reminders.
    expect(JSON.parse(subscription.meeting_types)).toEqual([]);

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${subscription.id}`, headers: bearer(account.token) });
    expect(shown.json().followed_items).toEqual([
      { file_number: '25-650-1', title: expect.stringMatching(/^Whitney Cipolla/), confirmed_at: expect.any(String) },
    ]);
    const token = createManageToken(await ctx.app.alerts.linkSecret(), subscription.id, ctx.clock.now());
    const url = `/api/v1/subscriptions/${subscription.id}/follows/25-650-1?token=${encodeURIComponent(token)}`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('refuses what cannot be followed, with a reason', async () => {
    const unknown = await follow({ file_number: '19-1-1', email: 'someone@example.org' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No agenda item has this file number.');
    const malformed = await follow({ file_number: 'DROP TABLE', email: 'someone@example.org' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('A file number looks like 24-1045-1.');
    const anonymous = await follow({ file_number: '25-592-1' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error.message).toBe('Enter your email address, or sign in, to follow this item.');
    // Named by its field and key, so the form shows it by the email field in the page's language.
    expect(anonymous.json().error.details).toEqual([
      expect.objectContaining({ field: 'email', code: 'custom', key: 'follow_email_required', message: 'Enter your email address, or sign in, to follow this item.' }),
    ]);
  });
});

describe('a canceled meeting', () => {
  it('tells those who were told of its items, once', async () => {
    const told = await ctx.db
      .selectFrom('agenda_alert_items as a')
      .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
      .select('s.email')
      .distinct()
      .where('a.sent_at', 'is not', null)
      .execute();
    expect(told.length).toBeGreaterThan(3);
    // Told of nothing: its only item was matched, but the meeting was canceled before the send.
    expect(told.map((t) => t.email)).not.toContain('late@example.org');
    smtp.accepted.length = 0;
    city.files['/docs/pw-agenda.pdf'] = await publicWorksCanceled();
    await syncAndDeliver();
    const meeting = await ctx.db.selectFrom('meetings').select(['status', 'title']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
    expect(meeting).toEqual({ status: 'cancelled', title: 'Public Works Committee - August 6, 2025 (cancelled)' });

    // (The signed-in follower's email verification, queued earlier, goes out in this run too.)
    const notices = smtp.accepted.filter((m) => m.subject.startsWith('Cancelled:'));
    expect(notices.map((m) => m.recipients[0]).sort()).toEqual(told.map((t) => t.email).sort());
    const notice = mailTo('zoning@example.org')[0]!;
    expect(notice.subject).toBe('Cancelled: Public Works Committee - August 6, 2025');
    expect(notice.text).toContain('was cancelled, according to the notice filed with the City Clerk');
    expect(notice.text).toContain('- 3 Rezoning Application Z-7820');
    expect(sms.messages.at(-1)!.body).toMatch(/^Tulsa: Public Works Committee - August 6, 2025 is cancelled\. https:/);

    smtp.accepted.length = 0;
    await syncAndDeliver();
    expect(smtp.accepted).toEqual([]);
  });
});
