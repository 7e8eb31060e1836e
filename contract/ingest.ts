/**
 * Uploading one minutes or agenda PDF by hand (`POST /api/v1/admin/ingest/upload`), for when the city's sync
 * fails: the file's bytes go in the body, its name in the query, and the answer says what became of it.
 */
import { z } from 'zod';

/** The largest PDF the server reads, downloaded or uploaded (the web form states it). */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;

/** The query of an upload: the file's name, which identifies the meeting's document across re-uploads. */
export const uploadPdfQuerySchema = z.object({
  /** A file name, no folders (e.g. `24-1158-1_2024-12-04_4PM_Minutes.pdf`). */
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    // No folders, and no control characters (a name is shown and logged as it is).
    .refine((name) => !/[/\\]/.test(name) && [...name].every((c) => c.charCodeAt(0) >= 0x20), 'A file name, without folders.'),
});
export type UploadPdfQuery = z.infer<typeof uploadPdfQuerySchema>;

/** What became of an uploaded file. */
export const uploadPdfResultSchema = z.object({
  file: z.string(),
  /** `unchanged`: the same bytes were read before; `failed`: the file was refused, for `reason`; `held`: it reads
   *  as far fewer items than its meeting holds, so it was kept aside for the clerk and the meeting left as it was. */
  status: z.enum(['created', 'updated', 'unchanged', 'held', 'failed']),
  /** The meeting it wrote (or already had); null when it failed. */
  meeting_id: z.number().int().nullable(),
  pages: z.number().int(),
  items: z.number().int(),
  votes: z.number().int(),
  /** A stable code for a failure (`encrypted`, `no_text`, `schedule_notice`, ...). */
  code: z.string().nullable(),
  /** Why it failed, in English. */
  reason: z.string().nullable(),
});
export type UploadPdfResult = z.infer<typeof uploadPdfResultSchema>;
