/**
 * One meeting of the record, as the meetings API sends it, for component tests. Each test states only the fields it
 * is about; a new field of the contract is added here once rather than in every test.
 */
import type { MeetingDetail, MeetingSummary } from '#contract/meetings.ts';

export function meetingSummaryFixture(overrides: Partial<MeetingSummary> = {}): MeetingSummary {
  return {
    id: 1,
    title: 'Regular Council Meeting',
    description: null,
    meeting_date: '2025-01-08T23:00:00.000Z',
    meeting_date_local: '2025-01-08T17:00:00-06:00',
    location: null,
    meeting_type: 'regular_council',
    status: 'completed',
    time_state: 'completed',
    summary: 'The Council approved the items on its agenda.',
    keywords: [],
    topics: [],
    document_type: 'minutes',
    agenda_url: null,
    minutes_url: null,
    source: null,
    created_at: '2025-01-09T20:00:00.000Z',
    image_paths: [],
    has_votes: false,
    is_demo: false,
    announced: false,
    ...overrides,
  };
}

export function meetingDetailFixture(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    ...meetingSummaryFixture(),
    detailed_summary: null,
    agenda_items: [],
    voting_records: [],
    city_documents: { agenda_url: null, minutes_url: null },
    ...overrides,
  };
}
