/**
 * The languages the product speaks to residents (issue #20). English is the default everywhere; Spanish is the
 * second language. Record content (titles, summaries, minutes) stays in the language the city published it in.
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'es'] as const;
/** A language of the interface, the assistant's replies or a drafted letter. */
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
