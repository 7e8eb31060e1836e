/**
 * The server's assistant and the browser's fallback reply agree on what is civic (decision 017): the same
 * questions, asked of the real chat endpoint on the seeded city and of the fallback the widget shows when that
 * endpoint cannot be reached, get the same verdict. Includes the questions residents were refused before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import type { ChatResponse } from '#contract/chat.ts';
import { fallbackKind } from '#web/features/chat/lib/fallback-reply.ts';
import { seedAll } from '../seed/seed.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';

// The test app serves the default city: the fallback is asked about the same one.
const city = cityContext(DEFAULT_CITY_ID).config;

const CIVIC = [
  'How do I report a pothole?',
  'How much did the city spend on the BOK Center?',
  'What has Tulsa spent on the BOK Center?',
  'When is the next city council meeting?',
  'Who is my councilor?',
  'What local campaigns can I join?',
  'How do I get a notification about zoning hearings?',
  'What is the city doing about homelessness?',
  'Is there an election coming up for mayor?',
  'My trash pickup was missed this week',
  // Spanish (issue #20), with and without accents
  '¿Cómo reporto un bache?',
  '¿Cuándo es la próxima reunión del concejo?',
  'cuando es la proxima reunion del concejo',
  '¿Quién es mi concejal?',
  '¿Qué votó el concejo sobre la zonificación?',
  '¿Cuánto gastó la ciudad en el BOK Center?',
];
const NOT_CIVIC = [
  'Can you give me a recipe for chocolate chip cookies?',
  'Who won the Super Bowl last year?',
  "What's a good pizza place in Tulsa?",
  'Write me a poem about autumn.',
  'What is the capital of France?',
  'Help me debug my Python code.',
  "What's the price of bitcoin today?",
  'Who is the governor of Oklahoma?',
  'Who is the mayor of Oklahoma City?',
  'Dame una receta de galletas de chocolate.',
  '¿Cuál es un buen restaurante de pizza en Tulsa?',
  '¿Quién es el gobernador de Oklahoma?',
];
const GREETINGS = ['hello', 'Thanks!', '¡Hola!', 'Muchas gracias'];

type Verdict = 'civic' | 'not civic' | 'greeting';

let ctx: TestApp;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedAll(ctx.db, { city: ctx.app.city, now: new Date(TEST_NOW) });
});
afterAll(() => ctx.close());

async function serverVerdict(message: string): Promise<Verdict> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/chatbot/chat',
    payload: { message, conversation_history: [] },
    remoteAddress: `10.9.0.${++ip}`,
  });
  expect(res.statusCode).toBe(200);
  const { kind } = res.json<ChatResponse>();
  if (kind === 'greeting') return 'greeting';
  return kind === 'refusal' || kind === 'redirect' ? 'not civic' : 'civic';
}

function browserVerdict(message: string): Verdict {
  const kind = fallbackKind(message, city, city.serviceRequests !== null);
  if (kind === 'greeting') return 'greeting';
  return kind === 'offTopic' ? 'not civic' : 'civic';
}

describe('what is civic, on the server and in the browser fallback', () => {
  it.each([
    ...CIVIC.map((q) => [q, 'civic'] as const),
    ...NOT_CIVIC.map((q) => [q, 'not civic'] as const),
    ...GREETINGS.map((q) => [q, 'greeting'] as const),
  ])('%s: %s on both sides', async (question, expected) => {
    expect(await serverVerdict(question)).toBe(expected);
    expect(browserVerdict(question)).toBe(expected);
  });

  it('every spec §8 civic keyword makes a question civic on both sides', async () => {
    const keywords = ['Tulsa', 'city', 'council', 'meeting', 'campaign', 'civic', 'government', 'local', 'mayor', 'election', 'petition', 'notification'];
    for (const word of keywords) {
      const question = `Tell me something about the ${word} please`;
      expect([await serverVerdict(question), browserVerdict(question)], word).toEqual(['civic', 'civic']);
    }
  });

  it('the fallback points a problem to report to the city service line, and refuses what is not civic', () => {
    expect(fallbackKind('How do I report a pothole?', city, true)).toBe('serviceRequest');
    expect(fallbackKind('How do I report a pothole?', city, false)).toBe('generic');
    expect(fallbackKind('How much did the city spend on the BOK Center?', city, true)).toBe('generic');
    expect(fallbackKind('Tell me a joke', city, true)).toBe('offTopic');
  });
});
