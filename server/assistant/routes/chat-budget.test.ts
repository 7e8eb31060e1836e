/**
 * Issue 35: nobody can run up the assistant's LLM bill. The model is called only within the assistant's budget
 * (server/lib/llm-budget.ts) per network and per account; past it the records answer alone (`engine: 'offline'`),
 * and a chat past its request limits is a 429 `rate_limited` with Retry-After, not an error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '#contract/chat.ts';
import { LLM_BUDGETS } from '../../lib/llm-budget.ts';
import { seedAll } from '../../seed/seed.ts';
import { registerAndLogin } from '../../test/auth-helpers.ts';
import { type LlmStub, startLlmStub } from '../../test/peers/llm-stub.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { CHAT_RATE_LIMITS } from './index.ts';

let stub: LlmStub;
let ctx: TestApp;
let meetingId: number;

beforeAll(async () => {
  stub = await startLlmStub();
  ctx = await createTestApp({ LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model' });
  await seedAll(ctx.db, { city: ctx.app.city, now: new Date(TEST_NOW) });
  meetingId = (await ctx.db.selectFrom('meetings').select('id').where('title', '=', 'City Council Regular Meeting - December 4, 2024').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});
beforeEach(() => {
  stub.calls.length = 0;
  stub.answer = { status: 200, content: `The Council approved rezoning Z-7792 7-0 on December 4, 2024 [meeting:${meetingId}].` };
  // Each case starts in a fresh hour, so the budgets of the one before are spent no more.
  ctx.clock.advance(2 * 60 * 60 * 1000);
});

const QUESTION = 'What did the council decide about rezoning Z-7792?';

function chat(remoteAddress: string, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/chatbot/chat',
    payload: { message: QUESTION },
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Spaced so the chat's per-minute limit never answers: the budget, not the request limit, is what is tested. */
const SPACING_MS = Math.ceil(CHAT_RATE_LIMITS.perIpMinute.windowMs / CHAT_RATE_LIMITS.perIpMinute.limit) + 100;

describe('the assistant’s LLM budget', () => {
  it('lets 100 questions from one IPv6 /64 reach the model at most the budgeted number of times, and answers them all', async () => {
    const engines: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await chat(`2001:db8:35:2:${(i + 1).toString(16)}::1`);
      expect(res.statusCode).toBe(200);
      engines.push(res.json<ChatResponse>().engine);
      ctx.clock.advance(SPACING_MS);
    }
    const budget = LLM_BUDGETS.assistant.perNetworkPerHour;
    expect(stub.calls).toHaveLength(budget);
    expect(engines.filter((e) => e === 'llm')).toHaveLength(budget);
    // Past the budget the records answer alone, and say which engine wrote the reply.
    const last = (await chat('2001:db8:35:2::ffff')).json<ChatResponse>();
    expect(last).toMatchObject({ success: true, kind: 'answer', engine: 'offline', budget_spent: true });
    // Another network still gets the model.
    expect((await chat('198.51.100.36')).json<ChatResponse>().engine).toBe('llm');
  });

  it('counts a signed-in resident’s calls per account, whichever network they come from', async () => {
    const account = await registerAndLogin(ctx.app);
    let llm = 0;
    for (let i = 0; i < 80; i++) {
      // A new /64 each time: only the account's budget can hold.
      const res = await chat(`2001:db8:${(0x100 + i).toString(16)}::1`, account.token);
      expect(res.statusCode).toBe(200);
      if (res.json<ChatResponse>().engine === 'llm') llm++;
    }
    expect(llm).toBe(LLM_BUDGETS.assistant.perAccountPerHour);
    expect(stub.calls).toHaveLength(LLM_BUDGETS.assistant.perAccountPerHour);
  });

  it('does not spend the budget on replies that never call the model', async () => {
    for (let i = 0; i < LLM_BUDGETS.assistant.perNetworkPerHour + 5; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message: 'Hello!' }, remoteAddress: '203.0.113.35' });
      expect(res.statusCode).toBe(200);
      ctx.clock.advance(SPACING_MS);
    }
    expect(stub.calls).toHaveLength(0);
    expect((await chat('203.0.113.35')).json<ChatResponse>().engine).toBe('llm');
  });

  it('answers a chat past its request limit with 429 rate_limited and Retry-After', async () => {
    let res = await chat('192.0.2.35');
    for (let i = 0; i < CHAT_RATE_LIMITS.perIpMinute.limit && res.statusCode === 200; i++) res = await chat(`192.0.2.35`);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
