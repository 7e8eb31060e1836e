/**
 * The council as it sat on the meeting's day, from the real seed (the sitting councilors and the former ones the
 * roll calls of 2022-2025 show): a lookup by district alone named a former councilor in 6 of 9 districts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { seedCivicData } from '../seed/seed-civic.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { councilorsSittingOn } from './sitting-council.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedCivicData(test.db, { city: cityContext(DEFAULT_CITY_ID), now: new Date('2025-08-01T12:00:00Z') });
});
afterAll(() => test.destroy());

const surnames = (seats: Map<number, string>) => [...seats].sort(([a], [b]) => a - b).map(([d, name]) => `D${d} ${name.replace(/,? Jr\.?$/, '').split(' ').pop()}`);

describe('the sitting council', () => {
  it('on a meeting day of 2025 is the council that sits now, in every district', async () => {
    expect(surnames(await councilorsSittingOn(test.db, cityContext(DEFAULT_CITY_ID).config, '2025-08-06T19:30:00.000Z'))).toEqual([
      'D1 Hall-Harper', 'D2 Archie', 'D3 Dutton', 'D4 Bellis', 'D5 Gilbert', 'D6 Bengel', 'D7 Wright', 'D8 Lakin', 'D9 Bush',
    ]);
  });

  it('on a meeting day of 2023 is the council the roll calls show then', async () => {
    expect(surnames(await councilorsSittingOn(test.db, cityContext(DEFAULT_CITY_ID).config, '2023-10-25T22:00:00.000Z'))).toEqual([
      'D1 Hall-Harper', 'D2 Cue', 'D3 Patrick', 'D4 Bellis', 'D5 Miller', 'D6 Bengel', 'D7 Wright', 'D8 Lakin', 'D9 Fowler',
    ]);
  });
});
