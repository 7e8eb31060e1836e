/**
 * The clerk's harder cases, each written as the minutes print it: a failed call of the question followed by a
 * continuance, amendments, pulled items inside a range, exceptions with an emergency clause, numbered sub-points,
 * letters out of order. Every result must come from the motion that decided the item.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { parseBody } from './parse-body.ts';
import { summarize } from '../summaries/summarize.ts';

const city = cityContext(DEFAULT_CITY_ID);

const para = (text: string, page = 1) => ({ lines: [text], page });
const ROLL_9 = (marks: string) => {
  const names = ['Hall-Harper', 'Bengel', 'Cue', 'Decter Wright', 'Patrick', 'Lakin', 'Bellis', 'Fowler', 'Miller'];
  return names.map((n, i) => `${n} ${marks[i] === 'y' ? 'Yea' : marks[i] === 'n' ? 'Nay' : marks[i] === 'b' ? 'Abstain' : 'Absent'}`).join(' ');
};
const vote = (marks: string, result: string, page = 1) => {
  const yeas = [...marks].filter((m) => m === 'y').length;
  const nays = [...marks].filter((m) => m === 'n').length;
  const absent = [...marks].filter((m) => m === '-').length;
  const abstain = [...marks].filter((m) => m === 'b').length;
  return [para('ROLL CALL:', page), para(ROLL_9(marks), page), para(`Yeas: ${yeas} Nays: ${nays} Absent: ${absent} Abstentions: ${abstain}`, page), para(result, page)];
};
const item = (letter: string, text: string, file: string, page = 1) => para(`${letter}. ${text} ${file}`, page);

describe('motions as the clerk means them', () => {
  it('a failed call of the question decides nothing; the continuance that follows decides the item', () => {
    const body = parseBody([
      para('1. CALL TO ORDER'),
      para('2. ORDINANCES - SECOND READING'),
      item('a', 'Consideration and possible approval, adoption, denial, amendment or revision of an Ordinance creating a juvenile curfew.', '25-100-1'),
      para('Councilor Patrick moved to approve 2.a. Councilor Bengel seconded the motion.'),
      para('There was Council discussion.'),
      para('Councilor Fowler called the question to end debate. Councilor Miller seconded the motion.'),
      ...vote('nnnnyyyyn', 'Motion failed.'),
      para('Councilor Lakin moved to continue 2.a to the City Council meeting on September 3, 2025. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.', 2),
    ]);
    expect(body.votes.map((v) => [v.motion_kind, v.item_number, v.outcome])).toEqual([
      ['call_question', '2.a', 'failed'],
      ['continue', '2.a', 'passed'],
    ]);
    expect(body.items[0]!.vote_result).toBe('continued');
    expect(body.votes[1]!.page).toBe(2);
    const summary = summarize(city, { ...body, fullText: '', date: '2025-08-20', time: '17:00', heading: 'regular', meetingType: 'regular_council', location: null } as never, 'The meeting');
    expect(summary!.summary).not.toMatch(/approved/);
    expect(summary!.summary).toMatch(/calling the question \(ending debate\) failed \(4-5\); the Council voted 9-0 to continue 2\.a to the City Council meeting on September 3, 2025/);
  });

  it('after a failed amendment the roll call without a motion of its own decides the main motion', () => {
    const body = parseBody([
      para('1. Discussion and possible vote to consider approval of applicants authorized to submit Requests for Proposals. 23-500-1'),
      para('Councilor Decter Wright moved to approve the following Letters of Intent: HCSI, Inc., Meals on Wheels.'),
      para('Councilor Bellis seconded the motion.'),
      para('Councilor Miller moved to amend the previous motion to remove the Meals on Wheels Letter of Intent. Councilor Fowler seconded the motion.'),
      ...vote('nyynn-nyy', 'Amended motion denied.'),
      para('There was a vote for the original motion made by Councilor Decter Wright.'),
      ...vote('yyyyy-yyy', 'Motion carried.'),
    ]);
    expect(body.votes.map((v) => [v.motion_kind, v.outcome, v.moved_by])).toEqual([
      ['amend', 'failed', 'Miller'],
      ['approve', 'passed', 'Decter Wright'],
    ]);
    expect(body.items[0]!.vote_result).toBe('passed');
  });

  it('"table and continue 4.d" acts on 4.d alone, and a range never reaches a pulled item', () => {
    const body = parseBody([
      para('2. APPOINTMENTS & REAPPOINTMENTS'),
      item('a', 'PULLED: Jane Roe – Appointment to the Library Commission.', '25-1-1'),
      item('b', 'John Doe – Appointment to the Library Commission.', '25-2-1'),
      item('c', 'Ann Poe – Reappointment to the Human Rights Commission.', '25-3-1'),
      para('Councilor Lakin moved to approve 2.b - 2.c. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.'),
      para('4. MAYOR\'S ITEMS'),
      item('b', 'Consideration and possible approval of a License Agreement.', '25-4-1'),
      item('c', 'Consideration and possible approval of a Donation.', '25-5-1'),
      item('d', 'Consideration and possible approval of a Resolution on fares.', '25-6-1'),
      item('e', 'PULLED BY ADDENDUM: Consideration and possible approval of an Ordinance amending the budget.', '25-7-1'),
      item('f', 'Consideration and possible approval of an Ordinance amending Title 37.', '25-8-1'),
      para('Councilor Lakin moved to table and continue 4.d to October 1, 2025. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.'),
      para('Councilor Lakin moved to approve 4.b - 4.f, except 4.d, with the emergency clause on 4.f. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyb', 'Motion carried.'),
    ]);
    const result = Object.fromEntries(body.items.map((i) => [i.item_number, i.vote_result]));
    expect(result).toEqual({ '2.a': 'pulled', '2.b': 'passed', '2.c': 'passed', '4.b': 'passed', '4.c': 'passed', '4.d': 'continued', '4.e': 'pulled', '4.f': 'passed' });
    expect(body.votes[1]!.item_numbers).toEqual(['4.d']);
    expect(body.votes[2]!.item_numbers).toEqual(['4.b', '4.c', '4.f']);
  });

  it('numbered sub-points inside an item are no items, and the real next item is kept', () => {
    const body = parseBody([
      para('1. Call to Order and Roll Call.'),
      para('2. Town Hall meeting to discuss citywide needs. 25-9-1'),
      para('The agenda of the town hall included:'),
      para('1. Welcome and Introductions'),
      para('2. Neighborhood Quality of Life'),
      para('3. Public Safety'),
      para('4. Streets'),
      para('5. Questions from residents'),
      para('3. Adjournment.'),
    ]);
    expect(body.items.map((i) => i.item_number)).toEqual(['2', '3']);
    expect(body.items[1]!.title).toMatch(/^Adjournment/);
  });

  it('a section taken first ("Section 10 was read and voted on before Section 1") keeps its items and its vote', () => {
    const body = parseBody([
      para('Section 10 was read and voted on before Section 1.'),
      para('10. HEARING OF APPEALS'),
      item('a', 'Hearing and possible action upholding or denying an appeal requested by Jane Roe.', '24-1-1'),
      item('b', 'Hearing and possible action upholding or denying an appeal requested by John Doe.', '24-2-1'),
      para('Councilor Lakin moved to continue 10.a – 10.b to the City Council meeting on June 12, 2024. Councilor Bellis seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.'),
      para('1. RECEIPT & FILING OF MINUTES'),
      item('a', 'Minutes of Regular Meeting held at 4:00 PM on May 1, 2024.', '24-3-1'),
      para('2. APPOINTMENTS & REAPPOINTMENTS'),
      item('a', 'Ann Poe – Appointment to the Library Commission.', '24-4-1'),
    ]);
    expect(body.items.map((i) => [i.item_number, i.vote_result])).toEqual([
      ['10.a', 'continued'],
      ['10.b', 'continued'],
      ['1.a', null],
      ['2.a', null],
    ]);
  });

  it('a letter printed out of order is still an item', () => {
    const body = parseBody([
      para('1. CALL TO ORDER'),
      para('2. ORDINANCES - FIRST READING'),
      item('a', 'Consideration and possible approval of an Ordinance on sidewalks.', '25-10-1'),
      item('g', 'Consideration and possible approval of an Ordinance on parking.', '25-11-1'),
      item('b', 'Consideration and possible approval of an Ordinance on signs.', '25-12-1'),
    ]);
    expect(body.items.map((i) => i.item_number)).toEqual(['2.a', '2.g', '2.b']);
  });

  it('summaries count abstentions and absences in the tally', () => {
    const body = parseBody([
      para('4. No items this week.'),
      para('5. PUBLIC HEARINGS'),
      item('a', 'Consideration and possible approval of Rezoning Application Z-7800 from RS-3 to CS.', '25-13-1'),
      para('Councilor Cue moved to approve 5.a. Councilor Bengel seconded the motion.'),
      ...vote('yyyyyyy-b', 'Motion carried.'),
    ]);
    const summary = summarize(city, { ...body, fullText: '', date: '2025-08-20', time: '17:00', heading: 'regular', meetingType: 'regular_council', location: null } as never, 'The meeting');
    expect(summary!.summary).toContain('(7-0, 1 abstaining, 1 absent)');
    // Decisions lead, in the item's plain line; attendance and counts come after (issue 30).
    expect(summary!.summary).toMatch(/^Approved 5\.a \(7-0, 1 abstaining, 1 absent\): lets land be used for shops/);
    expect(summary!.summary.indexOf('took up')).toBeGreaterThan(summary!.summary.indexOf('Approved'));
  });
});

describe('results the minutes state without a roll call', () => {
  it('"7.d and 7.h were continued" continues both; a later motion excepting them leaves them continued', () => {
    const body = parseBody([
      para('1. CALL TO ORDER'),
      para('2. ORDINANCES - SECOND READING'),
      item('a', 'Consideration and possible approval of an Ordinance closing a Public Way.', '23-1-1'),
      item('b', 'Consideration and possible approval of Rezoning Ordinance Z-7668.', '23-2-1'),
      item('c', 'Consideration and possible approval of Rezoning Ordinance PUD-357-C.', '23-3-1'),
      para('2.b and 2.c were continued to the 5:00 P.M. City Council meeting on February 8, 2023.'),
      para('Councilor Lakin moved to approve 2.a – 2.c, except 2.b and 2.c. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.'),
      para('Public comment was heard on item 2.a that was continued from the meeting of January 4, 2023.'),
    ]);
    expect(body.items.map((i) => i.vote_result)).toEqual(['passed', 'continued', 'continued']);
  });

  it('"Without objection, 5.d was pulled." pulls it even inside a range', () => {
    const body = parseBody([
      para('1. CALL TO ORDER'),
      para('2. PUBLIC HEARINGS'),
      item('a', 'Consideration and possible approval of Rezoning Application Z-1.', '23-4-1'),
      item('b', 'Consideration and possible approval of Rezoning Application Z-2.', '23-5-1'),
      para('Without objection, 2.b was pulled.'),
      para('Councilor Lakin moved to approve 2.a – 2.b. Councilor Cue seconded the motion.'),
      ...vote('yyyyyyyyy', 'Motion carried.'),
    ]);
    expect(body.items.map((i) => i.vote_result)).toEqual(['passed', 'pulled']);
  });
});
