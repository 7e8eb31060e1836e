/**
 * Calendar arithmetic in the city's time zone with nothing but `Intl`, shared by the server (date filters,
 * calendar feeds) and the web (date presets). A "day" always means a day on the city's wall clock.
 */
import { cityClockFormat } from './city-clock-format.ts';

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// "2026-11-27" (en-CA writes ISO dates), and the wall-clock parts of an instant.
const FORMATTERS = {
  date: cityClockFormat(DAY, 'en-CA'),
  clock: cityClockFormat({ ...DAY, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }, 'en-US'),
};
const formatter = (kind: keyof typeof FORMATTERS, timeZone: string) => FORMATTERS[kind](timeZone);

/** The offset of `timeZone` from UTC at `instant`, in minutes (America/Chicago in July: -300). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter('clock', timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a wall-clock time in `timeZone` (`2024-03-10`, `17:00`). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  // Two passes settle the offset across a DST change.
  let offset = timeZoneOffsetMinutes(new Date(guess), timeZone);
  offset = timeZoneOffsetMinutes(new Date(guess - offset * 60_000), timeZone);
  return new Date(guess - offset * 60_000);
}

/** The first instant of a calendar day in `timeZone`. */
export function startOfZonedDay(date: string, timeZone: string): Date {
  return zonedTimeToUtc(date, '00:00', timeZone);
}

/** The first instant after a calendar day in `timeZone` (an exclusive upper bound that includes the whole day). */
export function endOfZonedDayExclusive(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return startOfZonedDay(next, timeZone);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): string {
  return formatter('date', timeZone).format(instant);
}

/**
 * An instant as the city's wall clock reads it, with its offset: `2024-12-04T16:00:00-06:00` (RFC 3339), so a
 * reuser of the data has the local time without a time-zone library and still the exact instant.
 */
export function zonedIsoTime(instant: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(instant, timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
