/**
 * Seed meetings from `data/meetings/*.json`: past meetings hand-made from real minutes (absolute dates), and,
 * only when a demonstration asks for them (DEMO_MEETINGS), invented upcoming ones placed relative to the day of
 * seeding (`days_from_now` at `local_time` in the city's zone). Invented meetings are stored with `is_demo` so
 * they are labelled and never alerted on: nothing invented may pass for the city's record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { city } from '../../city/tulsa.ts';
import {
  agendaItemTypeSchema,
  documentTypeSchema,
  meetingStatusSchema,
  meetingTypeSchema,
  motionKindSchema,
  voteChoiceSchema,
  voteOutcomeSchema,
} from '../../contract/enums.ts';
import { zonedDate, zonedTimeToUtc } from '../../contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';
import { fileNumberOf } from '../ingest/agenda-item-text.ts';
import { motionKindOf } from '../ingest/motions.ts';
import { saveMeeting } from '../repositories/meetings.ts';
import { SEED_DATA_DIR } from './seed-civic.ts';
import type { SeedOptions } from './seed.ts';

export const meetingSeedSchema = z
  .object({
    /** Invented for a demonstration, not taken from the city's records. */
    demo: z.boolean().default(false),
    title: z.string().min(1),
    description: z.string().nullable().default(null),
    meeting_date: z.iso.datetime({ offset: true }).optional(),
    days_from_now: z.number().int().optional(),
    local_time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
    location: z.string().nullable().default(null),
    meeting_type: meetingTypeSchema,
    status: meetingStatusSchema,
    summary: z.string().nullable().default(null),
    detailed_summary: z.string().nullable().default(null),
    keywords: z.array(z.string()).default([]),
    topics: z.array(z.string()).default([]),
    document_type: documentTypeSchema,
    agenda_url: z.string().nullable().default(null),
    minutes_url: z.string().nullable().default(null),
    source_file: z.string().nullable().default(null),
    full_text: z.string().nullable().default(null),
    agenda_items: z
      .array(
        z.object({
          item_number: z.string().min(1),
          title: z.string().min(1),
          description: z.string().nullable().default(null),
          item_type: agendaItemTypeSchema,
          section: z.string().nullable().default(null),
          vote_required: z.boolean().default(false),
          vote_result: z.string().nullable().default(null),
          page: z.number().int().positive().nullable().optional(),
        }),
      )
      .default([]),
    voting_records: z
      .array(
        z.object({
          item_number: z.string().nullable().default(null),
          motion: z.string().min(1),
          motion_kind: motionKindSchema.optional(),
          item_numbers: z.array(z.string()).optional(),
          page: z.number().int().positive().nullable().optional(),
          moved_by: z.string().nullable().default(null),
          seconded_by: z.string().nullable().default(null),
          outcome: voteOutcomeSchema,
          votes: z.array(
            z.object({ councilor: z.string(), district: z.number().int().nullable(), vote: voteChoiceSchema }),
          ),
        }),
      )
      .default([]),
  })
  .refine((m) => m.meeting_date !== undefined || (m.days_from_now !== undefined && m.local_time !== undefined), {
    message: 'give meeting_date, or days_from_now with local_time',
  })
  // A date relative to the seeding day cannot come from the record, so such a meeting must say it is invented.
  .refine((m) => m.days_from_now === undefined || m.demo, { message: 'a meeting placed with days_from_now must be "demo": true' });
export type MeetingSeed = z.infer<typeof meetingSeedSchema>;

export function readMeetingSeeds(dir = path.join(SEED_DATA_DIR, 'meetings')): MeetingSeed[] {
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
export function resolveSeedDate(seed: MeetingSeed, now: Date): string {
  if (seed.meeting_date) return new Date(seed.meeting_date).toISOString();
  const today = zonedDate(now, city.timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + seed.days_from_now!)).toISOString().slice(0, 10);
  return zonedTimeToUtc(day, seed.local_time!, city.timeZone).toISOString();
}

export async function seedMeetings(db: AppDatabase, { now, log, demoMeetings = false }: SeedOptions): Promise<void> {
  const seeds = readMeetingSeeds().filter((seed) => demoMeetings || !seed.demo);
  for (const seed of seeds) {
    const { days_from_now: _d, local_time: _t, demo, ...rest } = seed;
    // Hand-made seeds print the motion as the clerk did ("Councilor X moved to deny ..."); its kind follows.
    const voting_records = rest.voting_records.map((v) => ({ ...v, motion_kind: v.motion_kind ?? (/\bnominated\b/.test(v.motion) ? 'nominate' : motionKindOf(v.motion.replace(/^.*?\bmoved\s+/i, ''))) }));
    const agenda_items = rest.agenda_items.map((i) => ({ ...i, file_number: fileNumberOf(i.description ?? i.title) }));
    await saveMeeting(
      db,
      { ...rest, agenda_items, voting_records, meeting_date: resolveSeedDate(seed, now), source: city.source.name, is_demo: demo },
      { now },
    );
  }
  log?.(`Seeded ${seeds.length} meetings`);
}
