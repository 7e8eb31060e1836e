/** Memoized analytics answers never outlive a meeting written by this process, nor their time limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bumpRecordVersion } from '../meetings/record-version.ts';
import { memoized, memoizedByRecord, memoizedPageByRecord, memoizedText } from './analytics-cache.ts';
import { createVoteFixture } from './vote-fixture.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await createVoteFixture(ctx.db);
});
afterAll(() => ctx.close());

describe('analytics memo', () => {
  it('answers from the memo until a meeting is saved, then recomputes', async () => {
    const pair = async () =>
      (await ctx.app.inject('/api/v1/votes/agreement')).json().pairs.find((p: { a: string; b: string }) => p.a === 'Adams' && p.b === 'Diaz');
    expect(await pair()).toMatchObject({ shared: 1, agreed: 0 });
    await createMeeting(ctx.db, {
      title: 'M5',
      meeting_date: '2024-10-02T23:00:00.000Z',
      voting_records: [
        {
          motion: 'Motion to approve R8',
          outcome: 'passed',
          votes: [
            { councilor: 'Adams', district: 1, vote: 'aye' },
            { councilor: 'Baker', district: 2, vote: 'nay' },
            { councilor: 'Diaz', district: 3, vote: 'aye' },
            { councilor: 'Evans', district: 4, vote: 'aye' },
          ],
        },
      ],
    });
    expect(await pair()).toMatchObject({ shared: 2, agreed: 1, share: 0.5 });
  });

  it('recomputes after its time limit, and keeps one memo per database', async () => {
    let runs = 0;
    const compute = async () => ++runs;
    const dbA = {};
    expect(await memoized(dbA, 'k', compute, 0)).toBe(1);
    expect(await memoized(dbA, 'k', compute, 29_999)).toBe(1);
    expect(await memoized({}, 'k', compute, 29_999)).toBe(2);
    expect(await memoized(dbA, 'k', compute, 30_000)).toBe(3);
  });

  it('does not keep a failed computation', async () => {
    const db = {};
    await expect(memoized(db, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await memoized(db, 'k', async () => 'ok', 1)).toBe('ok');
  });

  it('keeps the texts it holds under its size limit, dropping the oldest first', async () => {
    const db = {};
    const runs = { a: 0, b: 0 };
    // Nine million characters each: two together pass the limit of sixteen million.
    const text = (name: 'a' | 'b') => async () => {
      runs[name]++;
      return name.repeat(9_000_000);
    };
    await memoizedText(db, 'a', text('a'), 0);
    await memoizedText(db, 'a', text('a'), 1);
    expect(runs.a).toBe(1);
    await memoizedText(db, 'b', text('b'), 2);
    await memoizedText(db, 'b', text('b'), 3);
    expect(runs.b).toBe(1);
    await memoizedText(db, 'a', text('a'), 4);
    expect(runs.a).toBe(2);
  });

  it('keeps a record-read answer past the time limit until the record version moves, as another process moves it', async () => {
    let runs = 0;
    const compute = async () => ++runs;
    expect(await memoizedByRecord(ctx.db, 'record-k', compute, 0)).toBe(1);
    expect(await memoizedByRecord(ctx.db, 'record-k', compute, 3_600_000)).toBe(1);
    // A write by another process moves only the database's version, not this process's meeting counter.
    await bumpRecordVersion(ctx.db);
    expect(await memoizedByRecord(ctx.db, 'record-k', compute, 3_600_001)).toBe(2);
    expect(await memoizedByRecord(ctx.db, 'record-k', compute, 3_600_002)).toBe(2);
  });

  it('keeps pages of a list apart: many of them do not push out an answer that was slow to count', async () => {
    let matrixRuns = 0;
    const matrix = async () => ++matrixRuns;
    await memoizedByRecord(ctx.db, 'matrix-k', matrix, 0);
    for (let page = 0; page < 150; page++) await memoizedPageByRecord(ctx.db, `page-${page}`, async () => `page ${page}`, (text) => text.length, 1);
    expect(await memoizedByRecord(ctx.db, 'matrix-k', matrix, 2)).toBe(1);
    expect(matrixRuns).toBe(1);
    // A page is kept too, until the record version moves.
    let pageRuns = 0;
    const page = async () => ++pageRuns;
    await memoizedPageByRecord(ctx.db, 'page-k', page, () => 1, 3);
    expect(await memoizedPageByRecord(ctx.db, 'page-k', page, () => 1, 4)).toBe(1);
    await bumpRecordVersion(ctx.db);
    expect(await memoizedPageByRecord(ctx.db, 'page-k', page, () => 1, 5)).toBe(2);
  });
});
