/**
 * An alert's item link stays good after the agenda it was sent from is replaced (issue 37): a loopback city posts
 * an agenda, the subscriber's alert arrives at a loopback SMTP server, the city then posts the cancellation, and the
 * link read from the received email still answers: a redirect to the meeting page (200) that says the item's
 * meeting was cancelled. A renumbered item is found under its new number. The clock is the test's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemKey } from './item-key.ts';
import { scanAgendaAlerts } from '../alerts/agenda-alerts/agenda-scan.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import { runSyncPass } from '../sync/sync-pass.ts';
import { type AlertApp, startAlertApp } from '../test/alert-app.ts';
import { insertSubscribers } from '../test/fixtures/alert-fixtures.ts';
import { rewrittenPdf } from '../test/fixtures/agenda-revisions.ts';
import { createMeeting } from '../test/factories.ts';
import { BUILT_INDEX_HTML } from '../test/page-app.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { itemLinkPath } from './item-links.ts';

let alerts: AlertApp;
let city: LoopbackCity;
let dist: string;

beforeAll(async () => {
  city = await startLoopbackCity();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-item-links-'));
  fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX_HTML);
  // Friday before the Public Works Committee of Wednesday, August 6, 2025, when its agenda is posted.
  alerts = await startAlertApp({ WEB_DIST_DIR: dist }, { now: '2025-08-01T22:00:00.000Z' });
});
afterAll(async () => {
  await alerts.close();
  await city.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function syncAndDeliver() {
  const { ctx } = alerts;
  await runSyncPass(
    { city: ctx.app.city, db: ctx.db, dataDir: ctx.app.config.DATA_DIR, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.app.city) },
    { sources: [{ kind: 'granicus', url: city.listingUrl }] },
  );
  await scanAgendaAlerts(ctx.db, ctx.clock.now(), ctx.app.city.config.timeZone);
  await ctx.app.jobs.runOnce();
}

/** Follows a link of the site as a browser would: redirects included; returns the last answer and where it was. */
async function follow(url: string) {
  let at = new URL(url);
  for (let hops = 0; hops < 5; hops++) {
    const res = await alerts.ctx.app.inject({ method: 'GET', url: `${at.pathname}${at.search}`, headers: { accept: 'text/html' } });
    if (res.statusCode < 300 || res.statusCode >= 400) return { res, at };
    at = new URL(String(res.headers.location), at);
  }
  throw new Error('too many redirects');
}

describe("an agenda alert's item link", () => {
  let link: string;
  let meetingId: number;

  it('leads to the item on the meeting page', async () => {
    const { ctx, topics, smtp } = alerts;
    await insertSubscribers(ctx.db, [{ email: 'zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!] }], ctx.clock.now());
    await syncAndDeliver();
    const mail = smtp.accepted.find((m) => m.recipients[0] === 'zoning@example.org')!;
    expect(mail.text).toContain('3 Rezoning Application Z-7820');
    link = /https:\/\/civic\.example\/meetings\/\d+\/items\/3\?key=[\w-]+/.exec(mail.text)![0];
    meetingId = Number(/meetings\/(\d+)/.exec(link)![1]);
    expect(mail.html).toContain(link);

    const { res, at } = await follow(link);
    expect(res.statusCode).toBe(200);
    expect(`${at.pathname}${at.hash}`).toBe(`/meetings/${meetingId}#item-3`);
  });

  it('still answers after the cancellation replaced the agenda, with a page that says the meeting was cancelled', async () => {
    // The clerk's cancellation notice of the Public Works Committee (the real notice of another committee, relabeled).
    city.files['/docs/pw-agenda.pdf'] = await rewrittenPdf(city.files['/docs/ued-agenda.pdf']!, (pages) => {
      for (const line of pages[0]!) {
        line.text = line.text.replace('Urban & Economic Development Committee', 'Public Works Committee').replace('10:30 AM', '2:30 PM');
      }
    });
    alerts.clearInboxes();
    await syncAndDeliver();
    expect(alerts.smtp.accepted.map((m) => m.subject)).toEqual(['Cancelled: Public Works Committee - August 6, 2025']);
    const items = await alerts.ctx.db.selectFrom('agenda_items').select('item_number').where('meeting_id', '=', meetingId).execute();
    expect(items.map((i) => i.item_number)).not.toContain('3');

    const { res, at } = await follow(link);
    expect(res.statusCode).toBe(200);
    expect(at.pathname).toBe(`/meetings/${meetingId}`);
    expect(at.searchParams.get('item_gone')).toBe('3');
    expect(res.body).toContain('<title>Public Works Committee - August 6, 2025 (cancelled)');
  });

  it('finds a renumbered item under its new number, never another item under the old one; a Spanish link stays Spanish', async () => {
    const { ctx } = alerts;
    const id = await createMeeting(ctx.db, {
      title: 'Regular Council Meeting',
      meeting_date: '2025-08-13T22:00:00.000Z',
      agenda_items: [
        { item_number: '3', title: 'Rezoning Z-7820', item_type: 'motion', vote_required: true, file_number: '25-592-1' },
        { item_number: '4', title: 'Curfew hours for minors', item_type: 'motion', vote_required: true },
      ],
    });
    const sent = (n: string, title: string, file: string | null) => `${itemLinkPath(id, n, itemKey({ item_number: n, title, file_number: file }))}&lang=es`;
    const rezoning = sent('3', 'Rezoning Z-7820', '25-592-1');
    const curfew = sent('4', 'Curfew hours for minors', null);
    // A revision inserts an item before them: the rezoning is 4 now, and 4 is another matter.
    await ctx.db.updateTable('agenda_items').set({ item_number: '4' }).where('meeting_id', '=', id).where('item_number', '=', '3').execute();
    await ctx.db.updateTable('agenda_items').set({ item_number: '5', title: 'Library hours' }).where('meeting_id', '=', id).where('title', '=', 'Curfew hours for minors').execute();
    expect((await ctx.app.inject(rezoning)).headers.location).toBe(`/meetings/${id}?lang=es#item-4`);
    expect((await ctx.app.inject(curfew)).headers.location).toBe(`/meetings/${id}?item_gone=4&lang=es`);
  });

  it('answers 400 with a message for a malformed link', async () => {
    const res = await alerts.ctx.app.inject(`/meetings/${meetingId}/items/3?key=${'x'.repeat(40)}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The item key is the short code the link was sent with');
  });
});
