/**
 * The /data page in the browser: reached from the footer, it states the licence, the date and time the latest
 * export was built and a download link per file with its size, and documents every field; a link downloads the
 * dated file; while a rebuild is queued it says a newer export is on its way (issue 33). An admin's request
 * builds the export through the real job worker first. No axe violation at 375 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { ExportsStatus } from '../contract/data-exports.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createSession } from '../server/auth/sessions.ts';
import { createDatabase } from '../server/db/database.ts';
import { EXPORT_BUILD_JOB, scheduleExportRebuild } from '../server/exports/export-rebuild.ts';
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

/** Polls the manifest until the worker has published an export and finished its job (it polls every 2 s). */
async function waitForExport(): Promise<ExportsStatus> {
  return vi.waitFor(
    async () => {
      const status = (await (await fetch(`${baseUrl}/api/v1/data/exports`)).json()) as ExportsStatus;
      if (!status.latest) throw new Error('no export published yet');
      // Published, and its job marked done: nothing newer is on its way.
      if (status.rebuild_pending) throw new Error('the build is still finishing');
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
        // Built at the time the manifest says, on Tulsa's wall clock.
        const builtAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Chicago' }).format(new Date(status.latest!.exported_at));
        expect(status.latest!.built.en).toBe(`Built ${builtAt}`);
        await page.getByText(`Latest export: built ${builtAt} (Tulsa time).`, { exact: true }).waitFor();
        expect(await page.getByText(/always give the latest/).count()).toBe(0);
        expect(await page.getByText(/on its way/).count()).toBe(0);
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

  for (const viewport of [PHONE, DESKTOP]) {
    it(`says a newer export is on its way while a rebuild is queued, at ${viewport.width} px`, async () => {
      // The job a change to the record queues (2 minutes ahead), written with the function the server uses.
      await scheduleExportRebuild(db, new Date());
      const { page, errors, close } = await openPage(browser, baseUrl, '/data', viewport);
      try {
        const notice = page.getByRole('status').filter({ hasText: 'A newer export, with the latest changes to the record, is on its way' });
        await notice.waitFor();
        expect(await notice.textContent()).toMatch(/Until then the links below give the export built [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\.$/);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
        // Not left for the worker: the record did not change, and the other tests read this export.
        await db.deleteFrom('jobs').where('kind', '=', EXPORT_BUILD_JOB.name).where('status', '=', 'queued').where('idempotency_key', 'like', `${EXPORT_BUILD_JOB.name}:changed:%`).execute();
      }
    });
  }
});
