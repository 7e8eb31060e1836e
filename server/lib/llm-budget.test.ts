/**
 * Nobody can run up the LLM bill: the drafter calls the model only within its budget (issue 35), and so does the
 * speak-up draft, from the same budget, and the summaries of new minutes, with a ceiling on all calls (issue 51).
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmStub, startLlmStub } from '../test/peers/llm-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createManualClock } from './clock.ts';
import { createMeeting } from '../test/factories.ts';
import { ALL_LLM_CALLS_PER_HOUR, LLM_BUDGETS, SITE_LLM_BUDGETS, spendLlmBudget, spendSiteLlmBudget } from './llm-budget.ts';
import { createMemoryStore } from './rate-limit-memory-store.ts';

let ctx: TestApp;
let stub: LlmStub;
beforeAll(async () => {
  stub = await startLlmStub();
  stub.answer.content = '{"subject": "Streetlight out", "body": "Dear Councilor,\\n\\nThe light is out.\\n\\nDana"}';
  ctx = await createTestApp({ LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'tiny' });
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

const draft = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/representatives/compose-email',
    remoteAddress,
    payload: {
      address: '1234 E 11th St',
      issue: 'The streetlight on our corner has been out for six weeks.',
      tone: 'formal',
      representatives: [{ name: 'A Councilor', position: 'Councilor, District 4', email: 'd4@example.org', phone: null, district: 4 }],
    },
  });

describe('the drafter’s LLM budget', () => {
  it('lets 200 drafts from one network reach the model at most the budgeted number of times, and still drafts', async () => {
    const engines: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await draft(`2001:db8:35:1:${(i + 1).toString(16)}::7`);
      expect(res.statusCode).toBe(200);
      engines.push(res.json().engine);
    }
    const budget = LLM_BUDGETS.drafter.perNetworkPerHour;
    expect(stub.calls.length).toBe(budget);
    expect(engines.filter((e) => e === 'llm')).toHaveLength(budget);
    // Past the budget the offline composer answers, and says so.
    expect(engines.at(-1)).toBe('offline');
    // Another network still gets the model, and the next hour this one does again.
    expect((await draft('198.51.100.35')).json().engine).toBe('llm');
    ctx.clock.advance(60 * 60 * 1000);
    expect((await draft('2001:db8:35:1::9')).json().engine).toBe('llm');
  });
});

describe('the site-wide LLM budget', () => {
  it('holds against many networks each within its own budget, per kind, for the hour', async () => {
    const clock = createManualClock('2026-11-27T05:00:00.000Z');
    const store = createMemoryStore(clock);
    // Only the fields spendLlmBudget reads: the client address and the signed-in user.
    const from = (n: number) => ({ ip: `2001:db8:${(n >> 8).toString(16)}:${(n & 0xff).toString(16)}::1`, user: null }) as unknown as FastifyRequest;
    const { globalPerHour, perNetworkPerHour } = LLM_BUDGETS.assistant;
    let allowed = 0;
    for (let n = 0; n < globalPerHour + 100; n++) if (await spendLlmBudget(store, from(n), 'assistant')) allowed++;
    expect(allowed).toBe(globalPerHour);
    // The drafter's budget is its own; the next hour the assistant's is back.
    expect(await spendLlmBudget(store, from(0), 'drafter')).toBe(true);
    clock.advance(60 * 60 * 1000);
    expect(await spendLlmBudget(store, from(0), 'assistant')).toBe(true);
    expect(perNetworkPerHour).toBeLessThan(globalPerHour);
  });
});

describe('the speak-up draft spends no model call (issues 49 and 51)', () => {
  it('writes 200 drafts from one /64 without reaching the model, and leaves the email drafter its budget', async () => {
    ctx.clock.advance(2 * 60 * 60 * 1000);
    const meetingId = await createMeeting(ctx.db, {
      title: 'Regular Council Meeting',
      meeting_date: new Date(ctx.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      status: 'scheduled',
      agenda_items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' }],
    }, ctx.clock.now());
    const itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
    await ctx.db
      .insertInto('officials')
      .values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: 'dist4@tulsacouncil.org', phone: null, term_start: null, term_end: null, ocd_division_id: null })
      .execute();
    const speakUp = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/draft`, remoteAddress, payload: { stance: 'support', district: 4, text: 'Please repave our block.' } });

    const before = stub.calls.length;
    for (let i = 0; i < 200; i++) {
      const res = await speakUp(`2001:db8:51:7:${(i + 1).toString(16)}::1`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().engine).toBe('offline');
    }
    // The letter is written from the record and the resident's words (decision 100): nothing to spend.
    expect(stub.calls.length).toBe(before);
    // So the email drafter from that /64 still has its own budget.
    expect((await draft('2001:db8:51:7::99')).json().engine).toBe('llm');
  });
});

describe('the summaries’ budget and the ceiling on every call (issue 51)', () => {
  it('stops the summaries at their hourly budget, and every kind at the site’s ceiling', async () => {
    const clock = createManualClock('2026-11-27T05:00:00.000Z');
    const store = createMemoryStore(clock);
    let allowed = 0;
    for (let n = 0; n < SITE_LLM_BUDGETS.summaries + 50; n++) if (await spendSiteLlmBudget(store, 'summaries')) allowed++;
    expect(allowed).toBe(SITE_LLM_BUDGETS.summaries);
    // Many networks, each within its drafter budget, with the summaries already counted: the ceiling holds.
    const from = (n: number) => ({ ip: `2001:db8:${(n >> 8).toString(16)}:${(n & 0xff).toString(16)}::1`, user: null }) as unknown as FastifyRequest;
    let calls = SITE_LLM_BUDGETS.summaries;
    for (let n = 0; n < 4000; n++) {
      if (await spendLlmBudget(store, from(n), n % 2 ? 'drafter' : 'assistant')) calls++;
    }
    // The kinds' own budgets add up to more than the ceiling; the ceiling is what holds.
    expect(SITE_LLM_BUDGETS.summaries + LLM_BUDGETS.drafter.globalPerHour + LLM_BUDGETS.assistant.globalPerHour).toBeGreaterThan(ALL_LLM_CALLS_PER_HOUR);
    expect(calls).toBe(ALL_LLM_CALLS_PER_HOUR);
  });
});
