/**
 * "My block" end to end (issue 31): a subscriber saves an address and a radius through the API (placed by the
 * city's own address data: the test app runs offline), a loopback city posts an agenda naming one place inside
 * the radius and one outside, and exactly one email reaches the loopback SMTP server, for the inside item only,
 * with its distance and a map link. Bad addresses get a clear 400, and the saved place can be forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '#contract/subscriptions.ts';
import { loadTopicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { readDistrictFeatures } from '../../city-data/district-file.ts';
import { insertDistricts } from '../../seed/seed-civic.ts';
import { runSyncPass } from '../../sync/sync-pass.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { agendaWithAddendum } from '../../test/fixtures/agenda-revisions.ts';
import { insertSubscribers } from '../../test/fixtures/alert-fixtures.ts';
import { type LoopbackCity, startLoopbackCity } from '../../test/peers/city-sources.ts';
import { scanAgendaAlerts } from './agenda-scan.ts';
import { createManageToken } from '../subscriptions/manage-token.ts';

let alerts: AlertApp;
let city: LoopbackCity;
let near: number;
let far: number;

beforeAll(async () => {
  city = await startLoopbackCity();
  city.files['/docs/pw-agenda.pdf'] = await agendaWithAddendum(city.files['/docs/pw-agenda.pdf']!, [
    '14. Rezoning Application Z-7901 for property located at 1243 S. Quaker Ave. from RS-3',
    'to RM-1. (CD-4) 25-701-1',
    '15. Sanitary sewer easement at 8621 E. Skelly Dr. (CD-5) 25-702-1',
  ]);
  alerts = await startAlertApp({}, { now: '2025-08-01T22:00:00.000Z' });
  await insertDistricts(alerts.ctx.db, readDistrictFeatures(alerts.ctx.app.city));
  const libraries = alerts.topics.get('libraries')!;
  const ids = await insertSubscribers(
    alerts.ctx.db,
    [
      { email: 'near@example.org', topicIds: [libraries] },
      { email: 'far@example.org', topicIds: [libraries] },
    ],
    alerts.ctx.clock.now(),
  );
  [near, far] = [ids[0]!, ids[1]!];
});
afterAll(async () => {
  await alerts.close();
  await city.close();
});

async function saveNearby(id: number, body: unknown, path = '/nearby', method: 'PUT' | 'DELETE' = 'PUT') {
  const token = createManageToken(await alerts.ctx.app.alerts.linkSecret(), id, alerts.ctx.clock.now());
  const response = await alerts.ctx.app.inject({ method, url: `/api/v1/subscriptions/${id}${path}?token=${encodeURIComponent(token)}`, ...(method === 'PUT' ? { payload: body as object } : {}) });
  return { status: response.statusCode, body: response.json() };
}

describe('my block', () => {
  it('alerts once, for the item inside the radius only, saying how far it is and linking the map', async () => {
    const saved = await saveNearby(near, { address: '1300 S. Quaker Ave.', radius: 'quarter_mile' });
    expect(saved.status).toBe(200);
    const nearby = (saved.body as Subscription).nearby!;
    expect(nearby).toMatchObject({ radius: 'quarter_mile', radius_meters: 402, address: '1300 S. Quaker Ave.' });
    // Rounded to about 50 m: four decimals at most, on a 0.0005-degree grid.
    expect(Math.round(nearby.lat / 0.0005) * 0.0005).toBeCloseTo(nearby.lat, 6);
    expect((await saveNearby(far, { address: '4100 S Yale Ave', radius: 'block', remember_address: false })).body.nearby.address).toBeNull();

    await runSyncPass(
      { city: alerts.ctx.app.city, db: alerts.ctx.db, dataDir: alerts.ctx.app.config.DATA_DIR, now: () => alerts.ctx.clock.now(), topics: loadTopicMatchers(alerts.ctx.app.city) },
      { sources: [{ kind: 'granicus', url: city.listingUrl }] },
    );
    await scanAgendaAlerts(alerts.ctx.db, alerts.ctx.clock.now(), alerts.ctx.app.city.config.timeZone);
    await alerts.ctx.app.jobs.runOnce();

    expect(alerts.smtp.accepted.map((m) => m.recipients[0])).toEqual(['near@example.org']);
    const mail = alerts.smtp.accepted[0]!;
    expect(mail.text).toContain('14 Rezoning Application Z-7901');
    expect(mail.text).toMatch(/1243 S\. Quaker Ave\., about \d+ feet from the address you saved/);
    expect(mail.text).toMatch(/On the map: https:\/\/civic\.example\/map\?meeting=\d+&item=14/);
    expect(mail.text).not.toContain('15 Sanitary sewer easement');
    expect(mail.text).not.toContain('Skelly');
    // Item 15 is on the agenda as its own item, placed away from the saved address: it is left out for its distance.
    const skelly = await alerts.ctx.db
      .selectFrom('item_places')
      .innerJoin('agenda_items', 'agenda_items.id', 'item_places.agenda_item_id')
      .select(['agenda_items.item_number', 'item_places.lat'])
      .where('item_places.text', '=', '8621 E. Skelly Dr.')
      .execute();
    expect(skelly).toEqual([{ item_number: '15', lat: expect.any(Number) }]);

    // The next pass finds the same agenda: nothing more goes out.
    alerts.clearInboxes();
    await scanAgendaAlerts(alerts.ctx.db, alerts.ctx.clock.now(), alerts.ctx.app.city.config.timeZone);
    await alerts.ctx.app.jobs.runOnce();
    expect(alerts.smtp.accepted).toEqual([]);
  });

  it.each([
    ['gibberish', { address: 'asdf qwer zxcv', radius: 'mile' }, 'nearby_not_found'],
    ['a place outside the city', { address: '36.0526, -95.7908', radius: 'mile' }, 'nearby_outside_city'],
    ['coordinates in the ocean', { address: '0, 0', radius: 'mile' }, 'nearby_outside_city'],
    ['a ZIP code alone', { address: '74103', radius: 'mile' }, 'nearby_not_found'],
    ['5,000 characters', { address: 'x'.repeat(5000), radius: 'mile' }, 'too_big'],
    ['a radius not offered', { address: '1300 S. Quaker Ave.', radius: '10 miles' }, 'invalid_value'],
  ])('refuses %s with a clear 400 and keeps what was saved', async (_what, body, code) => {
    const { status, body: answer } = await saveNearby(near, body);
    expect(status).toBe(400);
    expect(answer.error.details[0]).toMatchObject({ field: expect.stringMatching(/address|radius/) });
    expect(JSON.stringify(answer)).toContain(code);
    const kept = await alerts.ctx.db.selectFrom('subscriptions').select('nearby_radius_m').where('id', '=', near).executeTakeFirstOrThrow();
    expect(kept.nearby_radius_m).toBe(402);
  });

  it('forgets the typed text on its own, then the whole place, and everything on unsubscribe', async () => {
    const textGone = await saveNearby(near, undefined, '/nearby/address', 'DELETE');
    expect(textGone.body.nearby).toMatchObject({ address: null, radius: 'quarter_mile' });
    const placeGone = await saveNearby(near, undefined, '/nearby', 'DELETE');
    expect(placeGone.body.nearby).toBeNull();

    await saveNearby(far, { address: '4100 S Yale Ave', radius: 'mile' });
    await saveNearby(far, undefined, '', 'DELETE');
    const row = await alerts.ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', far).executeTakeFirstOrThrow();
    expect([row.nearby_lat, row.nearby_lng, row.nearby_radius_m, row.nearby_address]).toEqual([null, null, null, null]);
  });
});
