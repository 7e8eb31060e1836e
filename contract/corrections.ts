/**
 * "Report an error" and the corrections it leads to: a reader's report on a meeting's record, the admin's
 * review (dismiss, or accept with a correction of one field), and the public corrections log.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageSchema, paginationQuerySchema } from './common.ts';
import { CORRECTION_MESSAGES } from './admin-messages.ts';
import { ITEM_RESULTS, VOTE_CHOICES, VOTE_OUTCOMES } from './enums.ts';

/** What a report is about: the meeting as a whole, its summary, one agenda item, or one vote. */
export const REPORT_TARGETS = ['meeting', 'summary', 'item', 'vote'] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Where a report is in the review queue. */
export const REPORT_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/**
 * The fields a correction can override: the meeting's short summary, an agenda item's vote result, a vote's
 * outcome or motion text, and one councilor's vote in a roll call.
 */
export const CORRECTION_FIELDS = ['summary', 'item_vote_result', 'vote_outcome', 'vote_motion', 'councilor_vote'] as const;
export const correctionFieldSchema = z.enum(CORRECTION_FIELDS);
export type CorrectionField = z.infer<typeof correctionFieldSchema>;

/** The part of the record a correction of each field changes. */
export const CORRECTION_TARGET: Record<CorrectionField, Exclude<ReportTarget, 'meeting'>> = {
  summary: 'summary',
  item_vote_result: 'item',
  vote_outcome: 'vote',
  vote_motion: 'vote',
  councilor_vote: 'vote',
};

/** Bounds of the report form and of a correction, shared by the form and the server. */
export const CORRECTION_LIMITS = {
  messageMin: 5,
  messageMax: 2000,
  emailMax: 254,
  itemNumberMax: 50,
  votePositionMax: 10_000,
  councilorMax: 100,
  newValueMax: 5000,
  noteMax: 1000,
  /** Reports one IP may send in `reportWindowMs`. */
  reportsPerIp: 10,
  reportWindowMs: 60 * 60 * 1000,
} as const;

const itemNumberSchema = z.string().trim().min(1).max(CORRECTION_LIMITS.itemNumberMax);
const votePositionSchema = z.number().int().min(0).max(CORRECTION_LIMITS.votePositionMax);

/** The body of `POST /api/v1/reports`: anonymous readers may send it. */
export const createErrorReportInputSchema = z
  .object({
    /** The meeting the error is in. */
    meeting_id: idSchema,
    /** What the error is about. */
    target: reportTargetSchema,
    /** The agenda item's number, for an item (and, when the vote was on an item, for a vote). */
    item_number: itemNumberSchema.optional(),
    /** The vote's position among the meeting's votes, 0-based in the order the meeting page lists them. */
    vote_position: votePositionSchema.optional(),
    /** What is wrong, in the reader's words. */
    message: z.string().trim().min(CORRECTION_LIMITS.messageMin).max(CORRECTION_LIMITS.messageMax),
    /** Where to reach the reader, if they want an answer. */
    email: z.email().max(CORRECTION_LIMITS.emailMax).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.target === 'item' && input.item_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['item_number'], message: 'An item report names the item number.' });
    }
    if (input.target === 'vote' && input.vote_position === undefined) {
      ctx.addIssue({ code: 'custom', path: ['vote_position'], message: 'A vote report names the vote position.' });
    }
  });
export type CreateErrorReportInput = z.infer<typeof createErrorReportInputSchema>;

/** The answer to a report: it is in the queue. */
export const errorReportCreatedSchema = z.object({ id: z.number().int(), status: reportStatusSchema });
export type ErrorReportCreated = z.infer<typeof errorReportCreatedSchema>;

/** One correction as the public sees it: what changed, from what, to what, when and why. */
export const recordCorrectionSchema = z.object({
  id: z.number().int(),
  /** The meeting it applies to now; null when that meeting is gone. */
  meeting_id: z.number().int().nullable(),
  meeting_title: z.string().nullable(),
  meeting_date: isoDateTimeSchema.nullable(),
  target: z.enum(['summary', 'item', 'vote']),
  field: correctionFieldSchema,
  item_number: z.string().nullable(),
  /** The vote's position among the meeting's votes, for a vote. */
  vote_position: z.number().int().nullable(),
  /** The councilor whose vote was corrected, for `councilor_vote`. */
  councilor: z.string().nullable(),
  /** The value before the correction (null when there was none). */
  old_value: z.string().nullable(),
  new_value: z.string(),
  /** The reviewer's reason. */
  note: z.string(),
  corrected_at: isoDateTimeSchema,
});
export type RecordCorrection = z.infer<typeof recordCorrectionSchema>;

