/**
 * Speak up before the vote, in the browser (issue 32): a loopback city posts an agenda; a verified resident opens
 * an item, drafts, sends; the loopback SMTP server receives exactly one message to the councilor and the Council
 * Secretary (Reply-To the resident) and one copy to the resident; the dashboard shows the receipt. Then the city
 * files the meeting's minutes in its council archive, the sync reads them, and exactly one "what became of it"
 * email arrives with the outcome and the councilor's vote. The meeting is the regular council meeting of
 * December 4, 2024 (the month-replay fixtures: its agenda made from its real minutes, then those minutes). At
 * 375 px in English (the send) and 1280 px in Spanish (the draft); axe finds nothing. In both, a resident who
 * never touches the stance cannot draft: the form says so by the choice (issue 49); the letter names the item
 * once and never asks to place it on the agenda; a councilor's address the city has not verified is said so.
 */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MONTH } from '../server/test/fixtures/month-replay/month-city.ts';
import { createResident } from '../server/test/factories.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';
import { loopbackCityApp } from './support/own-app.ts';

// Nov 27, 2024: the December 4 regular agenda is posted (the first step of the month replay).
const [agendaPosted, minutesFiled] = [MONTH[0]!, MONTH[1]!];
const COUNCILOR = 'dist4@tulsacouncil.org';
const SECRETARY = 'loridoring@tulsacouncil.org';
const harness = loopbackCityApp({
  name: 'speak-up',
  now: agendaPosted.at,
  archive: true,
  async prepare({ db, city, archive }) {
    await agendaPosted.post(city, archive);
    await db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: COUNCILOR, phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
  },
});
const { db, clock } = harness;

async function openSignedIn(route: string, token: string, viewport: typeof PHONE) {
  const opened = await openPage(harness.browser, harness.baseUrl, '/', viewport);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(route, { waitUntil: 'networkidle' });
  return opened;
}

