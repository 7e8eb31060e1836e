/**
 * A matter's dossier (issue 47, `GET /api/v1/matters/{file_number}`): a bill, resolution or application followed
 * from introduction through its hearings, versions and votes to enactment or veto, as the city's structured source
 * (Legistar) records it, beside the meetings of our record where it came up. A city without such a source (its
 * record read from minutes) answers with `matter: null` and the meetings alone.
 */
import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';
import { meetingStatusSchema } from './enums.ts';
import { fileNumberSchema } from './subscriptions.ts';

export const matterParamsSchema = z.object({ file_number: fileNumberSchema });

/** How the members present voted at one step, counted from the per-member votes of our record. */
export const stepTallySchema = z.object({
  aye: z.number().int().min(0),
  nay: z.number().int().min(0),
  abstain: z.number().int().min(0),
  absent: z.number().int().min(0),
});
export type StepTally = z.infer<typeof stepTallySchema>;

/** One action on the matter, in the source's order: its words are the record's (English). */
export const matterStepSchema = z.object({
  /** The day of the action, as the source dates it (local). */
  date: isoDateSchema.nullable(),
  body: z.string().nullable(),
  action: z.string().nullable(),
  /** The source's pass/fail flag for the action; null when it recorded none. */
  result: z.enum(['passed', 'failed']).nullable(),
  /** The version acted on ("A", "B" ...) when the file carries one; null for the original. */
  version: z.string().nullable(),
  /** The meeting of our record where the action was taken, when we hold it. */
  meeting_id: z.number().int().nullable(),
  /** The per-member vote at this step, when our record holds one. */
  tally: stepTallySchema.nullable(),
});
export type MatterStep = z.infer<typeof matterStepSchema>;

export const matterSponsorSchema = z.object({
  name: z.string(),
  /** The prime sponsor (listed first). */
  prime: z.boolean(),
});

/** A document the source links the matter to (its text, its summary, a hearing's testimony), by the source's link. */
export const matterDocumentSchema = z.object({
  /** The source's name for it, as written (English); null when it gives none. */
  name: z.string().nullable(),
  url: z.url(),
});

/** The matter as the source keeps it. */
export const matterRecordSchema = z.object({
  type: z.string().nullable(),
  name: z.string().nullable(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  version: z.string().nullable(),
  intro_date: isoDateSchema.nullable(),
  passed_date: isoDateSchema.nullable(),
  enactment_date: isoDateSchema.nullable(),
  enactment_number: z.string().nullable(),
  /** The council's own public page for the matter (its Legistar legislation page, decision 195); null when the city gives no address pattern or the source no global id. */
  council_page_url: z.string().nullable(),
  sponsors: z.array(matterSponsorSchema),
  steps: z.array(matterStepSchema),
  /** The versions its steps acted on after the original ("A", "B" ...), in the order they first appear. */
  versions: z.array(z.string()),
  /** The source's documents for the matter, in the source's order (decision 160). */
  documents: z.array(matterDocumentSchema),
});
export type MatterRecord = z.infer<typeof matterRecordSchema>;

/** A meeting of our record where the matter came up, with the Council's own documents for it. */
export const matterMeetingSchema = z.object({
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  meeting_date: isoDateTimeSchema,
  meeting_status: meetingStatusSchema,
  item_number: z.string(),
  vote_result: z.string().nullable(),
  agenda_url: z.string().nullable(),
  minutes_url: z.string().nullable(),
  /** The Council's own page for the meeting, as the source links it (Legistar's `EventInSiteURL`); null without one. */
  council_page_url: z.string().nullable(),
});
export type MatterMeeting = z.infer<typeof matterMeetingSchema>;

export const matterDossierSchema = z.object({
  file_number: z.string(),
  /** The matter's name (or title); without a source matter, the item's title on its latest agenda of our record. */
  title: z.string().nullable(),
  matter: matterRecordSchema.nullable(),
  /** Oldest first. */
  meetings: z.array(matterMeetingSchema),
});
export type MatterDossier = z.infer<typeof matterDossierSchema>;
