/**
 * The agreement matrix of the second city's council (51 members) when its memo has gone stale (issue 47): before,
 * the memo lasted 30 s and every expiry counted the matrix again (seconds); now it is kept until the record's
 * version moves. Prints, for the year of the second city's records loaded by a sync pass from the loopback
 * Legistar: a cold count, a read 31 s later through the timed memo (the old path) and through the record's
 * version (the new one), and a read after a record change. The count itself also moved from SQL (a column per
 * member and two per pair) to one read of the votes counted in code: run this at the commit before and after to
 * compare the cold figures. `npx tsx bench/agreement-memo.bench.ts`
 */
import { performance } from 'node:perf_hooks';
import { cityContext } from '../city/context.ts';
import { REAL_CITY_IDS } from '../city/index.ts';
import { bumpRecordVersion } from '../server/meetings/record-version.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import { getAgreementMatrix } from '../server/votes/agreement.ts';
import { memoized, memoizedByRecord } from '../server/votes/analytics-cache.ts';
import { listRollCallCouncilors } from '../server/votes/councilor-figures.ts';
import { loadFromLegistar } from './two-cities-data.ts';

const city = cityContext(REAL_CITY_IDS[1]!);
const test = await createTestDatabase();
await loadFromLegistar(city, test, { from: '2025-05-01', to: '2026-04-30' });
const day = '2026-04-30';
const count = async () => getAgreementMatrix(test.db, {}, city.config.timeZone, await listRollCallCouncilors(test.db, day));
const timed = async (label: string, run: () => Promise<unknown>) => {
  const start = performance.now();
  const answer = (await run()) as { pairs: unknown[] };
  console.log(`${label.padEnd(58)} ${(performance.now() - start).toFixed(1).padStart(8)} ms  (${answer.pairs.length} pairs)`);
};

const t0 = Date.now();
await timed('cold count (no memo)', count);
await timed('before: timed memo, first read', () => memoized(test.db, 'bench', count, t0));
await timed('before: timed memo, read 31 s later (expired, recounted)', () => memoized(test.db, 'bench', count, t0 + 31_000));
await timed('after: record memo, first read', () => memoizedByRecord(test.db, 'bench', count, t0));
await timed('after: record memo, read 31 s later (kept)', () => memoizedByRecord(test.db, 'bench', count, t0 + 31_000));
await timed('after: record memo, read an hour later (kept)', () => memoizedByRecord(test.db, 'bench', count, t0 + 3_600_000));
await bumpRecordVersion(test.db);
await timed('after: record memo, read after a record change (recounted)', () => memoizedByRecord(test.db, 'bench', count, t0 + 3_600_001));
await test.destroy();
process.exit(0);
