/**
 * The /data page in the browser: reached from the footer, it states the licence, the date of the latest export
 * and a download link per file with its size, and documents every field; a link downloads the dated file. An
 * admin's request builds the export through the real job worker first. No axe violation at 375 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { ExportsStatus } from '../contract/data-exports.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createSession } from '../server/auth/sessions.ts';
import { createDatabase } from '../server/db/database.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir') || process.env.E2E_DATA_DIR || '';
const db = createDatabase({ dataDir });

async function adminToken(): Promise<string> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const at = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({ email: `data${id}@example.org`, username: `data_${id}`, full_name: 'Data Admin', password_hash: await hashPassword('Greenwood-Rising-1921'), phone_number: null, zip_code: null, role: 'admin', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await createSession(db, user.id, { now: new Date(), rememberMe: false })).token;
}

/** Polls the manifest until the worker has published an export (the server polls its job table every 2 s). */
async function waitForExport(): Promise<ExportsStatus> {
  return vi.waitFor(
    async () => {
      const status = (await (await fetch(`${baseUrl}/api/v1/data/exports`)).json()) as ExportsStatus;
      if (!status.latest) throw new Error('no export published yet');
      return status;
    },
    { timeout: 60_000, interval: 250 },
  );
}

let status: ExportsStatus;
beforeAll(async () => {
  browser = await launchBrowser();
  const queued = await fetch(`${baseUrl}/api/v1/admin/exports`, { method: 'POST', headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(queued.status).toBe(202);
  status = await waitForExport();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('open data', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`is linked from the footer, documents the files and reads well at ${viewport.width} px`, async () => {
      const { page, errors, close } = await openPage(browser, baseUrl, '/', viewport);
      try {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Open data' }).click();
        await page.getByRole('heading', { level: 1, name: 'Open data' }).waitFor();
        await page.getByText('Latest export:').waitFor();
        expect(await page.getByRole('link', { name: /Public Domain Dedication and License/ }).getAttribute('href')).toBe('https://opendatacommons.org/licenses/pddl/1-0/');
        const meetings = status.latest!.files.find((f) => f.name === 'meetings.csv')!;
        const link = page.getByRole('link', { name: /^Download meetings\.csv \(/ });
        expect(await link.getAttribute('href')).toBe('/api/v1/data/exports/meetings.csv');
        // A table per file with every field: the votes file's four fields among them.
        const votes = page.getByRole('region', { name: 'Fields of Votes' });
        for (const field of ['motion_id', 'meeting_id', 'councilor', 'district', 'vote']) await votes.getByRole('rowheader', { name: field, exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);

        const download = await page.request.get(`${baseUrl}/api/v1/data/exports/meetings.csv`);
        expect(download.status()).toBe(200);
        expect(download.headers()['content-disposition']).toBe(`attachment; filename="tulsa-meetings-${status.latest!.export_date}.csv"`);
        expect((await download.body()).length).toBe(meetings.bytes);
      } finally {
        await close();
      }
    });
  }
});
