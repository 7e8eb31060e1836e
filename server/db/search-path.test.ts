/**
 * A city served beside the default one keeps its record in its own PostgreSQL schema, even when DATABASE_URL sets
 * a search_path (`?options=-c search_path=app`, as hosted databases are often given): node-postgres lets the URL's
 * parameters win over the pool's, so every city's app read and wrote that one schema. The fault test of sign-ups
 * showed it: the second city's job worker sent the first city's reminders, in its own time zone.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, withSearchPath } from './database.ts';

describe('a city’s schema', () => {
  it('replaces a search_path the URL sets and keeps its other options', () => {
    const url = new URL(withSearchPath('postgres://u@db:5432/civic?options=-c%20statement_timeout%3D5000%20-c%20search_path%3Dapp&sslmode=require', 'city_two'));
    expect(url.searchParams.get('options')).toBe('-c statement_timeout=5000 -c search_path=city_two');
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(new URL(withSearchPath('postgres://u@db/civic?options=--search_path%3Dapp', 'city_two')).searchParams.get('options')).toBe('-c search_path=city_two');
    expect(new URL(withSearchPath('postgres://u@db/civic', 'city_two')).searchParams.get('options')).toBe('-c search_path=city_two');
    expect(() => withSearchPath('postgres://u@db/civic', 'two; drop table jobs')).toThrow(/Unsafe schema name/);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('is the schema a connection uses, whatever search_path the URL names', async () => {
    const base = process.env.DATABASE_URL!;
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = createDatabase({ databaseUrl: base, dataDir: os.tmpdir(), poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const url = new URL(base);
    url.searchParams.set('options', '-c search_path=public');
    const city = createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), pgSchema: schema, poolSize: 1 });
    try {
      const { rows } = await sql<{ search_path: string }>`show search_path`.execute(city);
      expect(rows[0]!.search_path).toBe(schema);
    } finally {
      await city.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  });
});
