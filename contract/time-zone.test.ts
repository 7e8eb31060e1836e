/** Wall-clock arithmetic in the city's zone across daylight-saving changes (America/Chicago, 2026). */
import { describe, expect, it } from 'vitest';
import { endOfZonedDayExclusive, startOfZonedDay, timeZoneOffsetMinutes, zonedDate, zonedIsoTime, zonedTimeToUtc } from './time-zone.ts';

const CHICAGO = 'America/Chicago';

describe('time-zone arithmetic', () => {
  it.each([
    // [date, wall time, instant]
    ['2026-01-14', '17:00', '2026-01-14T23:00:00.000Z'], // CST, UTC-6
    ['2026-07-15', '17:00', '2026-07-15T22:00:00.000Z'], // CDT, UTC-5
    ['2026-03-08', '01:59', '2026-03-08T07:59:00.000Z'], // the last minute before the spring change
    ['2026-03-08', '03:00', '2026-03-08T08:00:00.000Z'], // the first wall time after it
    ['2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'], // inside the spring gap: an hour earlier, 01:30 CST
    ['2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'], // the autumn repeat: the first 01:30 (CDT)
    ['2026-11-04', '17:00', '2026-11-04T23:00:00.000Z'], // the Wednesday after the autumn change
  ])('%s %s in Chicago is %s', (date, time, instant) => {
    expect(zonedTimeToUtc(date, time, CHICAGO).toISOString()).toBe(instant);
  });

  it('a day across the spring change is 23 hours, across the autumn change 25', () => {
    const hours = (date: string) => (endOfZonedDayExclusive(date, CHICAGO).getTime() - startOfZonedDay(date, CHICAGO).getTime()) / 3_600_000;
    expect([hours('2026-03-08'), hours('2026-11-01'), hours('2026-06-01')]).toEqual([23, 25, 24]);
  });

  it('the offset and the calendar date of an instant', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), CHICAGO)).toBe(-300);
    expect(timeZoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'), CHICAGO)).toBe(-360);
    // 11:30 PM in Chicago is already the next day in UTC.
    expect(zonedDate(new Date('2026-05-02T04:30:00Z'), CHICAGO)).toBe('2026-05-01');
  });

  it.each([
    ['2024-12-04T22:00:00.000Z', '2024-12-04T16:00:00-06:00'], // CST
    ['2026-07-15T22:00:00.000Z', '2026-07-15T17:00:00-05:00'], // CDT
    ['2026-03-08T07:59:00.000Z', '2026-03-08T01:59:00-06:00'], // the minute before the spring change
    ['2026-03-08T08:00:00.000Z', '2026-03-08T03:00:00-05:00'], // and after it
    ['2026-11-01T06:30:00.000Z', '2026-11-01T01:30:00-05:00'], // the first 1:30 of the autumn change
    ['2026-11-01T07:30:00.000Z', '2026-11-01T01:30:00-06:00'], // and the second
  ])('reads %s on the city\'s wall clock as %s, the same instant', (instant, local) => {
    expect(zonedIsoTime(new Date(instant), CHICAGO)).toBe(local);
    expect(new Date(local).toISOString()).toBe(instant);
  });
});
