/**
 * Issue 51: a saved address the resident deletes (or replaces) leaves no row in the geocoders' cache. The app asks
 * the Census Geocoder replayed on loopback, so its answers are cached as in production. Every other table is read
 * too, so a cache added later that kept the address would fail here.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { createResident, type CreatedResident } from '../../test/factories.ts';
import { startCensusReplayServer, type ReplayServer } from '../../test/peers/geocoder.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let census: ReplayServer;
let rosa: CreatedResident;
beforeAll(async () => {
  census = await startCensusReplayServer();
  census.mode = 'replay';
  ctx = await createTestApp({ GEOCODER: 'census', GEOCODER_URL: census.url });
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
  rosa = await createResident(ctx.db, { label: 'rosa' });
});
afterAll(async () => {
  await ctx.close();
  await census.close();
});

const save = (method: 'PUT' | 'DELETE', address?: string) =>
  ctx.app.inject({ method, url: '/api/v1/auth/me/address', headers: bearer(rosa.token), ...(address ? { payload: { address } } : {}) });

/** Rows of the geocoders' cache whose address holds `words`. */
async function cachedRows(words: string): Promise<number> {
  const rows = await ctx.db.selectFrom('geocode_cache').select('address_key').where(sql<boolean>`lower(address_key) like ${`%${words}%`}`).execute();
  return rows.length;
}

/**
 * Rows, in every table of the database, whose text holds `words`: no other table (a cache added later included) may
 * keep the address once forgotten. The seeded record may print it (a public building's address): counted before.
 */
async function rowsAnywhere(words: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  // On PostgreSQL, this test's own schema only (every test file has one).
  const schema = process.env.DATABASE_URL ? (await sql<{ name: string }>`select current_schema() as name`.execute(ctx.db)).rows[0]!.name : undefined;
  for (const table of (await ctx.db.introspection.getTables()).filter((t) => t.schema === schema)) {
    const rows = await ctx.db.selectFrom(table.name as 'users').selectAll().execute();
    const holding = rows.filter((row) => JSON.stringify(row).toLowerCase().includes(words)).length;
    if (holding > 0) found[table.name] = holding;
  }
  return found;
}

describe('a saved address, forgotten', () => {
  it('leaves no row in the geocode cache once deleted, nor once replaced', async () => {
    const before = { denver: await rowsAnywhere('denver'), second: await rowsAnywhere('2nd st') };
    expect((await save('PUT', '500 S Denver Ave, Tulsa, OK 74103')).statusCode).toBe(200);
    expect(await cachedRows('denver')).toBeGreaterThan(0);
    // The reading of every table sees it where it is kept: the account and the cache.
    expect(await rowsAnywhere('denver')).toMatchObject({ users: (before.denver.users ?? 0) + 1, geocode_cache: (before.denver.geocode_cache ?? 0) + 1 });
    // Replaced: the old one is forgotten, the new one kept (it is the saved address).
    expect((await save('PUT', '175 E 2nd St')).statusCode).toBe(200);
    expect(await cachedRows('denver')).toBe(0);
    expect(await cachedRows('2nd st')).toBeGreaterThan(0);
    // Deleted: nothing of it stays.
    expect((await save('DELETE')).statusCode).toBe(200);
    expect(await cachedRows('2nd st')).toBe(0);
    // Nor anywhere else: every table holds exactly the rows with either address it held before it was saved.
    expect(await rowsAnywhere('denver')).toEqual(before.denver);
    expect(await rowsAnywhere('2nd st')).toEqual(before.second);
  });
});
