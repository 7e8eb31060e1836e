/** Shares (0..1) as whole percents, the way every figure of these pages reads them out. */
import { formatPercent } from '#web/lib/format.ts';

/** `0.333` → "33%" ("33 %" in Spanish); null (nothing to divide by) → the caller's fallback text. */
export function formatShare(share: number | null, fallback: string, language = 'en'): string {
  return share === null ? fallback : formatPercent(share, language);
}

/**
 * Fewer shared votes than this and a pair's share of agreement says little (one split vote makes 0% or 100%):
 * the pages give the count and say it is too few to compare, instead of a percentage (issue 33).
 */
export const MIN_SHARED_TO_COMPARE = 5;

/** A pair's share, or null when they shared too few votes for a share to mean anything. */
export function comparableShare(pair: { share: number | null; shared: number }): number | null {
  return pair.shared >= MIN_SHARED_TO_COMPARE ? pair.share : null;
}
