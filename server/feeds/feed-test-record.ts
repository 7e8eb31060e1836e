/**
 * The record the RSS tests read (English and `?lang=es`): one topic, District 4's councilor, and a decided rezoning
 * whose file number comes back on an agenda to come, so an item feed has a past and a next entry.
 */
import type { AppDatabase } from '../db/database.ts';
import { createMeeting } from '../test/factories.ts';

export const REZONING_FILE = '24-1045-1';

/** Seeds the topic, the district and its councilor, and the decided meeting titled `title`; returns its id. */
export async function seedDecidedRezoning(db: AppDatabase, title: string): Promise<number> {
  await db.insertInto('notification_topics').values({ slug: 'zoning-and-land-use', category: 'community', display_name: 'Zoning and Land Use', description: 'Zoning.', icon: 'Z' }).execute();
  await db.insertInto('districts').values({ id: 4, name: 'District 4', geometry: '{"type":"Polygon","coordinates":[]}' }).execute();
  await db.insertInto('officials').values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: null, phone: null, term_start: null, term_end: null, ocd_division_id: null }).execute();
  return createMeeting(db, {
    title,
    topics: ['zoning-and-land-use'],
    summary: 'The Council rezoned a lot on Peoria Avenue.',
    meeting_date: '2024-10-23T22:00:00.000Z',
    agenda_items: [{ item_number: '7.a.', title: 'Rezoning on Peoria', item_type: 'ordinance', vote_result: 'Passed', file_number: REZONING_FILE }],
    voting_records: [{ item_number: '7.a.', motion: 'Approve', outcome: 'passed', votes: [{ councilor: 'Bellis', district: 4, vote: 'aye' }] }],
  }, new Date('2026-11-01T12:00:00.000Z'));
}
