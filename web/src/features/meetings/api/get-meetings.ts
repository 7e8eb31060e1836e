/**
 * `GET /api/v1/meetings/` (limit 100, the filters) with the spec's 15 s abort timer. When the list fails or
 * times out, the page falls back to the built-in sample meetings in demo mode (spec §4, §8: silently). The timer
 * is a plain setTimeout rather than AbortSignal.timeout so that browser tests can fast-forward it.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type MeetingDetail, type MeetingListResponse, type MeetingSummary } from '#contract/meetings.ts';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import type { PublicCity } from '#contract/city.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { firstListPage, type ListPage, nextListPage } from '#web/lib/first-screen.ts';
import { useCity } from '#web/lib/city.ts';
import type { DateRange } from '../lib/date-presets.ts';
import type { MeetingFilters } from '../lib/meeting-filters.ts';

/**
 * The cards a server-rendered page holds (first-screen.ts): the list alone fills a wide screen with a dozen; beside
 * a meeting (on one column it is hidden under the meeting) half as many.
 */
export const FIRST_SCREEN_CARDS = { list: 12, besideMeeting: 6 } as const;

/** What the samples of a failed list take of the page's city. */
type SampleCity = Pick<PublicCity, 'timeZone' | 'defaultLocation' | 'source'>;

export interface MeetingsPage {
  items: MeetingSummary[];
  total: number;
  /** More meetings match the search than the newest `total` it ranks (decision 080). */
  total_capped?: true;
  /** True when these are the built-in samples because the live list failed. */
  isDemo: boolean;
  /** In demo mode, every sample (the analysis and the detail read them), not only those the filters keep. */
  samples?: MeetingDetail[];
}

/** The API's query for the filters and the resolved date range. */
export function meetingsQueryParams(filters: MeetingFilters, range: DateRange) {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    from: range.from,
    to: range.to,
    q: filters.q.trim() || undefined,
    meeting_type: filters.type || undefined,
    committee: filters.committee || undefined,
    topic: filters.topic || undefined,
    include_unsummarized: filters.unsummarized ? 'true' : undefined,
  };
}

export async function getMeetingsPage(
  params: ReturnType<typeof meetingsQueryParams> & { lang?: 'es' },
  { skip, limit }: ListPage,
  signal?: AbortSignal,
): Promise<MeetingListResponse> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, MEETING_LIMITS.listTimeoutMs);
  try {
    return await apiRequest<MeetingListResponse>('/meetings/', {
      query: { limit, skip, ...params },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * `lang` asks a Spanish page's cards for their Spanish summaries (issue 30); it is part of the query's key, so
 * switching the language fetches them.
 */
export function meetingsQueryOptions(filters: MeetingFilters, range: DateRange, city: SampleCity, lang?: 'es', firstScreen: number = FIRST_SCREEN_CARDS.list) {
  const params = { ...meetingsQueryParams(filters, range), lang };
  return infiniteQueryOptions({
    queryKey: ['meetings', 'list', params] as const,
    // A server-rendered page shows the first screen's cards (first-screen.ts); "Show more" loads the rest.
    initialPageParam: firstListPage(MEETING_LIMITS.listLimit, firstScreen),
    queryFn: async ({ pageParam, signal }): Promise<MeetingsPage> => {
      try {
        return { ...(await getMeetingsPage(params, pageParam, signal)), isDemo: false };
      } catch (error) {
        // A later page failing keeps what is shown; only the first page falls back to the samples.
        if (signal.aborted || pageParam.skip > 0) throw error;
        // The samples load only when they are needed: they are no part of a page that works.
        const [{ sampleMeetings }, { filterSamples }] = await Promise.all([import('../data/sample-meetings.ts'), import('../lib/demo-filter.ts')]);
        const samples = sampleMeetings(city);
        const items = filterSamples(samples, filters, range, city.timeZone);
        return { items, total: items.length, isDemo: true, samples };
      }
    },
    getNextPageParam: (last, pages) => (last.isDemo ? undefined : nextListPage(pages, last.total, MEETING_LIMITS.listLimit)),
    // The fallback already answers a failure; retrying would only hold the samples back.
    retry: false,
    // New filters keep the cards (and the analysis above them) until the new list arrives (aria-busy): gone to a
    // spinner and back, they moved the page by 0.532 when a topic filter was removed (issue 52, bench:interaction).
    placeholderData: keepPreviousData,
  });
}

export function useMeetings(filters: MeetingFilters, range: DateRange, lang?: 'es', firstScreen?: number) {
  return useInfiniteQuery(meetingsQueryOptions(filters, range, useCity(), lang, firstScreen));
}
