/**
 * The shape of a meeting in the city's seed files (city/<id>/data/meetings/*.json), also the shape of the
 * ingestion gold set: shared by the seed and by ingestion's evaluator, so neither imports the other.
 */
import { z } from 'zod';
import {
  agendaItemTypeSchema,
  documentTypeSchema,
  meetingStatusSchema,
  meetingTypeSchema,
  motionKindSchema,
  voteChoiceSchema,
  voteOutcomeSchema,
} from '#contract/enums.ts';

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
