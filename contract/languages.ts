/**
 * The languages the product speaks to residents (issue #20). English is the default everywhere; Spanish is the
 * second language. Record content (titles, summaries, minutes) stays in the language the city published it in.
 * No zod here: the browser's shell (the language switch) imports this file, and zod's schemas are 26 KB gzip.
 */

export const LANGUAGES = ['en', 'es'] as const;
/** A language of the interface, the assistant's replies or a drafted letter (its schema: language-schema.ts). */
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself (an endonym), the same on every page: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The supported language a BCP 47 tag names ("es-MX" → "es"), or the default. */
export function toLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE;
}
