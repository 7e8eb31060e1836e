/**
 * Issue 51: a saved address the resident deletes (or replaces) leaves no row in the geocoders' cache. The app asks
 * the Census Geocoder replayed on loopback, so its answers are cached as in production.
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

describe('a saved address, forgotten', () => {
  it('leaves no row in the geocode cache once deleted, nor once replaced', async () => {
    expect((await save('PUT', '500 S Denver Ave, Tulsa, OK 74103')).statusCode).toBe(200);
    expect(await cachedRows('denver')).toBeGreaterThan(0);
    // Replaced: the old one is forgotten, the new one kept (it is the saved address).
    expect((await save('PUT', '175 E 2nd St')).statusCode).toBe(200);
    expect(await cachedRows('denver')).toBe(0);
    expect(await cachedRows('2nd st')).toBeGreaterThan(0);
    // Deleted: nothing of it stays.
    expect((await save('DELETE')).statusCode).toBe(200);
    expect(await cachedRows('2nd st')).toBe(0);
  });
});
