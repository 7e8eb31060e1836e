/** A summary that only says the PDF was imported is a placeholder, shown as the PDF Only badge (spec §2). */
import { PLACEHOLDER_SUMMARY_MARKER } from '#contract/meeting-rules.ts';

export function isPlaceholderSummary(summary: string | null): boolean {
  return !summary?.trim() || summary.includes(PLACEHOLDER_SUMMARY_MARKER);
}
