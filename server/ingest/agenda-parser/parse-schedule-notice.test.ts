/** The clerk's notice of 2024 regularly scheduled meetings, read from the real PDF: every date, time and place. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseScheduleNotice, type ScheduleNotice } from './parse-schedule-notice.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = path.join(here, '../../../city/tulsa/fixtures/agendas/tulsa-archive-27417-agenda.pdf');
let pages: TextLine[][];
let notice: ScheduleNotice;

beforeAll(async () => {
  pages = (await readPdfText(new Uint8Array(fs.readFileSync(file)))).pages;
  const reading = parseScheduleNotice(pages);
  if (!reading.ok) throw new Error(reading.reason);
  notice = reading.notice;
});

/** The same pages with one line's text replaced. */
const withLine = (from: string, to: string) => pages.map((page) => page.map((l) => (l.text === from ? { ...l, text: to } : l)));

describe('parseScheduleNotice on the 2024 notice', () => {
  it('reads the year and when it was filed', () => {
    expect(notice.year).toBe(2024);
    expect(notice.filedAt).toBe('12/01/2023 03:42 PM');
  });

  it('reads every date of both columns, in calendar order', () => {
    const left = ['01-10', '01-24', '01-31', '02-07', '02-21', '02-28', '03-06', '03-13', '03-27', '04-10', '04-17', '05-01', '05-08', '05-15', '05-22', '06-05', '06-12', '06-26'];
    const right = ['07-17', '07-24', '07-31', '08-07', '08-21', '08-28', '09-11', '09-18', '09-25', '10-09', '10-16', '10-30', '11-06', '11-20', '12-04', '12-11', '12-18'];
    expect(notice.dates).toEqual([...left, ...right].map((d) => `2024-${d}`));
  });

  it('reads each body with its own time and place, mapped to the meeting types agendas use', () => {
    const chambers = "Tulsa City Council Chambers, Second Floor of City Hall at One Technology Center, 175 East Second Street, Tulsa, Oklahoma 74103";
    const room = 'Room 411, Fourth Floor of City Hall at One Technology Center, 175 East Second Street, Tulsa, Oklahoma 74103';
    expect(notice.bodies).toEqual([
      { body: 'Regular Meeting', meetingType: 'regular_council', time: '17:00', location: chambers },
      { body: 'Urban and Economic Development Committee', meetingType: 'urban_economic_committee', time: '10:30', location: room },
      { body: 'Budget and Special Projects Committee', meetingType: 'budget_committee', time: '13:00', location: room },
      { body: 'Public Works Committee', meetingType: 'public_works_committee', time: '14:30', location: room },
      { body: 'Regular Council Pre-Meeting', meetingType: 'regular_council', time: '16:00', location: room },
    ]);
  });

  it('reads a time it is given, not one it assumes', () => {
    const moved = parseScheduleNotice(
      withLine(
        'Public Works Committee..............................................................................................................2:30 P.M.',
        'Public Works Committee........3:15 P.M.',
      ),
    );
    expect(moved.ok && moved.notice.bodies.find((b) => b.meetingType === 'public_works_committee')?.time).toBe('15:15');
  });
});

describe('a notice that cannot be read in full is refused, never half-read', () => {
  it('refuses a date line it cannot read', () => {
    const reading = parseScheduleNotice(withLine('March 13 September 18', 'March 13 Sept. 18th'));
    expect(reading).toEqual({ ok: false, reason: expect.stringMatching(/could not be read in full: the date line "March 13 Sept\. 18th"/) });
  });

  it('refuses a date that is no day of the year', () => {
    const reading = parseScheduleNotice(withLine('February 28 August 28', 'February 30 August 28'));
    expect(reading).toEqual({ ok: false, reason: expect.stringMatching(/"February 30" in .* is no date of 2024/) });
  });

  it('refuses a time line it cannot read', () => {
    const reading = parseScheduleNotice(withLine('Regular Council Pre-Meeting .......................................................................................................4:00 P.M.', 'Regular Council Pre-Meeting ........ 4 P.M.'));
    expect(reading.ok).toBe(false);
  });

  it('refuses a time line of 50,000 leader dots and no time at once (issue 51: the pattern was quadratic)', () => {
    const started = performance.now();
    const reading = parseScheduleNotice(
      withLine('Public Works Committee..............................................................................................................2:30 P.M.', `Public Works Committee${'.'.repeat(50_000)}`),
    );
    expect(reading.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a body no meeting type fits', () => {
    const reading = parseScheduleNotice(
      withLine('Public Works Committee..............................................................................................................2:30 P.M.', 'Parks Board........2:30 P.M.'),
    );
    expect(reading).toEqual({ ok: false, reason: expect.stringMatching(/"Parks Board" is no kind of meeting/) });
  });

  it('refuses a notice whose place of the regular meetings is missing', () => {
    const reading = parseScheduleNotice(withLine("East Second Street, Tulsa, Oklahoma, 74103 at 5:00 o'clock P.M. on the dates listed below.", 'East Second Street.'));
    expect(reading.ok).toBe(false);
  });
});
