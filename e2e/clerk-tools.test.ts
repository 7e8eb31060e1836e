/**
 * The clerk's tools in the browser, on an app of its own (an upload adds a meeting, which the shared app's
 * tests must not see): an admin follows the admin link from the dashboard, uploads a real minutes PDF and
 * sees what the server did with a link to the meeting, then corrects an item's result by choosing it from the
 * record's result classes, told by each empty required field what it needs. Axe at 375 and 1280 px on the upload form and the correction form; screenshots of
 * both in E2E_SCREENSHOTS_DIR when it is set.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createResident } from '../server/test/factories.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';
import { ownApp } from './support/own-app.ts';

const MINUTES = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const minutesPath = path.resolve(import.meta.dirname, '../city/tulsa/data/minutes', MINUTES);
const shots = process.env.E2E_SCREENSHOTS_DIR;
const harness = ownApp({ name: 'clerk' });
const { db } = harness;

async function openSignedIn(url: string, token: string, viewport: { width: number; height: number }) {
  const opened = await openPage(harness.browser, harness.baseUrl, '/', viewport);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(url, { waitUntil: 'networkidle' });
  return opened;
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  // The screen as the clerk sees it, with the floating chat button where it floats.
  await page.screenshot({ path: path.join(shots, `${name}-view.png`) });
}

/** Whether the floating chat button, as the screen stands, lies over any part of `target`. */
async function chatButtonCovers(page: Page, target: Locator): Promise<boolean> {
  const button = await page.getByRole('button', { name: 'Open the civic assistant' }).boundingBox();
  const box = await target.boundingBox();
  if (!button || !box) throw new Error('the chat button or the target is not on the screen');
  return button.x < box.x + box.width && box.x < button.x + button.width && button.y < box.y + box.height && box.y < button.y + button.height;
}

describe("the clerk's tools", () => {
  it('an admin follows the admin link, uploads a minutes PDF, opens the meeting it wrote and corrects an item result from the list', async () => {
    const admin = await createResident(db, { label: 'clerk', fullName: 'City Clerk', role: 'admin' });

    // 1. From the dashboard, the admin link; then the upload form, checked at both widths before and after.
    const desk = await openSignedIn('/dashboard', admin.token, DESKTOP);
    let meetingId: number;
    try {
      const { page } = desk;
      await page.getByRole('link', { name: 'Go to the admin area' }).click();
      await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      const upload = page.getByRole('region', { name: 'Upload a minutes or agenda PDF' });
      const file = upload.getByLabel('PDF file');
      expect(await file.getAttribute('required')).not.toBeNull();
      await upload.getByText('A minutes or agenda PDF, at most 100 MB.').waitFor();
      // Sent without a file: said by the field, which takes the focus.
      await upload.getByRole('button', { name: 'Upload and read' }).click();
      await upload.getByText('Choose a PDF file to upload.').waitFor();
      expect(await file.evaluate((el) => el === document.activeElement)).toBe(true);

      await file.setInputFiles(minutesPath);
      await upload.getByRole('button', { name: 'Upload and read' }).click();
      await upload.getByText(`Created: ${MINUTES} made a new meeting.`).waitFor({ timeout: 60_000 });
      const row = await db.selectFrom('meetings').select('id').where('source_file', '=', MINUTES).executeTakeFirstOrThrow();
      meetingId = row.id;
      const link = upload.getByRole('link', { name: 'Open the meeting' });
      expect(await link.getAttribute('href')).toBe(`/meetings/${meetingId}`);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'upload-1280');
      await link.click();
      await page.waitForURL(new RegExp(`/meetings/${meetingId}`));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(desk.errors).toEqual([]);
    } finally {
      await desk.close();
    }

    const phone = await openSignedIn('/admin', admin.token, PHONE);
    try {
      const upload = phone.page.getByRole('region', { name: 'Upload a minutes or agenda PDF' });
      await upload.getByLabel('PDF file').setInputFiles(minutesPath);
      await upload.getByRole('button', { name: 'Upload and read' }).click();
      await upload.getByText(`Unchanged: ${MINUTES} was already read.`).waitFor({ timeout: 60_000 });
      // The result is brought into view above the floating chat button, which covered its end (no field has focus).
      expect(await chatButtonCovers(phone.page, upload.getByRole('status'))).toBe(false);
      expect(await upload.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe(`/meetings/${meetingId}`);
      // Skipped bytes were not read: no counts of pages, items or votes are claimed for them.
      expect(await upload.getByText(/^Pages:/).count()).toBe(0);
      // A long file name must not push the page wider than the phone.
      const wide = await phone.page.evaluate(() =>
        [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`).slice(0, 8),
      );
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), wide.join(' | ')).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'upload-375');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }

    // 2. A reader's report on an item; the admin corrects its result by choosing a class from the list.
    const item = await db
      .selectFrom('agenda_items')
      .select(['id', 'item_number', 'vote_result'])
      .where('meeting_id', '=', meetingId)
      .where('vote_result', '=', 'passed')
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const reported = await fetch(`${harness.baseUrl}/api/v1/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ meeting_id: meetingId, target: 'item', item_number: item.item_number, message: 'The minutes say this item was referred.' }),
    });
    expect(reported.status).toBe(201);
    const { id: reportId } = (await reported.json()) as { id: number };

    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openSignedIn('/admin/reports', admin.token, viewport);
      try {
        const { page } = opened;
        await page.getByRole('heading', { level: 1, name: 'Error reports' }).waitFor();
        await page.getByRole('button', { name: `Accept report ${reportId} with a correction` }).click();
        const form = page.getByRole('form', { name: `Correction for report ${reportId}` });
        const value = form.getByLabel('Correct value');
        await value.waitFor();
        if (viewport === PHONE) expect(await chatButtonCovers(page, form)).toBe(false);
        // A list of the record's classes, in words, not a free text box.
        expect(await value.evaluate((el) => el.tagName)).toBe('SELECT');
        expect(await value.locator('option').allTextContents()).toEqual([
          '—',
          'Passed (approved)',
          'Failed',
          'Denied',
          'Continued to a later meeting',
          'Tabled',
          'Referred (to a committee or staff)',
          'Pulled from the agenda',
        ]);
        // Sent empty: what is missing is said by each field, and the first takes the focus.
        await form.getByRole('button', { name: 'Save correction' }).click();
        await form.getByText('Choose the correct value.').waitFor();
        await form.getByText('Write a note for the public log: why the record was wrong.').waitFor();
        expect(await value.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `correction-${viewport.width}`);
        if (viewport === DESKTOP) {
          await value.selectOption({ label: 'Referred (to a committee or staff)' });
          await form.getByLabel('Note for the public log').fill('Page 4 of the minutes: referred to the Urban & Economic Development Committee.');
          await form.getByRole('button', { name: 'Save correction' }).click();
          await page.getByText('Correction saved.').waitFor();
        }
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    }
    const after = await db.selectFrom('agenda_items').select('vote_result').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(after.vote_result).toBe('referred');
  });
});
