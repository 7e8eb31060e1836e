/** Migration 019: the member counts the seed invented are removed; a count set since (another number) stays. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { inventedMemberCounts } from './019-no-invented-member-counts.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '015-vote-analytics' });
});
afterAll(() => database.destroy());

const organization = (id: number, slug: string, memberCount: number) => ({
  id,
  name: slug,
  slug,
  description: 'A Tulsa organization.',
  organization_type: 'nonprofit',
  member_count: memberCount,
  created_at: '2026-11-18T20:00:00.000Z',
  updated_at: '2026-11-18T20:00:00.000Z',
});

describe('019-no-invented-member-counts', () => {
  it("reads the 21 pairs Tulsa's seed invented from the city's folder", () => {
    const pairs = inventedMemberCounts();
    expect(pairs).toHaveLength(21);
    expect(pairs).toContainEqual(['tulsa-area-united-way', 1200]);
    expect(pairs).toContainEqual(['brady-heights-neighborhood-association', 90]);
  });

  it('sets the seed\'s invented counts to none and keeps any other count', async () => {
    const { db } = database;
    await db
      .insertInto('organizations')
      .values([
        organization(1, 'tulsa-area-united-way', 1200),
        organization(2, 'tulsa-community-college', 3000),
        // The seed's slug, but a count someone set since: not the seed's number, so not ours to remove.
        organization(3, 'up-with-trees', 812),
        // Not a seed organization at all.
        organization(4, 'a-new-neighborhood-group', 1200),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('organizations').select(['id', 'member_count']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, member_count: 0 },
      { id: 2, member_count: 0 },
      { id: 3, member_count: 812 },
      { id: 4, member_count: 1200 },
    ]);
  });
});
