/**
 * A matter keeps the global id the API gives (`MatterGuid`, migration 085, decision 195), and a row stored before
 * that column existed gets it at its next read, unchanged upstream, without a new step: against the loopback
 * Legistar serving the shared mirror's 13 Feb 2025 (Int 0901-2024, matter 74203).
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createLegistarClient } from './legistar-client.ts';
import { syncMatter } from './legistar-matters.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from './legistar-replay-server.ts';

const MATTER = 74203;
let ctx: TestApp;
let api: ReplayServer;

beforeAll(async () => {
  ctx = await createTestApp({ CITY: 'nyc' });
  api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2025-02-13', to: '2025-02-13' });
});
afterAll(async () => {
  await api?.close();
  await ctx?.close();
});

it('keeps the matter’s GUID, and gives it to a row stored without one at the next read', async () => {
  const client = createLegistarClient({ baseUrl: api.url, attempts: 1 });
  const now = new Date('2025-03-01T12:00:00.000Z');
  const guid = String(api.data.matters.get(MATTER)!.GUID);
  const row = () => ctx.db.selectFrom('upstream_matters').select(['guid', 'history', 'updated_at']).where('upstream_id', '=', String(MATTER)).executeTakeFirstOrThrow();
  expect(await syncMatter(ctx.db, client, 'legistar:nyc', MATTER, now)).toBe('stored');
  expect((await row()).guid).toBe(guid);

  // As a row written before migration 085: no GUID. The matter has not changed upstream.
  await ctx.db.updateTable('upstream_matters').set({ guid: null }).where('upstream_id', '=', String(MATTER)).execute();
  const before = await row();
  expect(await syncMatter(ctx.db, client, 'legistar:nyc', MATTER, new Date('2025-03-02T12:00:00.000Z'))).toBe('unchanged');
  expect(await row()).toEqual({ ...before, guid });
  expect(await ctx.db.selectFrom('upstream_matter_steps').selectAll().execute()).toEqual([]);
});
