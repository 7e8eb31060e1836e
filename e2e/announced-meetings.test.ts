/**
 * The year's schedule in the browser (issue 33): the clerk's notice of regularly scheduled meetings, read on a
 * clock in January, lists the year's meetings months ahead. On the list and on a meeting's page each is marked
 * "Announced" (Spanish "Anunciada") beside the spec's status, its summary says only what the notice says, nothing
 * scrolls sideways, and axe finds nothing, at phone and desktop widths.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { ingestPdf } from '../server/ingest/pipeline/ingest-file.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';
import { loopbackCityApp } from './support/own-app.ts';

const NOTICE = path.join(import.meta.dirname, '../city/tulsa/fixtures/agendas/tulsa-archive-27417-agenda.pdf');
const harness = loopbackCityApp({
  name: 'announced',
  now: '2024-01-05T18:00:00.000Z',
  async prepare({ db, dataDir, clock }) {
    const city = cityContext(DEFAULT_CITY_ID);
    const read = await ingestPdf({ city, db, dataDir, now: () => clock.now(), topics: loadTopicMatchers(city) }, path.basename(NOTICE), new Uint8Array(fs.readFileSync(NOTICE)));
    expect(read.announced).toBeGreaterThan(0);
  },
});

describe('meetings announced by the notice of the year', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`are marked as announced on the list and the page, at ${viewport.width} px`, { timeout: 60_000 }, async () => {
      const { page, errors, close } = await openPage(harness.browser, harness.baseUrl, '/meetings?status=all', viewport);
      try {
        const list = page.getByRole('region', { name: 'Meetings' });
        const card = list.getByRole('article').filter({ hasText: 'Announced' }).first();
        await card.waitFor();
        expect(await card.getByText('Announced', { exact: true }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(os.tmpdir(), `announced-list-${viewport.width}.png`) });

        await card.getByRole('link').first().click();
        const detail = page.getByRole('region', { name: 'Meeting details' });
        await detail.getByText(/The agenda is posted about a week before\./).first().waitFor();
        expect(await detail.getByText('Announced', { exact: true }).first().isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(os.tmpdir(), `announced-detail-${viewport.width}.png`) });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('reads "Anunciada" on a Spanish page', { timeout: 60_000 }, async () => {
    const { page, errors, close } = await openPage(harness.browser, harness.baseUrl, '/meetings?status=all&lang=es', PHONE);
    try {
      await page.getByRole('article').filter({ hasText: 'Anunciada' }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
