/** An agenda item in plain language (issue 30): what it does, in English and Spanish, from the title's facts. */
import { z } from 'zod';

export const itemPlainSchema = z.object({
  /** The kind of item a resident recognises (`rezoning`, `budget`, `appointment`...), from the city's rules. */
  kind: z.string(),
  en: z.string(),
  es: z.string(),
});
export type ItemPlain = z.infer<typeof itemPlainSchema>;
