/**
 * Who held which council seat when, from the city's roll-call periods (city/<id>/data), so a surname in a roll call
 * gets its district for the date of the meeting.
 */
import type { CityContext } from '#city/context.ts';
import { type RollCallSeat as Seat, readRollCallPeriods } from '../../city-data/roll-call-periods.ts';

/** The city's seats, read once per city (kept in its context, not here: a second city has its own). */
function seats(city: CityContext): Seat[] {
  return city.cached('roll-call-periods', () => readRollCallPeriods(city));
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The district of a councilor on a date (`YYYY-MM-DD`); the nearest term wins when the date is outside all. */
export function districtOf(city: CityContext, surname: string, date: string | null): number | null {
  const matches = seats(city).filter((s) => key(s.surname) === key(surname));
  if (matches.length === 0) return null;
  if (date) {
    const during = matches.find((s) => s.from <= date && date <= s.to);
    if (during) return during.district;
    // Minutes newer (or older) than the roll-call periods: the seat held in the nearest period.
    const distance = (s: Seat) => (date > s.to ? Date.parse(date) - Date.parse(s.to) : Date.parse(s.from) - Date.parse(date));
    return [...matches].sort((a, b) => distance(a) - distance(b))[0]!.district;
  }
  return matches.at(-1)!.district;
}
