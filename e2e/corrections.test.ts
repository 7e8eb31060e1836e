/**
 * Corrections with a human in the loop, in the browser: a visitor reports an error on a vote, an admin accepts it
 * with the corrected value, the minutes PDF is ingested again (forced re-parse), and the correction still stands
 * on the meeting page and the councilor page, with its "Corrected on ...: was ..." note and in the public log.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VOTE_CHOICES, type VoteChoice } from '../contract/enums.ts';
import { createResident, forgetReadChecksums } from '../server/test/factories.ts';
import { createDatabase } from '../server/db/database.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { ingestPdf } from '../server/ingest/pipeline/ingest-file.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { registerStandardRecordSteps } from '../server/record-steps-standard.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
// E2E_DATA_DIR pairs with E2E_BASE_URL when the tests target a server started by hand.
const dataDir = inject('dataDir') || process.env.E2E_DATA_DIR || '';
const db = createDatabase({ dataDir });
const minutesDir = path.resolve(import.meta.dirname, '../city/tulsa/data/minutes');

const VOTE_LABEL: Record<VoteChoice, string> = { aye: 'Aye', nay: 'Nay', abstain: 'Abstain', absent: 'Absent' };
const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());

/** The newest meeting read from a bundled PDF, its first vote, and a councilor with a district on it. */
async function pickVote() {
  const meeting = await db
    .selectFrom('meetings')
    .select(['id', 'title', 'source_file'])
    .where('source_file', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('voting_records').select('id').whereRef('voting_records.meeting_id', '=', 'meetings.id')))
    .orderBy('meeting_date', 'desc')
    .executeTakeFirstOrThrow();
  const vote = await db.selectFrom('voting_records').select('id').where('meeting_id', '=', meeting.id).orderBy('position').executeTakeFirstOrThrow();
  const line = await db
    .selectFrom('councilor_votes')
    .select(['councilor', 'district', 'vote'])
    .where('voting_record_id', '=', vote.id)
    .where('district', 'is not', null)
    .orderBy('district')
    .executeTakeFirstOrThrow();
  const was = line.vote as VoteChoice;
  const now: VoteChoice = was === 'nay' ? 'aye' : 'nay';
  return { meeting: { ...meeting, source_file: meeting.source_file! }, councilor: line.councilor, district: line.district!, was, now };
}

const createAdmin = async () => (await createResident(db, { label: 'editor', fullName: 'Records Editor', role: 'admin' })).token;

async function openSignedIn(url: string, token: string) {
  const opened = await openPage(browser, baseUrl, '/', DESKTOP);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(url, { waitUntil: 'networkidle' });
  return opened;
}

