/**
 * The meetings list's query with its language (issue 30), apart from meetings.ts so that the pages that import
 * meetings.ts do not carry the language schema (the meeting page's weight budget).
 */
import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { listMeetingsQuerySchema } from './meetings.ts';

/** `GET /api/v1/meetings/`: the filters, and `lang=es` to add each meeting's Spanish summary (`summary_es`). */
export const listMeetingsLanguageQuerySchema = listMeetingsQuerySchema.extend({
  /** `es` adds each meeting's Spanish summary (`summary_es`) for the cards of a Spanish page. */
  lang: languageSchema.optional(),
});
export type ListMeetingsLanguageQuery = z.infer<typeof listMeetingsLanguageQuerySchema>;

/** `GET /api/v1/meetings/{id}`: `lang=es` adds the Spanish detailed summary (`detailed_summary_es`) for a Spanish page. */
export const meetingDetailQuerySchema = z.object({
  lang: languageSchema.optional(),
});
