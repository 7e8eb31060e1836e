/**
 * Who sat for which district, by period: the city's `rollcall-periods.txt` (city/<id>/data). Read by the seed
 * (former councilors) and by ingestion (a roll-call surname's district on the meeting's date); it lives apart
 * from both so neither imports the other (issue 21).
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';

export interface RollCallSeat {
  from: string;
  to: string;
  district: number;
  surname: string;
}

/** The city's seats by period. */
export function readRollCallPeriods(city: CityContext): RollCallSeat[] {
  return parseRollCallPeriods(fs.readFileSync(city.dataFile('rollcall-periods.txt'), 'utf8'));
}

/** Reads lines like `2022-08-03 2022-11-30 D1 Hall-Harper | D2 Cue | ...` into one entry per seat and period. */
export function parseRollCallPeriods(text: string): RollCallSeat[] {
  const seats: RollCallSeat[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\d{4}-\d{2}-\d{2}) (\d{4}-\d{2}-\d{2}) (.+)$/.exec(line.trim());
    if (!match) continue;
    for (const seat of match[3]!.split('|')) {
      const s = /D(\d+)\s+(.+)/.exec(seat.trim());
      if (s) seats.push({ from: match[1]!, to: match[2]!, district: Number(s[1]), surname: s[2]!.trim() });
    }
  }
  // A councilor who served several periods gets one entry spanning them.
  const merged = new Map<string, RollCallSeat>();
  for (const seat of seats) {
    const key = `${seat.district}:${seat.surname}`;
    const existing = merged.get(key);
    if (!existing) merged.set(key, { ...seat });
    else {
      if (seat.from < existing.from) existing.from = seat.from;
      if (seat.to > existing.to) existing.to = seat.to;
    }
  }
  return [...merged.values()];
}
