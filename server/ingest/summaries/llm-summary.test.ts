/**
 * The abstractive summary against a real OpenAI-compatible HTTP stub on loopback: what ingest sends (rules as
 * the system message, only the extracted facts as JSON data), and what it keeps: a grounded summary replaces the
 * extractive one; an invented figure, date or name, a wrong length, markdown or an HTTP error leave the
 * extractive summary in place.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LlmStub, startLlmStub } from '../../test/peers/llm-stub.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type IngestContext, ingestPdf } from '../pipeline/ingest-file.ts';
import { createManualClock } from '../../lib/clock.ts';
import { SITE_LLM_BUDGETS, spendSiteLlmBudget } from '../../lib/llm-budget.ts';
import { createMemoryStore } from '../../lib/rate-limit-memory-store.ts';
import { approvalProblem, llmSettingsFrom } from './llm-summary.ts';
import type { ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { summaryProblem } from './summary-grounding.ts';

const FILE = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes');
const pdf = new Uint8Array(fs.readFileSync(path.join(bundled, FILE)));

let stub: LlmStub;
let test: TestDatabase;
let ctx: IngestContext;

const GROUNDED =
  'Seven of nine councilors were present when Chair Lakin called the meeting to order at 4:00 P.M. on December 4, 2024. ' +
  'The Council went into Executive Session to discuss the request of Police Lieutenant Brian Wilson for legal representation in Case No. CJ-2024-4335. ' +
  'Councilor Bengel moved and Councilor Bellis seconded each motion, and every motion carried 7-0.';

beforeAll(async () => {
  stub = await startLlmStub();
  test = await createTestDatabase();
  const llm = llmSettingsFrom({ LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model' });
  ctx = { city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => new Date('2026-11-18T20:00:00Z'), topics: [], llm };
});
afterAll(async () => {
  await test.destroy();
  await stub.close();
});
beforeEach(() => {
  stub.calls.length = 0;
});

async function ingestWith(content: string, status = 200) {
  // Each case ingests the same PDF afresh (the same bytes would otherwise be skipped as unchanged).
  await test.db.deleteFrom('meetings').execute();
  stub.answer = { status, content };
  const result = await ingestPdf(ctx, FILE, pdf);
  const row = await test.db.selectFrom('meetings').select('summary').where('id', '=', result.meetingId!).executeTakeFirstOrThrow();
  return { result, summary: row.summary! };
}

describe('abstractive summary at ingest', () => {
  it('asks the model only within the hour’s budget of summaries (issue 51), keeping the offline summary past it', async () => {
    const clock = createManualClock('2026-11-18T20:00:00.000Z');
    const store = createMemoryStore(clock);
    const budgeted = { ...ctx, llmBudget: () => spendSiteLlmBudget(store, 'summaries') };
    for (let i = 0; i < SITE_LLM_BUDGETS.summaries; i++) await spendSiteLlmBudget(store, 'summaries');
    await test.db.deleteFrom('meetings').execute();
    stub.answer = { status: 200, content: GROUNDED };
    const result = await ingestPdf(budgeted, FILE, pdf);
    expect(result).toMatchObject({ status: 'created', summaryBy: 'extractive' });
    expect(result.llmRejected).toMatch(/budget of model calls is spent/);
    expect(stub.calls).toHaveLength(0);
    // The next hour the model is asked again.
    clock.advance(60 * 60 * 1000);
    await test.db.deleteFrom('meetings').execute();
    expect((await ingestPdf(budgeted, FILE, pdf)).summaryBy).toBe('llm');
    expect(stub.calls).toHaveLength(1);
  });

  it('sends the rules and only the extracted facts, and keeps a summary grounded in the document', async () => {
    const { result, summary } = await ingestWith(GROUNDED);
    expect(result).toMatchObject({ status: 'created', summaryBy: 'llm' });
    expect(summary).toBe(GROUNDED);
    expect(stub.calls).toHaveLength(1);
    const call = stub.calls[0]!;
    expect(call.headers.authorization).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'stub-model', temperature: 0 });
    expect(call.body.messages[0]).toMatchObject({ role: 'system' });
    expect(call.body.messages[0]!.content).toContain('Never add a figure, a date, a name');
    const facts = JSON.parse(call.body.messages[1]!.content).FACTS;
    expect(facts.meeting).toBe('City Council Regular Meeting (4:00 P.M.) - December 4, 2024');
    expect(facts.attendance.absent).toEqual(['Hall-Harper', 'Decter Wright']);
    expect(facts.votes[0]).toMatchObject({ moved_by: 'Bengel', seconded_by: 'Bellis', outcome: 'passed', tally: '7-0, 2 absent' });
  });

  it('rejects a summary with an invented figure and keeps the extractive one', async () => {
    const invented = GROUNDED.replace('Case No. CJ-2024-4335', 'a claim of $250,000');
    const { result, summary } = await ingestWith(invented);
    expect(result.summaryBy).toBe('extractive');
    expect(result.llmRejected).toMatch(/figure 250000/);
    expect(summary).not.toBe(invented);
    expect(summary).toContain('7 of 9 councilors present at roll call');
  });

  it('rejects an invented date, an invented name, the wrong length, markdown and an HTTP error', async () => {
    const cases: [string, number, RegExp][] = [
      [GROUNDED.replace('December 4, 2024', 'December 11, 2024'), 200, /date 12-11/],
      [GROUNDED.replace('Councilor Bellis', 'Councilor Johnson'), 200, /names "Councilor Johnson"/],
      ['The Council met in Executive Session. Every motion carried.', 200, /2 sentences/],
      [`- ${GROUNDED}`, 200, /not plain text/],
      [GROUNDED, 500, /HTTP 500/],
    ];
    for (const [content, status, reason] of cases) {
      const { result, summary } = await ingestWith(content, status);
      expect(result.summaryBy, content).toBe('extractive');
      expect(result.llmRejected, content).toMatch(reason);
      expect(summary, content).toContain('7 of 9 councilors present at roll call');
    }
  });
});

describe('summaryProblem', () => {
  const doc = 'The Helmerich Trust will donate a total of seven million dollars ($7,000,000.00) to the Gilcrease Museum on October 19, 2022.';

  it('accepts a figure written another way and a date the document prints', () => {
    const summary = 'The Council accepted a gift for the Gilcrease Museum. The Helmerich Trust will give $7 million. The agreement was signed on October 19, 2022.';
    expect(summaryProblem(summary, doc)).toBeNull();
  });

  it('rejects a figure, a date or a name the document does not contain', () => {
    const base = ['The Council accepted a gift for the Gilcrease Museum.', 'The Helmerich Trust will give $7 million.', 'It was signed on October 19, 2022.'];
    expect(summaryProblem(base.join(' ').replace('$7 million', '$8 million'), doc)).toMatch(/figure 8000000/);
    expect(summaryProblem(base.join(' ').replace('October 19', 'October 20'), doc)).toMatch(/date 10-20/);
    expect(summaryProblem(base.join(' ').replace('2022', '2023'), doc)).toMatch(/figure 2023/);
    expect(summaryProblem(base.join(' ').replace('Helmerich Trust', 'Kaiser Foundation'), doc)).toMatch(/Kaiser Foundation/);
  });
});

describe('approvalProblem', () => {
  const minutes = {
    items: [
      { item_number: '7.a', vote_result: 'continued' },
      { item_number: '7.b', vote_result: 'passed' },
      { item_number: '3', vote_result: null },
    ],
  } as unknown as ParsedMinutes;

  it('rejects a model that calls an item approved when the record continued it or decided nothing', () => {
    expect(approvalProblem('The Council approved the curfew ordinance (7.a) after a long debate.', minutes)).toMatch(/7\.a/);
    expect(approvalProblem('Item 3 passed without discussion.', minutes)).toMatch(/item 3/);
  });

  it('accepts approvals the record shows and figures that are no item numbers', () => {
    expect(approvalProblem('The Council approved 7.b, 9-0. It continued 7.a to September.', minutes)).toBeNull();
  });

  it('is conservative: one sentence that approves one item and names another not approved is rejected', () => {
    expect(approvalProblem('The Council approved 7.b and continued 7.a.', minutes)).not.toBeNull();
  });
});
