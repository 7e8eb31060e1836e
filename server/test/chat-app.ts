/**
 * The app the assistant's chat tests ask: the seeded city with its demo meetings (so "the next meeting" has one
 * ahead to answer from), the offline engine, the clock at TEST_NOW. Call it at a test file's top level: it boots
 * the app in beforeAll and closes it in afterAll. Usage: `const seeded = seededChatApp(); ... await
 * seeded.chat({ message })`, and `seeded.ctx` for the database.
 */
import { expect } from 'vitest';
import type { ChatRequest, ChatResponse } from '#contract/chat.ts';
import { seedAll } from '../seed/seed.ts';
import { bootedPerFile } from './booted-per-file.ts';
import { createTestApp, TEST_NOW, type TestApp } from './test-app.ts';

export interface SeededChatApp {
  /** The booted app; read it inside tests and hooks, once beforeAll has run. */
  readonly ctx: TestApp;
  /** POSTs one question and expects a 200; each from its own address, so the chat's rate limit never bites. */
  chat(payload: ChatRequest): Promise<ChatResponse>;
}

export function seededChatApp(): SeededChatApp {
  let asked = 0;
  const ctx = bootedPerFile('seededChatApp', async () => {
    const booted = await createTestApp();
    await seedAll(booted.db, { city: booted.app.city, now: new Date(TEST_NOW), demoMeetings: true });
    return booted;
  });
  return {
    get ctx() {
      return ctx();
    },
    async chat(payload) {
      asked++;
      const remoteAddress = `10.9.${Math.floor(asked / 250)}.${(asked % 250) + 1}`;
      const res = await ctx().app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload, remoteAddress });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatResponse>();
    },
  };
}
