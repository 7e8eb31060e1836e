/** Migration 009: case-insensitive unique usernames and emails, with existing duplicates resolved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '007-motion-kinds' });
});
afterAll(() => database.destroy());

const user = (id: number, username: string, email: string) => ({
  id,
  username,
  email,
  full_name: `User ${id}`,
  password_hash: 'x',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('009-case-insensitive-accounts', () => {
  it('keeps the oldest username and the signable email, renames the rest, then refuses case twins', async () => {
    const { db } = database;
    await db
      .insertInto('users')
      .values([
        user(1, 'Ann', 'Ann@Example.org'),
        user(2, 'ann', 'ann@example.org'),
        user(3, 'ANN', 'ANN@example.org'),
        user(4, 'ann_2', 'bob@example.org'),
        user(5, 'carol_with_a_very_long_name_x', 'Carol@Example.org'),
        user(6, 'Carol_With_A_Very_Long_Name_X', 'dave@example.org'),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('users').select(['id', 'username', 'email']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, username: 'Ann', email: '1.duplicate@invalid' },
      // Sign-in looks emails up in lower case, so the row stored that way is the one its owner can reach.
      { id: 2, username: 'ann_2_1', email: 'ann@example.org' },
      { id: 3, username: 'ANN_3', email: '3.duplicate@invalid' },
      { id: 4, username: 'ann_2', email: 'bob@example.org' },
      { id: 5, username: 'carol_with_a_very_long_name_x', email: 'carol@example.org' },
      { id: 6, username: 'Carol_With_A_Very_Long_Name__6', email: 'dave@example.org' },
    ]);
    await expect(db.insertInto('users').values(user(7, 'CAROL_with_a_very_long_name_X', 'e@example.org')).execute()).rejects.toThrow();
    await expect(db.insertInto('users').values(user(8, 'erin', 'BOB@example.org')).execute()).rejects.toThrow();
  });
});
