/** `GET /api/v1/meetings/analysis`: the analysis panel's counts over the latest completed meetings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/meetings/analysis', () => {
  it('is empty when no meeting is completed yet', async () => {
    const res = await ctx.app.inject('/api/v1/meetings/analysis');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meeting_ids: [], topics: [], keywords: [] });
  });

  it('counts topics and keywords over the 5 most recent completed, listed meetings only', async () => {
    const dates = ['2024-01-10', '2024-02-10', '2024-03-10', '2024-04-10', '2024-05-10', '2024-06-10'];
    for (const [i, day] of dates.entries()) {
      await createMeeting(ctx.db, {
        meeting_date: `${day}T23:00:00.000Z`,
        // The oldest meeting alone carries "old-topic": it must fall outside the five.
        topics: i === 0 ? ['old-topic'] : ['budget', ...(i % 2 ? ['parks'] : [])],
        keywords: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9'].slice(0, 9 - (i % 3)),
      });
    }
    await createMeeting(ctx.db, { meeting_date: '2025-01-01T18:00:00.000Z', status: 'scheduled', topics: ['future'] });
    await createMeeting(ctx.db, {
      meeting_date: '2025-01-02T18:00:00.000Z',
      summary: 'Minutes imported from PDF: x.pdf',
      topics: ['placeholder'],
    });
    const body = (await ctx.app.inject('/api/v1/meetings/analysis')).json();
    expect(body.meeting_ids).toHaveLength(5);
    expect(body.topics).toEqual([
      { name: 'budget', count: 5 },
      { name: 'parks', count: 3 },
    ]);
    expect(body.keywords).toHaveLength(8);
    expect(body.keywords[0]).toEqual({ name: 'k1', count: 5 });
    expect(body.keywords.map((k: { name: string }) => k.name)).not.toContain('k9');
  });
});
