/**
 * The languages a resident can read Civic Commons in. English is the city's language of record and the
 * default; Spanish is the second language (issue 20). Shared by the browser's switch, the profile and the
 * alert sign-up, and the server's messages.
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself (an endonym), the same on every page: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** One of LANGUAGES, as a two-letter code. */
export const languageSchema = z.enum(LANGUAGES);

/** The supported language a BCP 47 tag names ("es-MX" → "es"), or the default. */
export function toLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE;
}
