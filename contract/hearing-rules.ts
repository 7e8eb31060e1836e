/**
 * How a resident can be heard on a council item (issue 32): the city's own rules as city data, and the answer of
 * `GET /api/v1/meetings/{id}/how-to-be-heard`, where each rule's deadline is computed for one meeting.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { HEARING_WAY_KINDS, WEEKDAYS } from './hearing-deadlines.ts';

const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A wall-clock time, HH:MM');

/** When a way of being heard closes, relative to the meeting. */
export const hearingDeadlineRuleSchema = z.discriminatedUnion('rule', [
  /** A number of elapsed hours before the meeting starts (0: at the start). */
  z.object({ rule: z.literal('hours_before'), hours: z.number().int().min(0).max(24 * 14) }),
  /** A number of elapsed hours after the meeting starts (written testimony a city still takes after a hearing). */
  z.object({ rule: z.literal('hours_after'), hours: z.number().int().min(1).max(24 * 14) }),
  /** A wall-clock time on the last such weekday strictly before the meeting's day ("noon the Thursday before"). */
  z.object({ rule: z.literal('weekday_before'), weekday: z.enum(WEEKDAYS), time: wallTimeSchema }),
]);

/** One way of being heard, with where the city says so. */
export const hearingWaySchema = z.object({
  kind: z.enum(HEARING_WAY_KINDS),
  closes: hearingDeadlineRuleSchema,
  /** True when it can only be done at City Hall (a Request to Speak form). */
  inPerson: z.boolean(),
  /** Where the rule comes from, so a reader can check it. */
  source: z.string(),
});

/** The official who keeps the record of written comments, as the city's agendas name them. */
export const councilSecretarySchema = z.object({
  name: z.string(),
  title: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  address: z.string(),
  source: z.string(),
});

/** A city's rules for being heard before a vote. */
export const howToBeHeardSchema = z.object({
  secretary: councilSecretarySchema,
  /** Hours before a meeting its agenda is posted, and its addenda (what a resident can still expect to appear). */
  notice: z.object({ agendaHours: z.number().int().positive(), addendumHours: z.number().int().positive() }),
  ways: z.array(hearingWaySchema).min(1),
});

export type HowToBeHeard = z.infer<typeof howToBeHeardSchema>;

/** One way of being heard, with its deadline for this meeting. */
export const hearingDeadlineSchema = z.object({
  kind: z.enum(HEARING_WAY_KINDS),
  /** True when it can only be done at City Hall. */
  in_person: z.boolean(),
  /** The instant it closes (ISO-8601 UTC); the browser shows it on the city's wall clock. */
  closes_at: isoDateTimeSchema,
  /** `open` until `closes_at`, then `closed`. */
  state: z.enum(['open', 'closed']),
  /** Whole minutes left (0 once closed): the countdown's source, so every reader counts from the server's clock. */
  minutes_left: z.number().int().min(0),
});

/** The answer of `GET /api/v1/meetings/{id}/how-to-be-heard`. */
export const howToBeHeardResponseSchema = z.object({
  meeting_id: z.number().int().positive(),
  meeting_date: isoDateTimeSchema,
  time_zone: z.string(),
  /** When the server computed the countdowns. */
  now: isoDateTimeSchema,
  /** True once the meeting has started: nothing can be sent about its items any more. */
  meeting_started: z.boolean(),
  agenda_posted_by: isoDateTimeSchema,
  addenda_posted_by: isoDateTimeSchema,
  deadlines: z.array(hearingDeadlineSchema),
  secretary: councilSecretarySchema.pick({ name: true, title: true, email: true, phone: true, address: true }),
});

export type HowToBeHeardResponse = z.infer<typeof howToBeHeardResponseSchema>;
