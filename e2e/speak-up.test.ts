/**
 * Speak up before the vote, in the browser (issue 32): a loopback city posts an agenda; a verified resident opens
 * an item, drafts, sends; the loopback SMTP server receives exactly one message to the councilor and the Council
 * Secretary (Reply-To the resident) and one copy to the resident; the dashboard shows the receipt. Then the
 * minutes complete the meeting and exactly one "what became of it" email arrives with the outcome and the
 * councilor's vote. At 375 px in English (the send) and 1280 px in Spanish (the draft); axe finds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createManualClock } from '../server/lib/clock.ts';
import { saveMeeting } from '../server/meetings/meeting-store.ts';
import { type LoopbackCity, startLoopbackCity } from '../server/test/peers/city-sources.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/peers/smtp-sink.ts';
import { createResident, meetingInput } from '../server/test/factories.ts';
import { launchBrowser } from './support/browser.ts';
import { type CityApp, serveCityApp } from './support/city-app.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-e2e-speak-up-'));
const db = createDatabase({ dataDir });
const clock = createManualClock('2025-08-01T22:00:00.000Z');
const COUNCILOR = 'dist4@tulsacouncil.org';
const SECRETARY = 'loridoring@tulsacouncil.org';
let browser: Browser;
let city: LoopbackCity;
let smtp: SmtpSink;
let app: CityApp;
let baseUrl: string;

beforeAll(async () => {
  [browser, city, smtp] = await Promise.all([launchBrowser(), startLoopbackCity(), startSmtpSink()]);
  await migrateToLatest(db);
  await db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: COUNCILOR, phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
  ({ app, baseUrl } = await serveCityApp({ db, dataDir, clock, smtpUrl: smtp.url, listingUrl: city.listingUrl }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([city?.close(), smtp?.close()]);
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openSignedIn(route: string, token: string, viewport: typeof PHONE) {
  const opened = await openPage(browser, baseUrl, '/', viewport);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(route, { waitUntil: 'networkidle' });
  return opened;
}

describe('speak up before the vote', () => {
  it('drafts and sends from an item of an agenda the city posted, keeps a receipt, then tells what became of it', async () => {
    await app.jobs.runOnce(); // the sync pass: the committee's agenda is posted
    const meeting = await db.selectFrom('meetings').select(['id', 'meeting_date', 'title']).where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
    const resident = await createResident(db, { label: 'speaker', fullName: 'Rosa Díaz' });
    await db.updateTable('users').set({ email_verified_at: clock.now().toISOString() }).where('id', '=', resident.id).execute();

    // 1280 px, Spanish: the draft and its recipients, nothing sent.
    const es = await openSignedIn(`/meetings/${meeting.id}?lang=es`, resident.token, DESKTOP);
    try {
      await es.page.locator('#item-3').getByRole('button', { name: 'Opinar sobre el punto 3' }).click();
      const dialog = es.page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Tengo una pregunta' }).check();
      await dialog.getByRole('combobox', { name: 'Su distrito del concejo' }).selectOption('4');
      await dialog.getByRole('button', { name: 'Redactar mi mensaje' }).click();
      await dialog.getByText('Laura Bellis, Councilor, District 4').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Su mensaje' }).inputValue()).toContain('Tengo una pregunta sobre el punto 3');
      expect(await axeViolations(es.page)).toEqual([]);
      expect(es.errors).toEqual([]);
    } finally {
      await es.close();
    }

    // 375 px, English: draft and send.
    const { page, errors, close } = await openSignedIn(`/meetings/${meeting.id}`, resident.token, PHONE);
    try {
      await page.locator('#item-3').getByRole('button', { name: 'Speak up on item 3' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'I oppose it' }).check();
      await dialog.getByRole('combobox', { name: 'Your council district' }).selectOption('4');
      await dialog.getByRole('textbox', { name: /In your own words/ }).fill('Please keep the trees on our street.');
      await dialog.getByRole('button', { name: 'Draft my message' }).click();
      const mailto = await dialog.getByRole('link', { name: 'Open in my mail app' }).getAttribute('href');
      expect(mailto).toMatch(/^mailto:dist4%40tulsacouncil\.org,loridoring%40tulsacouncil\.org\?subject=/);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('checkbox', { name: /Count me, without my name/ }).check();
      await dialog.getByRole('button', { name: 'Send it for me' }).click();
      await dialog.getByRole('status').filter({ hasText: `A copy is on its way to ${resident.email}` }).waitFor();
      await page.locator('#item-3').getByText('1 resident wrote to the council about this item').waitFor();
      await app.jobs.runOnce();
      const toCouncil = smtp.accepted.filter((m) => m.recipients.includes(COUNCILOR));
      expect(toCouncil).toHaveLength(1);
      expect([...toCouncil[0]!.recipients].sort()).toEqual([COUNCILOR, SECRETARY]);
      expect((await simpleParser(toCouncil[0]!.raw)).replyTo?.value[0]?.address).toBe(resident.email);
      expect(smtp.accepted.filter((m) => m.recipients.includes(resident.email))).toHaveLength(1);

      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const receipts = page.getByRole('region', { name: 'Messages you sent to the council' });
      await receipts.getByText(/^To: dist4@tulsacouncil\.org, loridoring@tulsacouncil\.org$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    // The committee meets; its minutes complete the meeting in place.
    const item = await db.selectFrom('agenda_items').select(['item_number', 'title', 'item_type', 'file_number']).where('meeting_id', '=', meeting.id).where('item_number', '=', '3').executeTakeFirstOrThrow();
    clock.set('2025-08-08T15:00:00.000Z');
    await saveMeeting(
      db,
      meetingInput({
        title: meeting.title,
        meeting_type: 'public_works_committee',
        meeting_date: meeting.meeting_date,
        agenda_items: [{ ...item, item_type: 'motion', vote_result: 'passed' }],
        voting_records: [{ item_number: '3', motion: 'Approve item 3', outcome: 'passed', votes: [{ councilor: 'Bellis', district: 4, vote: 'nay' }, { councilor: 'Miller', district: 1, vote: 'aye' }, { councilor: 'Lakin', district: 3, vote: 'aye' }] }],
      }),
      { now: clock.now(), existingId: meeting.id },
    );
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    const outcomes = smtp.accepted.filter((m) => m.recipients.includes(resident.email) && m.subject.startsWith('What became of item 3'));
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.text).toContain('Outcome: passed.');
    expect(outcomes[0]!.text).toContain('Your councilor, Bellis, voted: nay.');
  });
});
