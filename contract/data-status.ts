/** How fresh the record is: each source the sync reads, the last pass, the newest agenda and minutes. */
import { z } from 'zod';
import { listingSourceKindSchema } from './city.ts';
import { isoDateTimeSchema } from './common.ts';

export const dataSourceStatusSchema = z.object({
  url: z.string(),
  kind: listingSourceKindSchema,
  /** When the source last answered a real request with something that read well; null when it never has. A pass
   *  that made no request of it (nothing to ask, or no network before the first request) is no answer. */
  last_success_at: isoDateTimeSchema.nullable(),
  /** What it answered then: meetings listed (a listing), minutes found (the archive, the agendas' item links). */
  meetings_listed: z.number().int().nullable(),
  last_error_at: isoDateTimeSchema.nullable(),
  last_error: z.string().nullable(),
  /** When a request was last made of it, answered or not; null when none ever was. */
  last_checked_at: isoDateTimeSchema.nullable(),
  /**
   * `current`: its last request was answered well, within two sync intervals. `not_current`: its last request
   * failed or answered something unreadable (`reason`), or no answer for two intervals, or never answered.
   * `not_checked`: the last pass had nothing to ask it (no meeting awaiting minutes), so it was not asked;
   * `last_checked_at` says since when.
   */
  state: z.enum(['current', 'not_current', 'not_checked']),
  /** Why it is not current (the last error, or how long without an answer); null when current or not checked. */
  reason: z.string().nullable(),
  /** `state` is `not_current`: the record may be missing what the city posted since. */
  stale: z.boolean(),
});
export type DataSourceStatus = z.infer<typeof dataSourceStatusSchema>;

const newestDocumentSchema = z.object({ meeting_id: z.number().int(), title: z.string(), meeting_date: isoDateTimeSchema }).nullable();

export const dataStatusSchema = z.object({
  sync_enabled: z.boolean(),
  interval_minutes: z.number().int(),
  sources: z.array(dataSourceStatusSchema),
  last_pass: z
    .object({
      started_at: isoDateTimeSchema,
      finished_at: isoDateTimeSchema.nullable(),
      status: z.enum(['running', 'ok', 'partial', 'failed']),
      /** The city's documents this pass could not read (download refused or failed, unreadable PDF), and why. */
      failed_documents: z.array(z.object({ url: z.string(), reason: z.string() })),
    })
    .nullable(),
  /**
   * Documents held back instead of replacing their meeting's record (they read as no items, or far fewer than the
   * meeting holds), newest first, while the meeting has read nothing newer: for the clerk to look at.
   */
  held_documents: z.array(
    z.object({ meeting_id: z.number().int(), file_name: z.string(), url: z.string().nullable(), reason: z.string(), held_at: isoDateTimeSchema }),
  ),
  newest_agenda: newestDocumentSchema,
  newest_minutes: newestDocumentSchema,
  /** True when any source is stale. */
  stale: z.boolean(),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;
