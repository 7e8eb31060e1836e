/**
 * The three starting points other domains read meetings from: the public record leaves demo meetings out, the
 * listed meetings are those passing the listing rule, and "including demo" is every row. Also as joins, under
 * an alias, and in raw SQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { listedMeetings, meetingsIncludingDemo, PUBLISHED_MEETINGS_SQL, publishedMeetings } from './public-record.ts';

let database: TestDatabase;
const ids: Record<'city' | 'demo' | 'placeholder', number> = { city: 0, demo: 0, placeholder: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  ids.city = await createMeeting(database.db, { title: 'A city meeting' });
  ids.demo = await createMeeting(database.db, { title: 'An invented meeting', is_demo: true });
  ids.placeholder = await createMeeting(database.db, { title: 'Imported only', summary: 'Minutes imported from PDF: x.pdf' });
});
afterAll(() => database.destroy());

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('public record', () => {
  it('published meetings leave the demo meeting out', async () => {
    const { db } = database;
    expect(idsOf(await db.selectFrom(publishedMeetings(db)).select('id').execute())).toEqual([ids.city, ids.placeholder]);
  });

  it('listed meetings are those passing the listing rule, demo included', async () => {
    const { db } = database;
    expect(idsOf(await db.selectFrom(listedMeetings(db)).select('id').execute())).toEqual([ids.city, ids.demo]);
  });

  it('meetings including demo are every row', async () => {
    const { db } = database;
    expect(idsOf(await db.selectFrom(meetingsIncludingDemo(db)).select('id').execute())).toEqual([ids.city, ids.demo, ids.placeholder]);
  });

  it('filter a join, under an alias', async () => {
    const { db } = database;
    const rows = await db
      .selectFrom('meeting_topics as t')
      .innerJoin(publishedMeetings(db, 'm'), 'm.id', 't.meeting_id')
      .select('m.id')
      .distinct()
      .execute();
    const all = await db.selectFrom('meeting_topics').select('meeting_id as id').distinct().execute();
    expect(idsOf(all)).toContain(ids.demo);
    expect(idsOf(rows)).not.toContain(ids.demo);
    expect(idsOf(rows)).toContain(ids.city);
  });

  it('filter raw SQL', async () => {
    const { rows } = await sql<{ id: number }>`select meetings.id from ${PUBLISHED_MEETINGS_SQL} order by meetings.id`.execute(database.db);
    expect(rows.map((r) => r.id)).toEqual([ids.city, ids.placeholder]);
  });
});
