/**
 * Seed meetings from `data/meetings/*.json`: past meetings hand-made from real minutes (absolute dates), and,
 * only when a demonstration asks for them (DEMO_MEETINGS), invented upcoming ones placed relative to the day of
 * seeding (`days_from_now` at `local_time` in the city's zone). Invented meetings are stored with `is_demo` so
 * they are labelled and never alerted on: nothing invented may pass for the city's record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';
import type { CityConfig } from '#contract/city.ts';
import { zonedDate, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';
import { fileNumberOf } from '../ingest/minutes-parser/agenda-item-text.ts';
import { motionKindOf } from '../ingest/minutes-parser/motions.ts';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { type MeetingSeed, meetingSeedSchema } from '../city-data/meeting-seed.ts';
import type { SeedOptions } from './seed-options.ts';

/** The city's hand-made meetings (`city/<id>/data/meetings/*.json`). */
export function readMeetingSeeds(city: CityContext): MeetingSeed[] {
  const dir = city.dataFile('meetings');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const result = meetingSeedSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      if (!result.success) throw new Error(`Seed meeting ${file} is invalid: ${z.prettifyError(result.error)}`);
      return result.data;
    });
}

/** The meeting's start as an instant: absolute, or relative to the seeding day in the city's time zone. */
export function resolveSeedDate(city: CityConfig, seed: MeetingSeed, now: Date): string {
  if (seed.meeting_date) return new Date(seed.meeting_date).toISOString();
  const today = zonedDate(now, city.timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + seed.days_from_now!)).toISOString().slice(0, 10);
  return zonedTimeToUtc(day, seed.local_time!, city.timeZone).toISOString();
}

export async function seedMeetings(db: AppDatabase, { city, now, log, demoMeetings = false }: SeedOptions): Promise<void> {
  const seeds = readMeetingSeeds(city).filter((seed) => demoMeetings || !seed.demo);
  for (const seed of seeds) {
    const { days_from_now: _d, local_time: _t, demo, ...rest } = seed;
    // Hand-made seeds print the motion as the clerk did ("Councilor X moved to deny ..."); its kind follows.
    const voting_records = rest.voting_records.map((v) => ({ ...v, motion_kind: v.motion_kind ?? (/\bnominated\b/.test(v.motion) ? 'nominate' : motionKindOf(v.motion.replace(/^.*?\bmoved\s+/i, ''))) }));
    const agenda_items = rest.agenda_items.map((i) => ({ ...i, file_number: fileNumberOf(i.description ?? i.title) }));
    await saveMeeting(
      db,
      { ...rest, agenda_items, voting_records, meeting_date: resolveSeedDate(city.config, seed, now), source: city.config.source.name, is_demo: demo },
      { now, city },
    );
  }
  log?.(`Seeded ${seeds.length} meetings`);
}
