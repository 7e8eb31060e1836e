/**
 * The assistant names the council as it sits on the day it is asked (issue 37): a councilor whose term has a known
 * end still ahead is the sitting councilor, one whose term ended is former. Seeded deployment, offline engine,
 * the app's clock at TEST_NOW (2026-11-18).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../contract/chat.ts';
import { seedAll } from '../../seed/seed.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedAll(ctx.db, { now: new Date(TEST_NOW), demoMeetings: true });
});
afterAll(() => ctx.close());

async function ask(message: string): Promise<ChatResponse> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message }, remoteAddress: `10.9.0.${++ip}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatResponse>();
}

const setDistrict4TermEnd = (termEnd: string | null) =>
  ctx.db.updateTable('officials').set({ term_end: termEnd }).where('district', '=', 4).execute();

describe('the council on the day of the question', () => {
  it('takes a councilor whose term ends after today for the sitting councilor', async () => {
    await setDistrict4TermEnd('2026-12-07');
    const body = await ask('Who is councilor Bellis?');
    expect(body.response).not.toMatch(/no longer holds the seat/);
    expect(body.response).toMatch(/District 4/);
    expect(body.sources.map((s) => s.url)).toContain('/councilors/4');
  });

  it('takes one whose term ended before today for a former councilor', async () => {
    await setDistrict4TermEnd('2026-11-02');
    const body = await ask('Who is councilor Bellis?');
    expect(body.response).toMatch(/\*\*Bellis\*\* for District 4, who no longer holds the seat/);
  });
});
