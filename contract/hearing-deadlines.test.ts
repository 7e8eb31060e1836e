/** The deadlines of a Wednesday meeting on Chicago's wall clock, with a fixed clock, across both DST changes of 2026. */
import { describe, expect, it } from 'vitest';
import { countdownTo, countdownUnit, deadlineFor, type HearingDeadlineRule } from './hearing-deadlines.ts';

const CHICAGO = 'America/Chicago';
const NOON_THURSDAY: HearingDeadlineRule = { rule: 'weekday_before', weekday: 'thursday', time: '12:00' };
const AT_START: HearingDeadlineRule = { rule: 'hours_before', hours: 0 };
const AGENDA_48H: HearingDeadlineRule = { rule: 'hours_before', hours: 48 };

const at = (iso: string) => new Date(iso);

describe('deadlineFor', () => {
  it('a Wednesday 5 PM meeting after the autumn change: topics close noon CDT the Thursday before it', () => {
    const meeting = at('2026-11-04T23:00:00.000Z'); // Wednesday 5:00 PM CST
    expect(deadlineFor(NOON_THURSDAY, meeting, CHICAGO).toISOString()).toBe('2026-10-29T17:00:00.000Z');
    expect(deadlineFor(AT_START, meeting, CHICAGO).toISOString()).toBe('2026-11-04T23:00:00.000Z');
    expect(deadlineFor(AGENDA_48H, meeting, CHICAGO).toISOString()).toBe('2026-11-02T23:00:00.000Z');
  });

  it('a Wednesday 5 PM meeting after the spring change: topics close noon CST the Thursday before it', () => {
    const meeting = at('2026-03-11T22:00:00.000Z'); // Wednesday 5:00 PM CDT
    expect(deadlineFor(NOON_THURSDAY, meeting, CHICAGO).toISOString()).toBe('2026-03-05T18:00:00.000Z');
  });

  it('counts the weekday on the city calendar, not UTC: 11:30 PM Wednesday in Chicago is Thursday in UTC', () => {
    const meeting = at('2026-11-05T05:30:00.000Z'); // Wednesday 11:30 PM CST
    expect(deadlineFor(NOON_THURSDAY, meeting, CHICAGO).toISOString()).toBe('2026-10-29T17:00:00.000Z');
  });

  it('a meeting on the rule’s own weekday closes a week before, never the same day', () => {
    const thursdayMeeting = at('2026-03-12T22:00:00.000Z');
    expect(deadlineFor(NOON_THURSDAY, thursdayMeeting, CHICAGO).toISOString()).toBe('2026-03-05T18:00:00.000Z');
  });

  it('a notice in hours is elapsed time: 48 hours before Monday 5 PM CDT is Saturday 4 PM CST', () => {
    const monday = at('2026-03-09T22:00:00.000Z');
    expect(deadlineFor(AGENDA_48H, monday, CHICAGO).toISOString()).toBe('2026-03-07T22:00:00.000Z');
  });
});

describe('countdownTo', () => {
  const closes = at('2026-10-29T17:00:00.000Z');

  it('Monday noon before a Thursday-noon deadline: 2 days left', () => {
    const countdown = countdownTo(closes, at('2026-10-27T17:00:00.000Z'));
    expect(countdown).toEqual({ state: 'open', minutesLeft: 2 * 24 * 60 });
    expect(countdownUnit(countdown.minutesLeft)).toEqual({ unit: 'days', count: 2 });
  });

  it('rounds down to the largest whole unit', () => {
    expect(countdownUnit(countdownTo(closes, at('2026-10-29T11:59:30.000Z')).minutesLeft)).toEqual({ unit: 'hours', count: 5 });
    expect(countdownUnit(countdownTo(closes, at('2026-10-29T16:58:59.000Z')).minutesLeft)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('closes at the deadline itself and stays closed', () => {
    expect(countdownTo(closes, closes)).toEqual({ state: 'closed', minutesLeft: 0 });
    expect(countdownTo(closes, at('2026-11-04T23:00:00.000Z'))).toEqual({ state: 'closed', minutesLeft: 0 });
  });
});
