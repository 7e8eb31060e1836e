/** An agenda item in plain language (issue 30): what it does, in English and Spanish, from the title's facts. */
import { z } from 'zod';

export const itemPlainSchema = z.object({
  /** The kind of item a resident recognises (`rezoning`, `budget`, `appointment`...), from the city's rules. */
  kind: z.string(),
  en: z.string(),
  es: z.string(),
  /**
   * The proper names and official titles `es` keeps as the record prints them, in English (a person, a firm, a
   * board, an address): a Spanish page marks each `lang="en"`. Absent when the line names none.
   */
  es_names: z.array(z.string()).optional(),
});
export type ItemPlain = z.infer<typeof itemPlainSchema>;

/** A piece of a plain line: our own words, or a name as the record prints it (`name`), which stays in English. */
export interface PlainSegment {
  text: string;
  name?: true;
}

const glossaryWordingSchema = z.object({ term: z.string().min(1), definition: z.string().min(1) });

/** A word of the council's record (issue 30), in plain English and Spanish, from the city's glossary. */
export const glossaryTermSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The clerk's spellings of the word, matched as whole words in an item's text. */
  aliases: z.array(z.string().min(1)).min(1),
  en: glossaryWordingSchema,
  es: glossaryWordingSchema,
  /** Where the meaning comes from (a charter, a code, the council's rules). */
  source: z.string().min(1),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossarySchema = z.object({ terms: z.array(glossaryTermSchema) });
export type Glossary = z.infer<typeof glossarySchema>;
