/**
 * A small public record for the open-data tests (exports, Open Civic Data, MCP): two council meetings with
 * agenda items, motions and roll calls, one of them touching the same matter (file 24-1045-1) again, text that
 * a spreadsheet would run as a formula or that needs CSV quoting, a demo meeting that no export may carry, and
 * a resident with a subscription whose email and phone no export may carry either.
 */
import type { AppDatabase } from '../db/database.ts';
import { createMeeting } from './factories.ts';

export const PRIVATE_EMAIL = 'private.resident@example.org';
export const PRIVATE_PHONE = '+19185550199';

export interface OpenDataFixture {
  first: number;
  second: number;
  demo: number;
}

const roll = (votes: [string, number, 'aye' | 'nay' | 'abstain' | 'absent'][]) => votes.map(([councilor, district, vote]) => ({ councilor, district, vote }));

export async function seedOpenDataFixture(db: AppDatabase): Promise<OpenDataFixture> {
  const first = await createMeeting(db, {
    title: 'Regular Council Meeting, "Budget", part 1',
    meeting_date: '2024-10-23T22:00:00.000Z',
    full_text: 'The Council met in regular session at 5:00 p.m. Resurfacing of 21st Street was discussed.',
    agenda_items: [
      { item_number: '7.a.', title: '=HYPERLINK("http://evil.example","click")', item_type: 'ordinance', vote_required: true, vote_result: 'passed', page: 3, file_number: '24-1045-1' },
      { item_number: '7.b.', title: 'Resurfacing, 21st Street\nfrom Yale to Harvard', description: '+1 lane; -2 parking', item_type: 'motion', vote_required: true, vote_result: 'failed', page: 4 },
      { item_number: '8.', title: 'Presentation on parks', item_type: 'presentation', vote_required: false, page: 5 },
    ],
    voting_records: [
      { item_number: '7.a.', motion: 'Motion to approve 7.a.', motion_kind: 'approve', moved_by: 'Hall-Harper', seconded_by: 'Lakin', outcome: 'passed', page: 3, votes: roll([['Hall-Harper', 1, 'aye'], ['Lakin', 2, 'aye'], ['Patrick', 3, 'nay'], ['Bengel', 4, 'absent']]) },
      { item_number: '7.b.', motion: '@SUM(A1) motion to approve 7.b.', motion_kind: 'approve', moved_by: 'Patrick', seconded_by: null, outcome: 'failed', page: 4, votes: roll([['Hall-Harper', 1, 'nay'], ['Lakin', 2, 'nay'], ['Patrick', 3, 'aye'], ['Bengel', 4, 'abstain']]) },
    ],
  });
  const second = await createMeeting(db, {
    title: 'Urban & Economic Development Committee',
    meeting_type: 'urban_economic_committee',
    meeting_date: '2024-11-06T16:00:00.000Z',
    agenda_items: [{ item_number: '2.', title: 'Ordinance amending Title 42, second reading', item_type: 'ordinance', vote_required: true, vote_result: 'passed', page: 2, file_number: '24-1045-1' }],
    voting_records: [
      { item_number: '2.', motion: 'Motion to approve 2.', motion_kind: 'approve', moved_by: 'Lakin', seconded_by: 'Bengel', outcome: 'passed', page: 2, votes: roll([['Lakin', 2, 'aye'], ['Bengel', 4, 'aye']]) },
    ],
  });
  const demo = await createMeeting(db, {
    title: 'Demo Council Meeting',
    is_demo: true,
    agenda_items: [{ item_number: '1.', title: 'Demo item', item_type: 'motion', vote_required: true }],
    voting_records: [{ item_number: '1.', motion: 'Demo motion', outcome: 'passed', votes: roll([['Ghost', 5, 'aye']]) }],
  });
  const now = '2026-11-18T20:00:00.000Z';
  await db
    .insertInto('subscriptions')
    .values({
      full_name: 'Private Resident',
      email: PRIVATE_EMAIL,
      phone_number: PRIVATE_PHONE,
      meeting_types: '[]',
      sms_notifications: 1,
      email_notifications: 1,
      advance_notice_hours: 24,
      created_at: now,
      updated_at: now,
      unsubscribed_at: null,
    })
    .execute();
  await db
    .insertInto('officials')
    .values([
      { name: 'Vanessa Hall-Harper', position: 'Councilor, District 1', district: 1, email: PRIVATE_EMAIL, phone: PRIVATE_PHONE, term_start: '2016-12-01', term_end: null, ocd_division_id: null },
      { name: 'Phil Lakin, Jr.', position: 'Councilor, District 2', district: 2, email: null, phone: null, term_start: '2012-12-01', term_end: null, ocd_division_id: null },
    ])
    .execute();
  return { first, second, demo };
}
