/** The assistant domain: decorates `app.assistant`, which answers chat messages from the city's records. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Assistant, createAssistant } from './assistant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers one chat message from the records (with the LLM when one is configured). */
    assistant: Assistant;
  }
}

async function assistantDomain(app: FastifyInstance): Promise<void> {
  app.decorate(
    'assistant',
    createAssistant({ db: app.db, city: app.city, clock: app.clock, llm: app.llm, warn: (reason, err) => app.log.warn({ err }, reason) }),
  );
}

export const assistantPlugin = fp(assistantDomain, { name: 'assistant' });
