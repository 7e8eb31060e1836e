/**
 * The clerk's wording of an item taking up earlier minutes, matched loosely, and the day it names; and an agenda
 * carrying such an item is still an agenda while minutes that approve earlier minutes are still minutes.
 */
import { describe, expect, it } from 'vitest';
import { isMinutesItem, namedMeetingDay } from './minutes-items.ts';
import { isAgendaText } from '../agenda-parser/parse-agenda.ts';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';

const { config } = cityContext(DEFAULT_CITY_ID);

describe('minutes items', () => {
  it.each([
    ['2. Receipt & filing of minutes of the July 23, 2025 Regular Meeting.', '2025-07-23'],
    ['3. Receipt and filing of the minutes of the December 4, 2024 Regular Meeting.', '2024-12-04'],
    ['4. Approval of Minutes: 12/4/24 Regular Council Meeting.', '2024-12-04'],
    ['5. Minutes of the Regular Council meeting held November 20, 2024.', '2024-11-20'],
  ])('%s names %s', (text, day) => {
    expect(isMinutesItem(text)).toBe(true);
    expect(namedMeetingDay(text)).toBe(day);
  });

  it('leaves other items alone, and a minutes item naming no day names none', () => {
    expect(isMinutesItem('9. Resolution approving certain amendments to the Investment Policy.')).toBe(false);
    expect(isMinutesItem('10. Discussion of the minutes clock at the podium.')).toBe(false);
    expect(namedMeetingDay('Approval of minutes.')).toBeNull();
  });

  it('an agenda receiving minutes on its first page is an agenda; minutes approving minutes are minutes', () => {
    expect(isAgendaText('NOTICE AND AGENDA 5:00 PM 1. Call to Order. 2. Receipt and filing of the minutes of the December 4, 2024 meeting.', config)).toBe(true);
    expect(isAgendaText('MINUTES OF THE REGULAR MEETING NOTICE AND AGENDA posted. Motion to approve the minutes of the November 20 meeting.', config)).toBe(false);
  });
});
