/**
 * The export schedule with an injected clock: a new site builds one export at start-up, then one a night at
 * EXPORT_HOUR on the city's wall clock (DST included), each night's build queueing the next.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { exportsDir, readManifest } from './build-exports.ts';
import { nextNightlyRun, requestExport } from './export-jobs.ts';
import { EXPORT_BUILD_JOB } from './export-rebuild.ts';

describe('nextNightlyRun', () => {
  it('is the next EXPORT_HOUR in Tulsa, standard or daylight time', () => {
    expect(nextNightlyRun(new Date('2026-11-18T20:00:00Z'), 3, 'America/Chicago').toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-11-19T08:59:59Z'), 3, 'America/Chicago').toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-11-19T09:00:00Z'), 3, 'America/Chicago').toISOString()).toBe('2026-11-20T09:00:00.000Z');
    // The night clocks spring forward: 3 AM CDT is 08:00 UTC.
    expect(nextNightlyRun(new Date('2026-03-07T12:00:00Z'), 3, 'America/Chicago').toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });
});

describe('the nightly export job', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ EXPORTS: 'on', EXPORT_HOUR: '3' });
  });
  afterAll(() => ctx.close());

  const exportJobs = () => ctx.db.selectFrom('jobs').select(['status', 'run_at']).where('kind', '=', EXPORT_BUILD_JOB.name).orderBy('run_at').execute();

  it('builds a first export at start-up and queues the night', async () => {
    expect(await exportJobs()).toEqual([
      { status: 'queued', run_at: '2026-11-18T20:00:00.000Z' },
      { status: 'queued', run_at: '2026-11-19T09:00:00.000Z' },
    ]);
    await ctx.app.jobs.runOnce();
    expect(readManifest(ctx.dataDir)).toMatchObject({ exported_at: '2026-11-18T20:00:00.000Z' });
    const status = (await ctx.app.inject({ url: '/api/v1/data/exports' })).json();
    expect(status).toMatchObject({ nightly_hour: 3, time_zone: 'America/Chicago' });
  });

  it("the night's build publishes a new export and queues the next night", async () => {
    ctx.clock.set('2026-11-19T09:00:00.000Z');
    await ctx.app.jobs.runOnce();
    const manifest = readManifest(ctx.dataDir)!;
    expect(manifest).toMatchObject({ exported_at: '2026-11-19T09:00:00.000Z', export_date: '2026-11-19' });
    // The night before's build is gone (over an hour old); only the published one is left.
    expect(fs.readdirSync(exportsDir(ctx.dataDir)).sort()).toEqual([manifest.folder, 'manifest.json']);
    expect(await exportJobs()).toEqual([
      { status: 'done', run_at: '2026-11-18T20:00:00.000Z' },
      { status: 'done', run_at: '2026-11-19T09:00:00.000Z' },
      { status: 'queued', run_at: '2026-11-20T09:00:00.000Z' },
    ]);
  });

  it("an admin's build within the hour keeps the one before it for downloads in flight", async () => {
    const previous = readManifest(ctx.dataDir)!.folder;
    ctx.clock.set('2026-11-19T09:10:00.000Z');
    await requestExport(ctx.db, ctx.clock.now());
    await ctx.app.jobs.runOnce();
    const current = readManifest(ctx.dataDir)!.folder;
    expect(current).not.toBe(previous);
    expect(fs.readdirSync(exportsDir(ctx.dataDir)).sort()).toEqual([previous, current, 'manifest.json'].sort());
  });
});
