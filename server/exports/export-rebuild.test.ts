/**
 * The export rebuilt after changes to the record (issue 33), with a manual clock: each save pushes one queued
 * build back, the build runs EXPORT_REBUILD_DEBOUNCE_MS after the last change and counts what was saved, and a
 * stream of changes that never pauses still gets a build every EXPORT_REBUILD_MAX_WAIT_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportsStatus } from '#contract/data-exports.ts';
import { onRecordChange } from '../meetings/record-changes.ts';
import { bearer, registerAndLogin } from '../test/auth-helpers.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readManifest } from './build-exports.ts';
import { EXPORT_BUILD_JOB, EXPORT_REBUILD_DEBOUNCE_MS, EXPORT_REBUILD_MAX_WAIT_MS } from './export-rebuild.ts';

const MINUTE = 60_000;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ EXPORTS: 'on', EXPORT_HOUR: '3' });
  // The first build of a new site, at start-up, over an empty record.
  await ctx.app.jobs.runOnce();
});
afterAll(() => ctx.close());

/** Builds published so far: the export jobs that ran, the nightly one excepted (it is still queued). */
const builds = () => ctx.db.selectFrom('jobs').select(['idempotency_key', 'status', 'run_at']).where('kind', '=', EXPORT_BUILD_JOB.name).where('status', '=', 'done').execute();
const queuedRebuilds = () =>
  ctx.db.selectFrom('jobs').select(['run_at']).where('kind', '=', EXPORT_BUILD_JOB.name).where('status', '=', 'queued').where('idempotency_key', 'like', `${EXPORT_BUILD_JOB.name}:changed:%`).execute();
const meetingRows = () => readManifest(ctx.dataDir)!.files.find((f) => f.name === 'meetings.csv')!.rows;
const status = async () => (await ctx.app.inject({ url: '/api/v1/data/exports' })).json() as ExportsStatus;

describe('the export after a change to the record', () => {
  it('builds once for a burst of 190 saves, two minutes after the last, with every meeting in it', async () => {
    expect(meetingRows()).toBe(0);
    expect((await status()).rebuild_pending).toBe(false);
    const buildsBefore = (await builds()).length;

    // An ingest of 190 minutes, one a second.
    for (let i = 0; i < 190; i++) {
      await createMeeting(ctx.db, {}, ctx.clock.now());
      if (i < 189) ctx.clock.advance(1000);
    }
    const lastChange = ctx.clock.now().getTime();
    expect(await queuedRebuilds()).toEqual([{ run_at: new Date(lastChange + EXPORT_REBUILD_DEBOUNCE_MS).toISOString() }]);
    expect((await status()).rebuild_pending).toBe(true);

    // Not a moment before the quiet window is over.
    ctx.clock.set(new Date(lastChange + EXPORT_REBUILD_DEBOUNCE_MS - 1));
    expect(await ctx.app.jobs.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(meetingRows()).toBe(0);

    ctx.clock.advance(1);
    expect(await ctx.app.jobs.runOnce()).toEqual({ done: 1, failed: 0 });
    expect((await builds()).length - buildsBefore).toBe(1);
    expect(meetingRows()).toBe(190);
    const after = await status();
    expect(after.rebuild_pending).toBe(false);
    expect(after.latest).toMatchObject({ exported_at: new Date(lastChange + EXPORT_REBUILD_DEBOUNCE_MS).toISOString() });
    // 2026-11-18T20:05:09Z is 2:05 PM in Tulsa (CST).
    expect(after.latest!.built).toEqual({ en: 'Built November 18, 2026 at 2:05 PM', es: 'Generada el 18 de noviembre de 2026 a las 2:05 p.m.' });
  });

  it('still builds every 15 minutes while changes never pause, and once more after the last', async () => {
    const buildsBefore = (await builds()).length;
    const start = ctx.clock.now().getTime();
    // A save a minute for 20 minutes, the worker polling each minute after the save.
    for (let minute = 0; minute <= 20; minute++) {
      ctx.clock.set(new Date(start + minute * MINUTE));
      await createMeeting(ctx.db, {}, ctx.clock.now());
      await ctx.app.jobs.runOnce();
    }
    const made = (await builds()).slice(buildsBefore);
    expect(made.map((b) => b.run_at)).toEqual([new Date(start + EXPORT_REBUILD_MAX_WAIT_MS).toISOString()]);
    expect(meetingRows()).toBe(190 + 16);

    ctx.clock.set(new Date(start + 20 * MINUTE + EXPORT_REBUILD_DEBOUNCE_MS));
    await ctx.app.jobs.runOnce();
    expect((await builds()).length - buildsBefore).toBe(2);
    expect(meetingRows()).toBe(190 + 21);
    expect(await queuedRebuilds()).toEqual([]);
  });

  it("rebuilds after a clerk's accepted correction, with the corrected summary in the files", async () => {
    const buildsBefore = (await builds()).length;
    const meetingId = await createMeeting(ctx.db, {}, ctx.clock.now());
    ctx.clock.advance(EXPORT_REBUILD_DEBOUNCE_MS);
    await ctx.app.jobs.runOnce();
    const admin = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const filed = await ctx.app.inject({ method: 'POST', url: '/api/v1/reports', payload: { meeting_id: meetingId, target: 'summary', message: 'The summary does not match the minutes.' }, remoteAddress: '10.7.0.1' });
    expect(filed.statusCode, filed.body).toBe(201);
    const corrected = 'The Council approved the consent agenda and postponed the street maintenance vote.';
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${filed.json<{ id: number }>().id}/accept`,
      headers: bearer(admin.token),
      payload: { field: 'summary', new_value: corrected, note: 'Checked against the minutes.' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await status()).rebuild_pending).toBe(true);
    ctx.clock.advance(EXPORT_REBUILD_DEBOUNCE_MS);
    await ctx.app.jobs.runOnce();
    expect((await builds()).length - buildsBefore).toBe(2);
    const file = (await ctx.app.inject({ url: '/api/v1/data/exports/meetings.json' })).json<{ id: number; summary: string }[]>();
    expect(file.find((m) => m.id === meetingId)?.summary).toBe(corrected);
  });

  it("is written in the change's transaction: a change that rolls back leaves no build queued", async () => {
    expect(await queuedRebuilds()).toEqual([]);
    // A later step of the same transaction fails, after the build was queued: the save and the job go together.
    const stop = onRecordChange(ctx.db, async () => {
      throw new Error('a later step of the save failed');
    });
    try {
      await expect(createMeeting(ctx.db, {}, ctx.clock.now())).rejects.toThrow('a later step of the save failed');
    } finally {
      stop();
    }
    expect(await queuedRebuilds()).toEqual([]);
    expect((await status()).rebuild_pending).toBe(false);
  });
});

describe('without EXPORTS', () => {
  it('queues no build when the record changes', async () => {
    const off = await createTestApp();
    try {
      await createMeeting(off.db, {}, off.clock.now());
      expect(await off.db.selectFrom('jobs').select('id').where('kind', '=', EXPORT_BUILD_JOB.name).execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
