/**
 * Two apps serving two cities in one process (issue 36, decision 020): each is handed its own city context at
 * start-up, and what is read from a city's files (ZIP centroids, the glossary) is kept in that context, so each
 * app answers with its own city's officials, councilors, ZIP codes and words, whichever was built or asked first.
 * The apps are asked in turn, after both are built, so a cache shared between them would answer one of them wrong.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../contract/chat.ts';
import type { PublicCity } from '../contract/city.ts';
import type { Glossary } from '../contract/plain.ts';
import type { FindRepresentativesResponse, OfficialListResponse } from '../contract/representatives.ts';
import { parseCsv } from '../server/lib/csv.ts';
import { seedCivicData } from '../server/seed/seed-civic.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../server/test/test-app.ts';

/** A city's ZIP centroid as its own data file gives it. */
function centroidInFile(app: TestApp, zip: string): { lat: number; lng: number } {
  const row = parseCsv(fs.readFileSync(app.app.city.dataFile('zip-centroids.csv'), 'utf8')).find((r) => r.zip === zip)!;
  return { lat: Number(row.latitude), lng: Number(row.longitude) };
}

async function find(app: TestApp, address: string): Promise<FindRepresentativesResponse> {
  const res = await app.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address } });
  expect(res.statusCode).toBe(200);
  return res.json<FindRepresentativesResponse>();
}

async function assistantSays(app: TestApp, message: string): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message, conversation_history: [] } });
  expect(res.statusCode).toBe(200);
  return res.json<ChatResponse>().response;
}

async function officialNames(app: TestApp): Promise<string[]> {
  const res = await app.app.inject({ method: 'GET', url: '/api/v1/representatives/officials' });
  return res.json<OfficialListResponse>().officials.map((o) => o.name);
}

describe('two cities served by two apps in one process', () => {
  let fictionville: TestApp;
  let tulsa: TestApp;
  beforeAll(async () => {
    // Each database is seeded right after its app is built: the seed is not handed a context yet (issue 36).
    fictionville = await createTestApp({ CITY: 'fictionville' });
    await seedCivicData(fictionville.db, { city: fictionville.app.city, now: new Date(TEST_NOW) });
    tulsa = await createTestApp({ CITY: 'tulsa' });
    await seedCivicData(tulsa.db, { city: tulsa.app.city, now: new Date(TEST_NOW) });
  });
  afterAll(async () => {
    await fictionville?.close();
    await tulsa?.close();
  });

  it('each app is handed its own city', async () => {
    expect(fictionville.app.city.config.id).toBe('fictionville');
    expect(tulsa.app.city.config.id).toBe('tulsa');
    const [fv, tu] = await Promise.all([fictionville, tulsa].map(async (a) => (await a.app.inject({ method: 'GET', url: '/api/v1/city' })).json<PublicCity>()));
    expect(fv?.name).toBe('Fictionville');
    expect(tu?.name).toBe('Tulsa');
  });

  it('places a ZIP code with its own city’s centroids, asked one after the other', async () => {
    const fv = await find(fictionville, '00001');
    expect(fv.district_info.coordinates).toEqual(centroidInFile(fictionville, '00001'));
    expect(fv.district_info.placed_by?.method).toBe('zip_centroid');
    const tu = await find(tulsa, '74103');
    expect(tu.district_info.coordinates).toEqual(centroidInFile(tulsa, '74103'));
    expect(tu.district_info.placed_by?.method).toBe('zip_centroid');
    // Neither knows the other's ZIP codes: there is no point for them, only the general contacts.
    expect((await find(fictionville, '74103')).district_info.placed_by).toBeUndefined();
    expect((await find(tulsa, '00001')).district_info.placed_by).toBeUndefined();
  });

  it('names its own council office and councilors', async () => {
    const fv = await find(fictionville, '39.45, -104.5');
    expect(fv.district_info).toMatchObject({ found: true, district: 3 });
    expect(fv.representatives.map((r) => r.name)).toEqual(['Cora Cedar', 'Dana Dogwood', 'Fictionville Town Council Office']);
    const tu = await find(tulsa, '36.155518, -95.996995');
    expect(tu.district_info.found).toBe(true);
    expect(tu.representatives.map((r) => r.name)).toContain('Tulsa City Council Office');
    expect(tu.representatives.map((r) => r.name)).not.toContain('Fictionville Town Council Office');
  });

  it('lists its own officials', async () => {
    expect((await officialNames(fictionville)).sort()).toEqual(['Ada Alder', 'Ben Birch', 'Cora Cedar', 'Dana Dogwood']);
    const tulsaNames = await officialNames(tulsa);
    expect(tulsaNames).toContain('Monroe Nichols');
    expect(tulsaNames).not.toContain('Ada Alder');
  });

  // The assistant's words were the last-built app's city before every module was handed its own (issue 36):
  // Fictionville, built first, is asked first.
  it("has the assistant speak for its own city, in English and Spanish", async () => {
    expect(await assistantSays(fictionville, 'Hello')).toContain('Fictionville civic assistant');
    expect(await assistantSays(tulsa, 'Hello')).toContain('Tulsa civic assistant');
    const offTopic = await assistantSays(fictionville, 'What is the best pizza recipe?');
    expect(offTopic).toContain('Fictionville');
    expect(offTopic).not.toContain('Tulsa');
    expect(await assistantSays(fictionville, 'Hola')).toContain('Fictionville');
  });

  it('serves its own glossary: Tulsa’s words, none for a city without the file', async () => {
    const tu = (await tulsa.app.inject({ method: 'GET', url: '/api/v1/glossary' })).json<Glossary>();
    expect(tu.terms.length).toBeGreaterThan(0);
    const fv = (await fictionville.app.inject({ method: 'GET', url: '/api/v1/glossary' })).json<Glossary>();
    expect(fv.terms).toEqual([]);
  });
});
