/** Migration 014: subscriptions a STOP ended before the column existed are marked, so START can bring them back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '011-item-file-numbers' });
});
afterAll(() => database.destroy());

const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-02-01T00:00:00.000Z';
const subscription = (id: number, fields: { sms: number; email: number; updated: string; ended: string | null }) => ({
  id,
  full_name: `Subscriber ${id}`,
  email: `s${id}@example.org`,
  phone_number: '+19185550400',
  sms_notifications: fields.sms,
  email_notifications: fields.email,
  advance_notice_hours: 24,
  created_at: T0,
  updated_at: fields.updated,
  unsubscribed_at: fields.ended,
});

describe('014-sms-opt-out', () => {
  it('marks only the subscriptions that a STOP ended', async () => {
    const { db } = database;
    await db
      .insertInto('subscriptions')
      .values([
        subscription(1, { sms: 0, email: 0, updated: T1, ended: T1 }), // what the old STOP left
        subscription(2, { sms: 1, email: 0, updated: T0, ended: T1 }), // ended on the website
        subscription(3, { sms: 0, email: 1, updated: T1, ended: null }), // live, email only
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('subscriptions').select(['id', 'sms_opted_out_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, sms_opted_out_at: T1 },
      { id: 2, sms_opted_out_at: null },
      { id: 3, sms_opted_out_at: null },
    ]);
  });
});