describe('speak up before the vote', () => {
  // Reading the council's real minutes takes a while on a busy machine: more than the default minute.
  it('drafts and sends from an item of an agenda the city posted, keeps a receipt, then tells what became of it', { timeout: 180_000 }, async () => {
    await harness.app.jobs.runOnce(); // the sync pass: the council's agenda is posted
    const meeting = await db.selectFrom('meetings').select(['id', 'meeting_date', 'title']).where('meeting_type', '=', 'regular_council').where('status', '=', 'scheduled').executeTakeFirstOrThrow();
    const resident = await createResident(db, { label: 'speaker', fullName: 'Rosa Díaz' });
    await db.updateTable('users').set({ email_verified_at: clock.now().toISOString() }).where('id', '=', resident.id).execute();

    // 1280 px, Spanish: the draft and its recipients, nothing sent.
    const es = await openSignedIn(`/meetings/${meeting.id}?lang=es`, resident.token, DESKTOP);
    try {
      await es.page.locator('#item-4-b').getByRole('button', { name: /^Opinar sobre el punto 4\.b/ }).click();
      const dialog = es.page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Su distrito del concejo' }).selectOption('4');
      // Straight to the button, no stance: nothing is drafted, the choice says why and holds the focus.
      await dialog.getByRole('button', { name: 'Redactar mi mensaje' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Elija su postura: lo apoyo, me opongo o tengo una pregunta.' }).waitFor();
      expect(await dialog.getByRole('radio', { name: 'Lo apoyo' }).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(es.page)).toEqual([]);
      await dialog.getByRole('radio', { name: 'Tengo una pregunta' }).check();
      await dialog.getByRole('button', { name: 'Redactar mi mensaje' }).click();
      await dialog.getByText('Laura Bellis, Concejal del Distrito 4 (aún no verificado con la ciudad)').waitFor();
      const letter = await dialog.getByRole('textbox', { name: 'Su mensaje' }).inputValue();
      expect(letter).toMatch(/Le escribo sobre el punto 4\.b de la agenda/);
      // The whole title, once: the record's shortened one ends "for the installation…".
      expect(letter).toContain('for the installation and maintenance of a guardrail in and upon the right-of-way');
      expect(letter).not.toContain('…');
      expect(letter).toContain('Le pido que responda a mi pregunta antes de la votación.');
      expect(letter).not.toMatch(/incluirlo en la agenda/);
      expect(await axeViolations(es.page)).toEqual([]);
      expect(es.errors).toEqual([]);
    } finally {
      await es.close();
    }

    // 375 px, Spanish: the same refusal of a draft without a stance, on a phone.
    const esPhone = await openSignedIn(`/meetings/${meeting.id}?lang=es`, resident.token, PHONE);
    try {
      await esPhone.page.locator('#item-4-b').getByRole('button', { name: /^Opinar sobre el punto 4\.b/ }).click();
      const dialog = esPhone.page.getByRole('dialog');
      await dialog.getByText('Su mensaje se firma con el nombre de su cuenta: Rosa Díaz.').waitFor();
      await dialog.getByRole('button', { name: 'Redactar mi mensaje' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Elija su postura' }).waitFor();
      expect(await axeViolations(esPhone.page)).toEqual([]);
      expect(esPhone.errors).toEqual([]);
    } finally {
      await esPhone.close();
    }

    // 375 px, English: draft and send.
    const { page, errors, close } = await openSignedIn(`/meetings/${meeting.id}`, resident.token, PHONE);
    try {
      await page.locator('#item-4-b').getByRole('button', { name: /^Speak up on item 4\.b/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Your council district' }).selectOption('4');
      await dialog.getByRole('textbox', { name: /In your own words/ }).fill('Please keep the trees on our street.');
      await dialog.getByText('Your message is signed with the name on your account: Rosa Díaz.').waitFor();
      await dialog.getByRole('button', { name: 'Draft my message' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Choose where you stand: I support it, I oppose it, or I have a question.' }).waitFor();
      await dialog.getByRole('radio', { name: 'I oppose it' }).check();
      await dialog.getByRole('button', { name: 'Draft my message' }).click();
      await dialog.getByText('The city has not yet confirmed the address we have for Laura Bellis.', { exact: false }).waitFor();
      const letter = await dialog.getByRole('textbox', { name: 'Your message' }).inputValue();
      expect(letter.startsWith('Dear Councilor Laura Bellis:\n\nPlease keep the trees on our street.\n\nI am writing about item 4.b on the agenda')).toBe(true);
      expect(letter).toContain('I ask you to vote against it.');
      expect(letter).not.toMatch(/placing it on the agenda|consider placing/i);
      const mailto = await dialog.getByRole('link', { name: 'Open in my mail app' }).getAttribute('href');
      expect(mailto).toMatch(/^mailto:dist4%40tulsacouncil\.org,loridoring%40tulsacouncil\.org\?subject=/);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('checkbox', { name: /Count me, without my name/ }).check();
      await dialog.getByRole('button', { name: 'Send it for me' }).click();
      const receipt = dialog.getByRole('status').filter({ hasText: `A copy is on its way to ${resident.email}` });
      await receipt.waitFor();
      // The Send button is gone: focus is on the receipt.
      expect(await receipt.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.locator('#item-4-b').getByText('1 resident wrote: 1 against').waitFor();
      await harness.app.jobs.runOnce();
      const toCouncil = harness.smtp.accepted.filter((m) => m.recipients.includes(COUNCILOR));
      expect(toCouncil).toHaveLength(1);
      expect([...toCouncil[0]!.recipients].sort()).toEqual([COUNCILOR, SECRETARY]);
      expect((await simpleParser(toCouncil[0]!.raw)).replyTo?.value[0]?.address).toBe(resident.email);
      expect(harness.smtp.accepted.filter((m) => m.recipients.includes(resident.email))).toHaveLength(1);

      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const receipts = page.getByRole('region', { name: 'Messages you sent to the council' });
      await receipts.getByText(/^To: dist4@tulsacouncil\.org, loridoring@tulsacouncil\.org$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    // The council meets on December 4; on the 6th its minutes reach the archive, and the sync completes the
    // meeting in place from them (no test writes the record).
    clock.set(minutesFiled.at);
    await minutesFiled.post(harness.city, harness.archive);
    const outcome = () => harness.smtp.accepted.filter((m) => m.recipients.includes(resident.email) && m.subject.startsWith('What became of item 4.b'));
    // The clock moves a minute a pass, as the minute-by-minute alert scan expects of a real one.
    for (let minute = 1; minute <= 10 && outcome().length === 0; minute++) {
      await harness.app.jobs.runOnce();
      clock.set(new Date(Date.parse(minutesFiled.at) + minute * 60_000).toISOString());
    }
    const completed = await db.selectFrom('meetings').select(['status', 'document_type']).where('id', '=', meeting.id).executeTakeFirstOrThrow();
    expect(completed).toEqual({ status: 'completed', document_type: 'minutes' });
    await harness.app.jobs.runOnce();
    const outcomes = outcome();
    expect(outcomes).toHaveLength(1);
    // As the minutes record it: 4.b passed 7-0, Councilor Bellis (District 4) voting aye.
    expect(outcomes[0]!.text).toContain('Outcome: passed.');
    expect(outcomes[0]!.text).toContain('The vote: 7 yes, 0 no.');
    expect(outcomes[0]!.text).toContain('Your councilor, Bellis, voted: aye.');
    // Beside the council's vote, how the residents who agreed to be counted wrote (issue 49).
    expect(outcomes[0]!.text).toContain('On this site, 1 resident wrote to the council about it: 1 against.');
  });
});
