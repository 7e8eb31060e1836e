/** Applies the page's filters to the sample meetings in demo mode, as the server would to real ones. */
import type { MeetingSummary } from '#contract/meetings.ts';
import { endOfZonedDayExclusive, startOfZonedDay } from '#contract/time-zone.ts';
import type { DateRange } from './date-presets.ts';
import type { MeetingFilters } from './meeting-filters.ts';

/**
 * The server's status filter: "Upcoming" is a meeting still ahead, "Awaiting minutes" one past without them, "No
 * agenda on record" an announced one past with no agenda.
 */
function matchesStatus(m: MeetingSummary, s: MeetingFilters['status']): boolean {
  if (s === 'all') return true;
  if (s === 'scheduled') return m.time_state === 'upcoming';
  if (s === 'awaiting_minutes') return /minutes/.test(m.time_state);
  if (s === 'no_agenda') return m.time_state === 'no_agenda';
  return m.status === s;
}

/** `timeZone`: the city's, whose days the range names. */
export function filterSamples<T extends MeetingSummary>(meetings: T[], filters: MeetingFilters, range: DateRange, timeZone: string): T[] {
  const words = filters.q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const from = range.from ? startOfZonedDay(range.from, timeZone).toISOString() : null;
  const to = range.to ? endOfZonedDayExclusive(range.to, timeZone).toISOString() : null;
  return meetings
    .filter((m) => matchesStatus(m, filters.status))
    .filter((m) => !filters.type || m.meeting_type === filters.type)
    .filter((m) => !filters.topic || m.topics.includes(filters.topic))
    .filter((m) => (!from || m.meeting_date >= from) && (!to || m.meeting_date < to))
    .filter((m) => {
      const text = `${m.title} ${m.summary ?? ''} ${m.keywords.join(' ')}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => b.meeting_date.localeCompare(a.meeting_date));
}
