/**
 * The record's own text (titles, summaries and descriptions read from the city's English documents) in a feed
 * whose wording is in another language (issue 34): it stays as the record says it, never machine-translated, and is
 * marked as English in that language's words, so a reader knows why it is not in their language.
 */
import type { Language } from '#contract/languages.ts';
import { t } from '../i18n.ts';

export function markedEnglish(text: string, kind: 'summary' | 'description' | 'title', language: Language): string {
  return language === 'en' ? text : t(`feeds.english.${kind}`, { text }, language);
}
