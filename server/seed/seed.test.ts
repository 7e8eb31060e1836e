/**
 * Seeds the Tulsa deployment into a fresh database (SQLite, or PostgreSQL with DATABASE_URL) and checks that the
 * content is complete (every category and type a resident can filter by has something behind it) and holds
 * nothing invented: demo meetings come only with DEMO_MEETINGS (seed-demo.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOCUS_AREAS,
  ORGANIZATION_TYPES,
  TOPIC_CATEGORIES,
} from '#contract/enums.ts';
import { PLACEHOLDER_SUMMARY_MARKER } from '#contract/meetings.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { seedAll } from './seed.ts';
import { readMeetingSeeds } from './seed-meetings.ts';

const now = new Date(TEST_NOW);
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedAll(ctx.db, { city: ctx.app.city, now });
});
afterAll(() => ctx.close());

describe('seedAll (Tulsa deployment)', () => {
  it('seeds the 9 council districts, 9 current councilors and the mayor', async () => {
    const districts = await ctx.db.selectFrom('districts').select('id').orderBy('id').execute();
    expect(districts.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const officials = await ctx.db.selectFrom('officials').select(['position', 'district']).execute();
    const councilors = officials.filter((o) => o.position.startsWith('Councilor, District'));
    expect(new Set(councilors.map((c) => c.district))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(councilors).toHaveLength(9);
    expect(officials.filter((o) => o.position === 'Mayor')).toHaveLength(1);
  });

  it('covers every topic category with several topics', async () => {
    const topics = await ctx.db.selectFrom('notification_topics').select(['category']).execute();
    for (const category of TOPIC_CATEGORIES) {
      expect(topics.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('seeds at least 14 organizations covering every type and focus area', async () => {
    const orgs = await ctx.db.selectFrom('organizations').select(['organization_type', 'focus_areas']).execute();
    expect(orgs.length).toBeGreaterThanOrEqual(14);
    expect(new Set(orgs.map((o) => o.organization_type))).toEqual(new Set(ORGANIZATION_TYPES));
    const focus = new Set(orgs.flatMap((o) => JSON.parse(o.focus_areas) as string[]));
    expect(focus).toEqual(new Set(FOCUS_AREAS));
  });

  it('seeds at least 8 campaigns, some of them no longer active', async () => {
    const campaigns = await ctx.db.selectFrom('campaigns').select(['status', 'organization_id']).execute();
    expect(campaigns.length).toBeGreaterThanOrEqual(8);
    expect(campaigns.some((c) => c.status === 'active')).toBe(true);
    expect(campaigns.some((c) => c.status !== 'active')).toBe(true);
    expect(campaigns.some((c) => c.organization_id !== null)).toBe(true);
  });

  it('seeds no invented meetings without DEMO_MEETINGS: only meetings from the record, none ahead', async () => {
    const meetings = await ctx.db.selectFrom('meetings').select(['title', 'status', 'meeting_date', 'is_demo', 'summary']).execute();
    expect(meetings.filter((m) => m.status === 'completed').length).toBeGreaterThanOrEqual(8);
    expect(meetings.filter((m) => m.is_demo === 1)).toEqual([]);
    expect(meetings.filter((m) => /\((upcoming|postponed)\)|\bsample\b/i.test(`${m.title} ${m.summary ?? ''}`))).toEqual([]);
    expect(meetings.filter((m) => new Date(m.meeting_date).getTime() > now.getTime())).toEqual([]);
  });

  it('keeps hand-made minutes consistent: known topics, votes linked to items, full roll calls', async () => {
    const topicSlugs = new Set(
      (await ctx.db.selectFrom('notification_topics').select('slug').execute()).map((t) => t.slug),
    );
    for (const seed of readMeetingSeeds(ctx.app.city)) {
      for (const topic of seed.topics) expect(topicSlugs.has(topic), `${seed.title}: ${topic}`).toBe(true);
      if (seed.status !== 'completed') continue;
      const numbers = new Set(seed.agenda_items.map((i) => i.item_number));
      for (const record of seed.voting_records) {
        expect(numbers.has(record.item_number ?? ''), `${seed.title}: ${record.motion}`).toBe(true);
        expect(record.votes).toHaveLength(9);
        for (const vote of record.votes) expect(vote.district, vote.councilor).not.toBeNull();
      }
    }
  });

  it('lists every seeded meeting but placeholders through the API', async () => {
    const all = await ctx.db.selectFrom('meetings').select(['id', 'summary', 'status']).execute();
    const placeholders = all.filter((m) => (m.summary ?? '').includes(PLACEHOLDER_SUMMARY_MARKER));
    const expected = all.length - placeholders.length;

    let listed = 0;
    for (const status of new Set(all.map((m) => m.status))) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/?limit=100&skip=0&status=${status}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: unknown[]; total: number };
      expect(body.total, status).toBeGreaterThan(0);
      listed += body.total;
    }
    expect(listed).toBe(expected);
  });
});
