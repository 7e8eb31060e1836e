/**
 * "My block" (issue 31): from an agenda posted by a loopback city to the first alert for a subscriber whose saved
 * place is near one of its items, through the real sync pass, scan, fan-out and delivery to a loopback SMTP sink.
 * BENCH_SUBSCRIBERS subscribers (default 5,000) each watch a quarter mile around one of the city's address points,
 * one in a hundred of them beside the item; the baseline, in the same run, is as many subscribers of whom one in a
 * hundred follows the item's topic. Both deliver to about the same few people, so the ratio is the cost of
 * matching places. A first, smaller posting warms the parser and is not counted.
 *
 *   npm run bench:my-block         BENCH_SUBSCRIBERS=20000 npm run bench:my-block
 */
import fs from 'node:fs';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { scanAgendaAlerts } from '../server/alerts/agenda-alerts/agenda-scan.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { parseCsv } from '../server/lib/csv.ts';
import { runSyncPass } from '../server/sync/sync-pass.ts';
import { type AlertApp, startAlertApp } from '../server/test/alert-app.ts';
import { agendaWithAddendum } from '../server/test/fixtures/agenda-revisions.ts';
import { insertSubscribers } from '../server/test/fixtures/alert-fixtures.ts';
import { startLoopbackCity } from '../server/test/peers/city-sources.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5_000);
const QUAKER = { lat: 36.1467, lng: -95.9745 };
const points = parseCsv(fs.readFileSync(cityContext(DEFAULT_CITY_ID).dataFile('address-points.csv'), 'utf8')).map((r) => ({ lat: Number(r.lat), lng: Number(r.lon) }));

/** One posting of the agenda to a fresh app; returns ms to the first email and to the last, and how many went. */
async function postAndDeliver(nearby: boolean, subscribers = SUBSCRIBERS): Promise<{ firstMs: number; allMs: number; sent: number }> {
  const city = await startLoopbackCity();
  city.files['/docs/pw-agenda.pdf'] = await agendaWithAddendum(city.files['/docs/pw-agenda.pdf']!, [
    '14. Rezoning Application Z-7901 for property located at 1243 S. Quaker Ave. from RS-3',
    'to RM-1. (CD-4) 25-701-1',
  ]);
  const alerts: AlertApp = await startAlertApp({}, { now: '2025-08-01T22:00:00.000Z' });
  try {
    const { db } = alerts.ctx;
    const libraries = alerts.topics.get('libraries')!;
    const zoning = alerts.topics.get('zoning-and-land-use')!;
    const chosen = (i: number) => i % 100 === 0;
    const ids = await insertSubscribers(
      db,
      Array.from({ length: subscribers }, (_, i) => ({ email: `s${i}@example.org`, topicIds: [!nearby && chosen(i) ? zoning : libraries] })),
      alerts.ctx.clock.now(),
    );
    if (nearby) {
      for (const [i, id] of ids.entries()) {
        // One in a hundred about 150 m from 1243 S. Quaker Ave.; the rest spread over the city's address points.
        const p = chosen(i) ? QUAKER : points[(i * 7919) % points.length]!;
        await db.updateTable('subscriptions').set({ nearby_lat: p.lat, nearby_lng: p.lng, nearby_radius_m: 402 }).where('id', '=', id).execute();
      }
    }
    const first = alerts.smtp.waitForAccepted(1, 600_000).then(() => performance.now(), () => 0);
    const started = performance.now();
    await runSyncPass(
      { city: alerts.ctx.app.city, db, dataDir: alerts.ctx.app.config.DATA_DIR, now: () => alerts.ctx.clock.now(), topics: loadTopicMatchers(alerts.ctx.app.city) },
      { sources: [{ kind: 'granicus', url: city.listingUrl }] },
    );
    await scanAgendaAlerts(db, alerts.ctx.clock.now(), alerts.ctx.app.city.config.timeZone);
    for (;;) {
      const { done, failed } = await alerts.ctx.app.jobs.runOnce();
      if (done + failed === 0) break;
    }
    const allMs = Math.round(performance.now() - started);
    const firstMs = alerts.smtp.accepted.length > 0 ? Math.round((await first) - started) : null;
    return { firstMs: firstMs ?? 0, allMs, sent: alerts.smtp.accepted.length };
  } finally {
    await alerts.close();
    await city.close();
  }
}

await postAndDeliver(false, 10);
const baseline = await postAndDeliver(false);
const myBlock = await postAndDeliver(true);
console.log(
  JSON.stringify(
    {
      subscribers: SUBSCRIBERS,
      baseline_topic_alerts: baseline,
      my_block_alerts: myBlock,
      first_alert_ratio: Number((myBlock.firstMs / Math.max(1, baseline.firstMs)).toFixed(2)),
    },
    null,
    2,
  ),
);
