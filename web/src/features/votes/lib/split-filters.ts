/**
 * The split votes page keeps its filters in the query string, so a filtered list can be linked to (the
 * councilor page links to a councilor's split votes and votes against the majority).
 */
import type { SplitVoteFilters } from '../api/get-split-votes.ts';

export const EMPTY_FILTERS: SplitVoteFilters = {
  from: '',
  to: '',
  topic: '',
  meeting_type: '',
  councilor: '',
  against_majority: false,
};

export function filtersFromParams(params: URLSearchParams): SplitVoteFilters {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    topic: params.get('topic') ?? '',
    meeting_type: params.get('meeting_type') ?? '',
    councilor: params.get('councilor') ?? '',
    against_majority: params.get('against_majority') === 'true',
  };
}

export function paramsFromFilters(filters: SplitVoteFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'topic', 'meeting_type', 'councilor'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.councilor && filters.against_majority) params.set('against_majority', 'true');
  return params;
}

/** The link to the split votes page with these filters. */
export function splitVotesHref(filters: Partial<SplitVoteFilters>): string {
  const qs = paramsFromFilters({ ...EMPTY_FILTERS, ...filters }).toString();
  return qs ? `/votes/split?${qs}` : '/votes/split';
}
