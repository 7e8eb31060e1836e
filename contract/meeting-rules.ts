/**
 * Rules of the meetings contract that are plain values, kept apart from its schemas (contract/meetings.ts
 * re-exports them) so the meetings page reads them without loading the validator.
 */

/** The phrase that marks a summary as a placeholder for a PDF not yet summarised (shown as "PDF Only"). */
export const PLACEHOLDER_SUMMARY_MARKER = 'Minutes imported from PDF';

/** Sizes used by the meeting list and analysis (spec §9). */
export const MEETING_LIMITS = {
  listLimit: 100,
  listTimeoutMs: 15_000,
  cardTopics: 3,
  cardKeywords: 5,
  analysisMeetings: 5,
  analysisTopics: 6,
  analysisKeywords: 8,
  /** Search results of a page that carry a snippet (snippets re-read the minutes' text, the costly part). */
  searchSnippets: 10,
  /**
   * A search ranks the newest this many filtered matches and counts exactly up to this many; past it, the answer
   * says "more than" (`total_capped`) and a narrower date range reaches further back (decision 080).
   */
  searchRanked: 500,
} as const;

/**
 * The id of an agenda item on its meeting's page (`item-7-a` for "7.a."): alerts link to it, the page sets it.
 * One definition, so the links sent in emails and the anchors on the page cannot drift apart.
 */
export function itemAnchor(itemNumber: string): string {
  return `item-${itemNumber.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
