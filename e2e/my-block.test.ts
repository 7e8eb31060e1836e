/**
 * "My block" in the browser (issue 31): a subscriber saves an address and a radius on the manage page (placed by
 * the city's own address data: the server runs offline); a loopback city then posts an agenda with one item inside
 * the radius and one outside; one sync pass later exactly one alert reaches the loopback SMTP server, for the
 * inside item only, with its distance and a map link that opens the map and its list on that item: with no tile
 * server, the item's district line and number frame its labelled point (issue 49). axe finds nothing at phone
 * and desktop widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createManageToken } from '../server/alerts/subscriptions/manage-token.ts';
import { readDistrictFeatures } from '../server/city-data/district-file.ts';
import { insertDistricts } from '../server/seed/seed-civic.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { agendaWithAddendum } from '../server/test/fixtures/agenda-revisions.ts';
import { insertSubscribers, seedTopics } from '../server/test/fixtures/alert-fixtures.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';
import { loopbackCityApp } from './support/own-app.ts';

let subscriptionId: number;

/** The district numbers drawn inside the map's visible box. */
const numbersInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="places-map"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="places-map"] .leaflet-marker-icon')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
      })
      .map((el) => el.textContent);
  });

const harness = loopbackCityApp({
  name: 'my-block',
  now: '2025-08-01T22:00:00.000Z',
  async prepare({ db, city, clock }) {
    city.files['/docs/pw-agenda.pdf'] = await agendaWithAddendum(city.files['/docs/pw-agenda.pdf']!, [
      '14. Rezoning Application Z-7901 for property located at 1243 S. Quaker Ave. from RS-3',
      'to RM-1. (CD-4) 25-701-1',
      '15. Sanitary sewer easement at 8621 E. Skelly Dr. (CD-5) 25-702-1',
    ]);
    await insertDistricts(db, readDistrictFeatures(cityContext(DEFAULT_CITY_ID)));
    const topics = await seedTopics(db, cityContext(DEFAULT_CITY_ID));
    [subscriptionId] = (await insertSubscribers(db, [{ email: 'block@example.org', topicIds: [topics.get('libraries')!] }], clock.now())) as [number];
  },
});
const { clock } = harness;

describe('my block', () => {
  it('saves an address, then alerts once for the item inside the radius, with its distance and a working map link', async () => {
    const token = createManageToken(await harness.app.alerts.linkSecret(), subscriptionId, clock.now());
    const manage = await openPage(harness.browser, harness.baseUrl, `/subscriptions/manage?token=${encodeURIComponent(token)}`, PHONE);
    try {
      const section = manage.page.getByRole('region', { name: 'Items near an address' });
      await section.getByLabel('Street address').fill('1300 S. Quaker Ave.');
      await section.getByRole('radio', { name: 'A quarter mile' }).check();
      await section.getByRole('button', { name: 'Watch this address' }).click();
      await section.getByRole('status').filter({ hasText: 'Watching items within a quarter mile of 1300 S. Quaker Ave.' }).waitFor();
      expect(await axeViolations(manage.page)).toEqual([]);
      expect(manage.errors).toEqual([]);
    } finally {
      await manage.close();
    }

    // The city posts its agenda: the sync pass queued at start-up, the fan-out it triggers and the sends.
    await harness.app.jobs.runOnce();
    await harness.app.jobs.runOnce();
    expect(harness.smtp.accepted.map((m) => m.recipients[0])).toEqual(['block@example.org']);
    const alert = harness.smtp.accepted[0]!;
    expect(alert.text).toContain('14 Rezoning Application Z-7901');
    expect(alert.text).toMatch(/1243 S\. Quaker Ave\., about \d+ feet from the address you saved/);
    expect(alert.text).not.toContain('15 Sanitary sewer easement');
    const link = /On the map: (https:\/\/civic\.example\/map\?meeting=\d+&item=14)/.exec(alert.text)?.[1];
    expect(link).toBeDefined();

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(harness.browser, harness.baseUrl, link!.replace('https://civic.example', ''), viewport);
      try {
        await page.getByRole('heading', { level: 1, name: 'Map of council items' }).waitFor();
        await page.getByRole('link', { name: /^14 Rezoning Application Z-7901/ }).first().waitFor();
        const map = page.getByTestId('places-map');
        await map.scrollIntoViewIfNeeded();
        await map.locator('path.leaflet-interactive').filter({ visible: true }).first().waitFor();
        // The alert's item is the one the list marks and the map labels without a hover.
        await expect.poll(() => page.locator('li[aria-current="true"]').allInnerTexts()).toEqual([expect.stringMatching(/^14 Rezoning Application Z-7901/)]);
        // Labelled with its place and what the item does, not a bare dot.
        await expect.poll(() => map.locator('.leaflet-tooltip').allInnerTexts()).toEqual([expect.stringMatching(/^14 1243 S\. Quaker Ave\.\n\S/)]);
        // No tile server here: the district lines and numbers are the ground, and the item's district is in view.
        await expect.poll(() => numbersInView(page)).toContain('4');
        expect(await map.locator('path:not(.leaflet-interactive)').count()).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
