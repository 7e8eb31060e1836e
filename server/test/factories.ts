/**
 * Test data builders shared by unit, API and browser tests. Each takes overrides and fills the rest with
 * realistic values, writing through the same repositories the app uses.
 */
import type { AppDatabase } from '../db/database.ts';
import { type MeetingInput, saveMeeting } from '../repositories/meetings.ts';

let sequence = 0;
const next = () => ++sequence;

/** A completed regular council meeting with a real summary, so it passes the listing rule. */
export function meetingInput(overrides: Partial<MeetingInput> = {}): MeetingInput {
  const n = next();
  return {
    title: `Regular Council Meeting ${n}`,
    description: 'Regular meeting of the Tulsa City Council.',
    meeting_date: '2024-10-23T22:00:00.000Z',
    location: 'City Council Chambers, 175 E. 2nd St.',
    meeting_type: 'regular_council',
    status: 'completed',
    summary: 'The Council approved the consent agenda and discussed street maintenance funding.',
    detailed_summary: null,
    keywords: ['street maintenance', 'consent agenda'],
    topics: ['infrastructure'],
    document_type: 'minutes',
    source: 'City of Tulsa (cityoftulsa.org)',
    agenda_items: [],
    voting_records: [],
    ...overrides,
  };
}

export async function createMeeting(
  db: AppDatabase,
  overrides: Partial<MeetingInput> = {},
  now = new Date('2026-11-18T20:00:00.000Z'),
): Promise<number> {
  return saveMeeting(db, meetingInput(overrides), { now });
}
