/**
 * "Speak up" on an item of a meeting to come (issue 32): the resident's stance and words in, the draft and its
 * recipients out. Recipients are never typed: the server picks them from the city's official list.
 */
import { z } from 'zod';
import { emailToneSchema } from './enums.ts';
import { languageSchema } from './language-schema.ts';
import { CONTACT_LIMITS } from './representatives-limits.ts';
import { representativeSchema } from './representatives.ts';

export const SPEAK_UP_STANCES = ['support', 'oppose', 'question'] as const;
export const speakUpStanceSchema = z.enum(SPEAK_UP_STANCES);
export type SpeakUpStance = z.infer<typeof speakUpStanceSchema>;

/** `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/draft` */
export const speakUpDraftInputSchema = z.strictObject({
  stance: speakUpStanceSchema,
  /** A few lines in the resident's words; the draft states the stance on the item's facts without them. */
  text: z.string().trim().max(CONTACT_LIMITS.issueMaxLength, 'The message is limited to 5,000 characters').default(''),
  tone: emailToneSchema.default('formal'),
  language: languageSchema.default('en'),
  /** The resident's district (saved address or the district finder); null writes to the council as a whole. */
  district: z.number().int().positive().nullable().default(null),
  all_councilors: z.boolean().default(false),
  sender_name: z.string().trim().max(CONTACT_LIMITS.senderNameMaxLength).optional(),
});
export type SpeakUpDraftInput = z.input<typeof speakUpDraftInputSchema>;

export const speakUpDraftSchema = z.object({
  /** The councilors written to, then the Council Secretary for the record. */
  recipients: z.array(representativeSchema),
  subject: z.string(),
  body: z.string(),
  engine: z.enum(['offline', 'llm']).optional(),
  /** Opens the resident's own mail app with everything filled in; always offered. */
  mailto: z.string(),
});
export type SpeakUpDraft = z.infer<typeof speakUpDraftSchema>;

/** A mailto: link to the recipients with subject and body, percent-encoded so no header can be smuggled in. */
export function mailtoLink(to: string[], subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to.map(encodeURIComponent).join(',')}?${query}`;
}