/**
 * A correction as the meeting page and the councilor page show it next to the value: the ids of the item or
 * vote it applies to in the record as it stands.
 */
export const appliedCorrectionSchema = z.object({
  id: z.number().int(),
  field: correctionFieldSchema,
  /** The agenda item it changed, for `item_vote_result`. */
  agenda_item_id: z.number().int().nullable(),
  /** The vote it changed, for the vote fields. */
  voting_record_id: z.number().int().nullable(),
  councilor: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string(),
  note: z.string(),
  corrected_at: isoDateTimeSchema,
});
export type AppliedCorrection = z.infer<typeof appliedCorrectionSchema>;

/** `GET /api/v1/corrections`: newest first. */
export const correctionsLogQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CorrectionsLogQuery = z.infer<typeof correctionsLogQuerySchema>;
export const correctionsLogResponseSchema = pageSchema(recordCorrectionSchema);
export type CorrectionsLogResponse = z.infer<typeof correctionsLogResponseSchema>;

/** A report in the admin queue, with the meeting it is about and, once accepted, its correction. */
export const errorReportSchema = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  meeting_date: isoDateTimeSchema,
  target: reportTargetSchema,
  item_number: z.string().nullable(),
  vote_position: z.number().int().nullable(),
  message: z.string(),
  email: z.string().nullable(),
  status: reportStatusSchema,
  created_at: isoDateTimeSchema,
  resolved_at: isoDateTimeSchema.nullable(),
  correction: recordCorrectionSchema.nullable(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** `GET /api/v1/admin/reports`: open reports by default, oldest first so the queue is worked in order. */
export const adminReportsQuerySchema = paginationQuerySchema.extend({
  status: z.enum([...REPORT_STATUSES, 'all']).default('open'),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export const adminReportsResponseSchema = pageSchema(errorReportSchema);
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

/**
 * The body of `POST /api/v1/admin/reports/{id}/accept`: the correction that resolves the report. The item and
 * the vote default to the ones the report names.
 */
export const acceptReportInputSchema = z
  .object({
    field: correctionFieldSchema,
    /**
     * The right value: an item's result (`ITEM_RESULTS`), a vote's outcome (`VOTE_OUTCOMES`) or a councilor's vote
     * (`VOTE_CHOICES`) for those fields; text for the summary and the motion.
     */
    new_value: z.string().trim().min(1).max(CORRECTION_LIMITS.newValueMax),
    /** Why, for the public log (e.g. "Minutes page 3 records a 6-3 vote"). */
    note: z.string().trim().min(1).max(CORRECTION_LIMITS.noteMax),
    item_number: itemNumberSchema.optional(),
    vote_position: votePositionSchema.optional(),
    /** The councilor whose vote is corrected, for `councilor_vote` (the roll-call name). */
    councilor: z.string().trim().min(1).max(CORRECTION_LIMITS.councilorMax).optional(),
  })
  .superRefine((input, ctx) => {
    // A result is a class the record's pages, filters and feeds understand, never a tally like "8-0".
    if (input.field === 'item_vote_result' && !(ITEM_RESULTS as readonly string[]).includes(input.new_value)) {
      ctx.addIssue({ code: 'custom', path: ['new_value'], message: CORRECTION_MESSAGES.itemResultClass });
    }
    if (input.field === 'vote_outcome' && !(VOTE_OUTCOMES as readonly string[]).includes(input.new_value)) {
      ctx.addIssue({ code: 'custom', path: ['new_value'], message: `An outcome is one of: ${VOTE_OUTCOMES.join(', ')}.` });
    }
    if (input.field === 'councilor_vote') {
      if (!(VOTE_CHOICES as readonly string[]).includes(input.new_value)) {
        ctx.addIssue({ code: 'custom', path: ['new_value'], message: `A vote is one of: ${VOTE_CHOICES.join(', ')}.` });
      }
      if (input.councilor === undefined) {
        ctx.addIssue({ code: 'custom', path: ['councilor'], message: 'Name the councilor whose vote is corrected.' });
      }
    }
  });
export type AcceptReportInput = z.infer<typeof acceptReportInputSchema>;
