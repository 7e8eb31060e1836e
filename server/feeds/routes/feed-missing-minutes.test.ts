/**
 * A meeting whose date has passed without minutes is said so in the RSS feed, on the test clock (2026-11-18):
 * "Awaiting minutes" for a recent one, "Minutes not yet published" for one weeks old, and nothing of the kind for
 * a meeting still ahead (issue #33).
 */
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
const agenda = { status: 'scheduled', document_type: 'agenda', minutes_url: null } as const;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  await createMeeting(ctx.db, { ...agenda, title: 'Agenda two weeks past', meeting_date: '2026-11-04T23:00:00.000Z' });
  await createMeeting(ctx.db, { ...agenda, title: 'Agenda of August 2025', meeting_date: '2025-08-06T22:00:00.000Z' });
  await createMeeting(ctx.db, { ...agenda, title: 'Agenda still ahead', meeting_date: '2026-12-02T23:00:00.000Z' });
});
afterAll(() => ctx.close());

describe('meeting feed entries past their date without minutes', () => {
  it('say the minutes are awaited, then not yet published, and leave a meeting still ahead as an agenda', async () => {
    const res = await ctx.app.inject('/api/v1/feeds/meetings.rss');
    expect(res.statusCode).toBe(200);
    const feed = await new Parser().parseString(res.body);
    const entry = (title: string) => feed.items.find((item) => item.title === title)?.content ?? '';
    expect(entry('Agenda two weeks past')).toContain('Awaiting minutes');
    expect(entry('Agenda two weeks past')).not.toContain('Agenda posted.');
    expect(entry('Agenda of August 2025')).toContain('Minutes not yet published');
    expect(entry('Agenda still ahead')).toContain('Agenda posted.');
    expect(entry('Agenda still ahead')).not.toMatch(/minutes/i);
  });
});
