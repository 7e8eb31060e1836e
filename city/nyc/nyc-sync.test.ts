/**
 * New York served from its Legistar source (issue 47): the app booted with `CITY=nyc` and `NYC_LEGISTAR_URL` on a
 * loopback Legistar serving the last days of the shared mirror. A pass with a wrong token writes nothing and the
 * status page says what failed; the next pass, with the token, fills the record: the meetings list shows the
 * Council's meetings with their per-member votes.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStatus } from '#contract/data-status.ts';
import type { MeetingDetail, MeetingListResponse } from '#contract/meetings.ts';
import { loadTopicMatchers } from '#server/ingest/keywords-and-topics/topics.ts';
import { SHARED_DATA_DIR, startLegistarReplay, type ReplayServer } from '#server/ingest/connector/legistar/legistar-replay-server.ts';
import { seedAll } from '#server/seed/seed.ts';
import { listingSources, runSyncPass } from '#server/sync/sync-pass.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const NOW = '2026-05-01T12:00:00.000Z';

describe('New York from its Legistar source', () => {
  let api: ReplayServer;
  const apps: TestApp[] = [];
  const boot = async (token: string) => {
    const ctx = await createTestApp({ CITY: 'nyc', NYC_LEGISTAR_URL: api.url, NYC_LEGISTAR_TOKEN: token }, { now: NOW });
    apps.push(ctx);
    return ctx;
  };
  const pass = (ctx: TestApp) =>
    runSyncPass(
      { city: ctx.city, db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: loadTopicMatchers(ctx.city) },
      { sources: listingSources(ctx.city.config, undefined, ctx.app.config.LEGISTAR_URL), legistarToken: ctx.app.config.LEGISTAR_TOKEN },
    );

  beforeAll(async () => {
    api = await startLegistarReplay({ mirrorDir: path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror'), client: 'nyc', from: '2026-04-28', to: '2026-04-30', token: 'right' });
  });
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    await api.close();
  });

  it('a refused token writes nothing and the status page names the failure; the token then fills the record', async () => {
    const wrong = await boot('wrong');
    const refused = await pass(wrong);
    expect(refused.sources).toEqual([expect.objectContaining({ url: api.url, ok: false })]);
    const status = (await wrong.app.inject({ method: 'GET', url: '/api/v1/data-status' })).json<DataStatus>();
    expect(status.sources[0]).toMatchObject({ url: api.url, kind: 'legistar', last_success_at: null });
    expect(status.sources[0]!.last_error).toMatch(/403.*token/);
    expect((await wrong.app.inject({ method: 'GET', url: '/api/v1/meetings' })).json<MeetingListResponse>().items).toEqual([]);

    const ctx = await boot('right');
    const report = await pass(ctx);
    expect(report.sources).toEqual([expect.objectContaining({ url: api.url, ok: true, found: api.data.events.size })]);
    expect(report.meetingsCreated).toBe(api.data.events.size);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings', query: { limit: '50' } })).json<MeetingListResponse>();
    const council = list.items.find((m) => m.title === 'City Council');
    expect(council).toBeDefined();
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${council!.id}` })).json<MeetingDetail>();
    expect(detail.meeting_date).toBe('2026-04-30T17:30:00.000Z');
    const int873 = detail.voting_records.find((v) => v.votes.length === 50);
    expect(int873?.outcome).toBe('passed');
    // Members of the 2026 term, on their districts: the Speaker sits for District 5.
    expect(int873?.votes.find((v) => v.councilor === 'Julie Menin')?.district).toBe(5);

    // New York's item kinds in plain English and Spanish (city/nyc/data/plain-kinds.json): nine in ten items with
    // a bill get a line, and an Introduction is a proposed local law.
    const withBill = detail.agenda_items.filter((i) => i.file_number);
    expect(withBill.filter((i) => i.plain?.en && i.plain.es).length / withBill.length).toBeGreaterThanOrEqual(0.9);
    const intro = detail.agenda_items.find((i) => i.file_number?.startsWith('Int '));
    expect(intro?.plain).toMatchObject({ kind: 'local_law', en: expect.stringMatching(/proposed local law/), es: expect.stringMatching(/ley local propuesta/) });
  });

  it('a fresh start shows the bundled days of New York’s record, and the first sync finds them again without doubling', async () => {
    const ctx = await boot('right');
    await seedAll(ctx.db, { city: ctx.city, now: new Date(NOW), dataDir: ctx.dataDir, ingestMinutes: true });
    const count = async () => Number((await ctx.db.selectFrom('meetings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const seeded = await count();
    expect(seeded).toBeGreaterThan(20);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings', query: { limit: '50' } })).json<MeetingListResponse>();
    expect(list.items.map((m) => m.title)).toContain('City Council');

    const report = await pass(ctx);
    expect(report.sources[0]).toMatchObject({ ok: true });
    // The snapshot holds 27-30 April; the replay serves 28-30 April: nothing new, nothing doubled.
    expect(report.meetingsCreated).toBe(0);
    expect(await count()).toBe(seeded);
  });
});
