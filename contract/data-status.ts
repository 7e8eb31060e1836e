/** How fresh the record is: each source the sync reads, the last pass, the newest agenda and minutes. */
import { z } from 'zod';
import { listingSourceKindSchema } from './city.ts';
import { isoDateTimeSchema } from './common.ts';

export const dataSourceStatusSchema = z.object({
  url: z.string(),
  kind: listingSourceKindSchema,
  /** When the source last answered with meetings; null when it never has. */
  last_success_at: isoDateTimeSchema.nullable(),
  /** Meetings listed at the last success. */
  meetings_listed: z.number().int().nullable(),
  last_error_at: isoDateTimeSchema.nullable(),
  last_error: z.string().nullable(),
  /** Older than two sync intervals (or never read): the record may be missing what the city posted since. */
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
  newest_agenda: newestDocumentSchema,
  newest_minutes: newestDocumentSchema,
  /** True when any source is stale. */
  stale: z.boolean(),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;