/** The roll-call row of one councilor in the first vote of the meeting page. */
const rollRow = (page: Page, councilor: string) =>
  page.getByRole('region', { name: 'Meeting details' }).getByRole('listitem').filter({ has: page.getByRole('table') }).first().getByRole('row', { name: new RegExp(`^${councilor}\\b`) });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('corrections', () => {
  it('a visitor reports an error on a vote, an admin corrects it, and the correction survives re-ingesting the PDF', async () => {
    const picked = await pickVote();
    expect(VOTE_CHOICES).toContain(picked.was);
    const message = `The roll call on the minutes shows ${picked.councilor} voting ${picked.now}, not ${picked.was}. (${Date.now()})`;

    // 1. A visitor (not signed in) reports the error from the vote on the meeting page.
    const visitor = await openPage(browser, baseUrl, `/meetings/${picked.meeting.id}?status=all`, DESKTOP);
    try {
      const { page } = visitor;
      await page.getByRole('heading', { level: 2, name: picked.meeting.title }).waitFor();
      await page.getByRole('button', { name: /^Report an error: vote 1\b/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Report an error' });
      await dialog.waitFor();
      // The form loads as the dialog opens; its message field then has focus, so a keyboard user types straight away.
      await dialog.getByRole('textbox', { name: 'What is wrong?' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
      // Too short: refused in the dialog, next to the field.
      await dialog.getByLabel('What is wrong?').fill('no');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Please describe the error in 5 to 2000 characters.').waitFor();
      await dialog.getByLabel('What is wrong?').fill(message);
      await dialog.getByLabel('Your email (optional)').fill('reader@example.org');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByRole('status').getByText('Thank you. Your report was sent and an editor will review it.').waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }

    // 2. An admin accepts the report with the corrected vote.
    const report = await db.selectFrom('error_reports').select(['id', 'target', 'vote_position', 'email']).where('message', '=', message).executeTakeFirstOrThrow();
    expect(report).toMatchObject({ target: 'vote', vote_position: 0, email: 'reader@example.org' });
    const admin = await openSignedIn('/admin/reports', await createAdmin());
    try {
      const { page } = admin;
      await page.getByRole('heading', { level: 1, name: 'Error reports' }).waitFor();
      const item = page.getByRole('listitem').filter({ hasText: message });
      await item.getByRole('button', { name: `Accept report ${report.id} with a correction` }).click();
      const form = page.getByRole('form', { name: `Correction for report ${report.id}` });
      await form.getByLabel('Field to correct').selectOption('councilor_vote');
      await form.getByLabel('Councilor').selectOption(picked.councilor);
      await form.getByLabel('Correct value').selectOption(picked.now);
      await form.getByLabel('Note for the public log').fill('Roll call on page 2 of the minutes.');
      await form.getByRole('button', { name: 'Save correction' }).click();
      await page.getByText('Correction saved.').waitFor();
      await page.getByText('No reports here.').or(page.getByRole('listitem').filter({ hasText: message }).getByText('Accepted')).first().waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }

    // 3. The same PDF is ingested again: as is (skipped), then with a forced re-parse that rewrites the meeting.
    const city = cityContext(DEFAULT_CITY_ID);
    // This test saves meetings from its own process, as a CLI does: the record's steps first (decision 120).
    registerStandardRecordSteps();
    const ingest = { city, db, dataDir, now: () => new Date(), topics: loadTopicMatchers(city) };
    const bytes = new Uint8Array(fs.readFileSync(path.join(minutesDir, picked.meeting.source_file)));
    expect((await ingestPdf(ingest, picked.meeting.source_file, bytes)).status).toBe('unchanged');
    await forgetReadChecksums(db, picked.meeting.id);
    expect(await ingestPdf(ingest, picked.meeting.source_file, bytes)).toMatchObject({ status: 'updated', meetingId: picked.meeting.id });

    // 4. The meeting page shows the corrected vote and the note.
    const note = `Corrected on ${today}: was ${VOTE_LABEL[picked.was]}`;
    const reader = await openPage(browser, baseUrl, `/meetings/${picked.meeting.id}?status=all`, DESKTOP);
    try {
      const row = rollRow(reader.page, picked.councilor);
      await row.getByText(note).waitFor();
      expect(await row.locator('td[data-vote]').getAttribute('data-vote')).toBe(picked.now);
      expect(await row.locator('td[data-vote]').textContent()).toContain(VOTE_LABEL[picked.now]);
      expect(reader.errors).toEqual([]);
    } finally {
      await reader.close();
    }

    // 5. So does the councilor page of that district.
    const councilor = await openPage(browser, baseUrl, `/councilors/${picked.district}`, PHONE);
    try {
      const row = councilor.page.getByRole('row').filter({ hasText: note });
      await row.waitFor();
      expect(await row.locator('td[data-vote]').getAttribute('data-vote')).toBe(picked.now);
      expect(await row.getByRole('link').first().getAttribute('href')).toBe(`/tulsa/meetings/${picked.meeting.id}?status=all`);
      expect(councilor.errors).toEqual([]);
    } finally {
      await councilor.close();
    }

    // 6. And the public corrections log, reached from the footer.
    const log = await openPage(browser, baseUrl, '/', PHONE);
    try {
      await log.page.getByRole('contentinfo').getByRole('link', { name: 'Corrections log' }).click();
      await log.page.getByRole('heading', { level: 1, name: 'Corrections' }).waitFor();
      const entry = log.page.getByRole('listitem').filter({ hasText: 'Roll call on page 2 of the minutes.' });
      await entry.getByRole('link', { name: picked.meeting.title }).waitFor();
      expect(await entry.textContent()).toContain(`${picked.councilor}'s vote on vote 1`);
      expect(await axeViolations(log.page)).toEqual([]);
      expect(log.errors).toEqual([]);
    } finally {
      await log.close();
    }
  });
});
