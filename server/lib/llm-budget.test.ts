/** Nobody can run up the LLM bill: the drafter calls the model only within its budget (issue 35). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmStub, startLlmStub } from '../test/peers/llm-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { LLM_BUDGETS } from './llm-budget.ts';

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
