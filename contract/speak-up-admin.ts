/**
 * The clerk's view of speak-up (issue 51): the messages sent on residents' behalf, how many, and the switch that
 * pauses sending to the council while a spam wave is handled. Held messages are kept and sent once on resume.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { speakUpStanceSchema } from './speak-up.ts';

/** How many of the newest messages the clerk's list shows. */
export const SPEAK_UP_ADMIN_LIST = 50;

export const speakUpDeliverySchema = z.enum(['queued', 'held', 'withheld', 'released']);
export type SpeakUpDelivery = z.infer<typeof speakUpDeliverySchema>;

export const speakUpAdminMessageSchema = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  item_number: z.string(),
  item_title: z.string(),
  stance: speakUpStanceSchema,
  /** How many addresses it went (or will go) to. */
  recipients: z.number().int().min(0),
  subject: z.string(),
  body: z.string(),
  sent_at: isoDateTimeSchema,
  /**
   * queued: handed to delivery at once; held: kept by the pause; withheld: kept by the pause and withheld by the
   * clerk as spam, never sent; released: queued when sending resumed.
   */
  delivery: speakUpDeliverySchema,
});
export type SpeakUpAdminMessage = z.infer<typeof speakUpAdminMessageSchema>;

/** `GET /api/v1/admin/speak-up` (admin role). */
export const speakUpAdminSchema = z.object({
  /** Since when sending to the council is paused; null when it is not. */
  paused_at: isoDateTimeSchema.nullable(),
  last_hour: z.number().int().min(0),
  last_day: z.number().int().min(0),
  /** Messages kept by the pause, waiting for sending to resume (withheld ones are not among them). */
  held: z.number().int().min(0),
  messages: z.array(speakUpAdminMessageSchema),
});
export type SpeakUpAdmin = z.infer<typeof speakUpAdminSchema>;

/** `PUT /api/v1/admin/speak-up/pause`. */
export const speakUpPauseInputSchema = z.object({ paused: z.boolean() });
export type SpeakUpPauseInput = z.infer<typeof speakUpPauseInputSchema>;

/** The answer to a pause or resume: the state now, and how many held messages a resume queued (once). */
export const speakUpPauseResultSchema = z.object({
  paused_at: isoDateTimeSchema.nullable(),
  held: z.number().int().min(0),
  released: z.number().int().min(0),
});
export type SpeakUpPauseResult = z.infer<typeof speakUpPauseResultSchema>;

/** The answer to `POST /api/v1/admin/speak-up/held/{receiptId}/withhold`: the receipt, now never to be sent. */
export const speakUpWithholdResultSchema = z.object({
  id: z.number().int(),
  withheld_at: isoDateTimeSchema,
});
export type SpeakUpWithholdResult = z.infer<typeof speakUpWithholdResultSchema>;

/**
 * The answer to `DELETE /api/v1/admin/speak-up/held/{receiptId}/withhold` (the withhold undone): held again while
 * sending is paused, else released (queued to the council at once).
 */
export const speakUpRestoreResultSchema = z.object({
  id: z.number().int(),
  delivery: z.enum(['held', 'released']),
});
export type SpeakUpRestoreResult = z.infer<typeof speakUpRestoreResultSchema>;
