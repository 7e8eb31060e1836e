/**
 * The listing rule of the spec: a meeting is listed only with a real summary (not the "Minutes imported from
 * PDF" placeholder) and at least one of keywords, topics, a detailed summary or voting records. It is computed
 * when a meeting is written and stored as `is_listed`, so the list query stays a plain indexed filter.
 *
 * Named once: `listingFlag` computes the stored flag (saveMeeting, a corrected summary, relist-meetings.ts) and
 * `whereListed` (public-record.ts) is the one place the filter is written. Changing the rule means moving
 * `LISTING_RULE_VERSION`: the next start-up (or `npm run record:relist`) re-applies it to every stored meeting.
 */
import { PLACEHOLDER_SUMMARY_MARKER } from '#contract/meetings.ts';

/** Move this with any change to `passesListingRule`: stored meetings are relisted when it differs from app_state's. */
export const LISTING_RULE_VERSION = 1;

export interface ListingFacts {
  summary: string | null;
  detailed_summary: string | null;
  keywords: string[];
  topics: string[];
  votingRecordCount: number;
}

export function hasRealSummary(summary: string | null): boolean {
  return Boolean(summary?.trim()) && !summary!.includes(PLACEHOLDER_SUMMARY_MARKER);
}

export function passesListingRule(facts: ListingFacts): boolean {
  if (!hasRealSummary(facts.summary)) return false;
  return (
    facts.keywords.length > 0 ||
    facts.topics.length > 0 ||
    Boolean(facts.detailed_summary?.trim()) ||
    facts.votingRecordCount > 0
  );
}

/** The stored `is_listed` flag for these facts: every write of the flag goes through here (and `relistMeetings`). */
export function listingFlag(facts: ListingFacts): 0 | 1 {
  return passesListingRule(facts) ? 1 : 0;
}
