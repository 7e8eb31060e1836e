/**
 * Nothing emptied by a bad document (issue 50): the city re-posts the Public Works agenda as a PDF whose items
 * cannot be read (its first page's heading alone). The published agenda keeps its 13 items, no resident is alerted,
 * the document is held with the reason (the pass says so, /status names it), and the same bytes are not read
 * again. Real peers: the loopback city, SMTP sink and SMS stub; the clock is the test's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStatusSchema } from '#contract/data-status.ts';
import { scanAgendaAlerts } from '../alerts/agenda-alerts/agenda-scan.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import { type AlertApp, startAlertApp } from '../test/alert-app.ts';
import { insertSubscribers } from '../test/fixtures/alert-fixtures.ts';
import { rewrittenPdf } from '../test/fixtures/agenda-revisions.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { toldOutcomes } from '../alerts/meeting-alerts/told-outcomes.ts';
import { runSyncPass } from './sync-pass.ts';

let alerts: AlertApp;
let city: LoopbackCity;
let posted: Buffer;
const AGENDA = '/docs/pw-agenda.pdf';

beforeAll(async () => {
  city = await startLoopbackCity();
  alerts = await startAlertApp({ SYNC_SOURCES: 'granicus=http://127.0.0.1:9/listing' }, { now: '2025-08-01T22:00:00.000Z' });
  posted = city.files[AGENDA]!;
});
afterAll(async () => {
  await alerts.close();
  await city.close();
});

async function syncAndDeliver() {
  const { ctx } = alerts;
  const report = await runSyncPass(
    { city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) },
    { sources: [{ kind: 'granicus', url: city.listingUrl }] },
  );
  await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
  await ctx.app.jobs.runOnce();
  return report;
}

async function publicWorks() {
  const db = alerts.ctx.db;
  const meeting = await db.selectFrom('meetings').select(['id', 'status', 'source_checksum', 'updated_at', 'city_agenda_url']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
  const items = await db.selectFrom('agenda_items').select('title').where('meeting_id', '=', meeting.id).orderBy('position').execute();
  return { ...meeting, items: items.map((i) => i.title) };
}

/** The posted agenda with only its heading left: what a scanned or re-laid-out re-posting reads as. */
const headingOnly = (agenda: Buffer) =>
  rewrittenPdf(agenda, (pages) => {
    const first = pages[0]!;
    const at = first.findIndex((l) => /^1\.\s/.test(l.text));
    first.splice(at);
    pages.splice(1);
  });

describe('an agenda re-posted with no readable items', () => {
  it('keeps its 13 items, alerts no one, and is held with the reason', async () => {
    const { ctx, topics, smtp, sms } = alerts;
    await insertSubscribers(
      ctx.db,
      [
        { email: 'zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!], phone_number: '+19185550111', sms: true },
        { email: 'curfew@example.org', topicIds: [topics.get('libraries')!], alert_keywords: ['curfew'] },
      ],
      ctx.clock.now(),
    );
    await syncAndDeliver();
    expect(smtp.accepted.map((m) => m.recipients[0]).sort()).toEqual(['curfew@example.org', 'zoning@example.org']);
    const before = await publicWorks();
    expect(before.items).toHaveLength(13);
    alerts.clearInboxes();

    ctx.clock.advance(60 * 60_000);
    city.files[AGENDA] = await headingOnly(city.files[AGENDA]!);
    const report = await syncAndDeliver();
    const agenda = report.documents.find((d) => d.url.endsWith(AGENDA))!;
    expect(agenda).toMatchObject({ status: 'held', meetingId: before.id });
    expect(agenda.reason).toBe('the agenda reads as no items, and the meeting holds 13: held, the meeting is unchanged');
    expect(await publicWorks()).toEqual(before);
    expect(smtp.accepted).toEqual([]);
    expect(sms.messages).toEqual([]);
    const run = await ctx.db.selectFrom('sync_runs').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run.status).toBe('partial');

    const status = dataStatusSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/data-status' })).json());
    expect(status.held_documents).toEqual([
      { meeting_id: before.id, file_name: 'pw-agenda.pdf', url: `${new URL(city.listingUrl).origin}${AGENDA}`, reason: agenda.reason, held_at: ctx.clock.now().toISOString() },
    ]);

    // The same bytes again: held, not read again, still nothing sent.
    ctx.clock.advance(15 * 60_000);
    const again = await syncAndDeliver();
    expect(again.documents.find((d) => d.url.endsWith(AGENDA))).toMatchObject({ status: 'held', reason: agenda.reason });
    expect(await publicWorks()).toEqual(before);
    expect(smtp.accepted).toEqual([]);
  });
});

describe('an item a revised agenda takes off', () => {
  it('is told as removed, not as "no result recorded"; an item still listed is not', async () => {
    const { ctx } = alerts;
    const zoning = await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', 'zoning@example.org').executeTakeFirstOrThrow();
    const meetingId = (await publicWorks()).id;
    expect((await toldOutcomes(ctx.db, ctx.app.city, zoning.id, meetingId)).map((o) => [o.item_number, o.result])).toEqual([['3', null]]);

    // The addendum drops item 3 (the rezoning the subscriber was told of): its lines up to item 4 are gone.
    ctx.clock.advance(60 * 60_000);
    city.files[AGENDA] = await rewrittenPdf(posted, (pages) => {
      for (const page of pages) {
        const from = page.findIndex((l) => /^3\.\s/.test(l.text));
        if (from < 0) continue;
        const to = page.findIndex((l, i) => i > from && /^4\.\s/.test(l.text));
        page.splice(from, (to < 0 ? page.length : to) - from);
      }
    });
    const report = await syncAndDeliver();
    expect(report.documents.find((d) => d.url.endsWith(AGENDA))).toMatchObject({ status: 'updated' });
    expect((await publicWorks()).items).toHaveLength(12);
    expect((await toldOutcomes(ctx.db, ctx.app.city, zoning.id, meetingId)).map((o) => [o.item_number, o.result])).toEqual([['3', 'removed']]);
    const curfew = await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', 'curfew@example.org').executeTakeFirstOrThrow();
    expect((await toldOutcomes(ctx.db, ctx.app.city, curfew.id, meetingId)).map((o) => o.result)).toEqual([null]);
  });
});
