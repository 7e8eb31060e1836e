/**
 * The agenda-alert keyword rules (up to 10 keywords of 3 to 60 characters, blanks dropped, duplicates in any
 * case kept once), in a module without zod so that the manage page can check them without carrying the
 * contract's schemas (decision 026); subscriptions.ts builds `alertKeywordsSchema` from them.
 */

export const ALERT_KEYWORD_LIMITS = { maxCount: 10, minLength: 3, maxLength: 60 } as const;

export const ALERT_KEYWORD_MESSAGES = {
  tooLong: `A keyword is at most ${ALERT_KEYWORD_LIMITS.maxLength} characters.`,
  tooMany: `At most ${ALERT_KEYWORD_LIMITS.maxCount} keywords.`,
  tooShort: `A keyword is at least ${ALERT_KEYWORD_LIMITS.minLength} characters.`,
} as const;

/** The trimmed keywords without blanks, each once (the first spelling of words that differ only in case). */
export function distinctKeywords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => w !== '' && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
}
