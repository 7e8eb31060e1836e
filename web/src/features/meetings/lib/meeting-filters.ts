/**
 * The meetings page's filters, kept in the URL (`/meetings/:id?status=...`) so a view can be shared and the
 * back button restores it. Defaults are left out of the URL; anything unknown in it falls back to the default.
 */
import { type MeetingType } from '#contract/enums.ts';
import { MEETING_STATUS_FILTERS, MEETING_TYPES, type MeetingStatusFilter } from '#contract/meeting-vocabulary.ts';
import { type DatePreset, isDatePreset } from './date-presets.ts';

export interface MeetingFilters {
  /** `all` shows every status; the default is `completed` (spec §9); `awaiting_minutes` is past without minutes. */
  status: MeetingStatusFilter | 'all';
  date: DatePreset;
  /** The custom range's days, `YYYY-MM-DD`. */
  from: string;
  to: string;
  q: string;
  type: MeetingType | '';
  /** A committee's name as the source lists it (`GET /meetings/committees`); empty for every body. */
  committee: string;
  topic: string;
  /** Also show meetings whose minutes are not summarized yet (shown with the PDF Only badge). */
  unsummarized: boolean;
}

export const DEFAULT_FILTERS: MeetingFilters = {
  status: 'completed',
  date: 'all',
  from: '',
  to: '',
  q: '',
  type: '',
  committee: '',
  topic: '',
  unsummarized: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams): MeetingFilters {
  const status = params.get('status');
  const type = params.get('type');
  const date = params.get('date');
  return {
    status: status === 'all' || MEETING_STATUS_FILTERS.includes(status as MeetingStatusFilter) ? (status as MeetingFilters['status']) : 'completed',
    date: isDatePreset(date) ? date : 'all',
    from: DAY.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DAY.test(params.get('to') ?? '') ? params.get('to')! : '',
    q: (params.get('q') ?? '').slice(0, 200),
    type: MEETING_TYPES.includes(type as MeetingType) ? (type as MeetingType) : '',
    committee: (params.get('committee') ?? '').trim().slice(0, 200),
    topic: (params.get('topic') ?? '').slice(0, 100),
    unsummarized: params.get('unsummarized') === '1',
  };
}

export function writeFilters(filters: MeetingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_FILTERS.status) params.set('status', filters.status);
  if (filters.date !== 'all') params.set('date', filters.date);
  if (filters.date === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.committee) params.set('committee', filters.committee);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.unsummarized) params.set('unsummarized', '1');
  return params;
}
