/**
 * The assistant, mounted at /api/v1/chatbot: `POST /chat` answers one message from the city's records.
 * Rate-limited per network (each reply runs several searches); LLM calls within their own budget; nothing is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema } from '#contract/chat.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { spendLlmBudget } from '../../lib/llm-budget.ts';

/** Per-IP limits: a burst for a lively conversation, and an hourly ceiling against scripted use. */
export const CHAT_RATE_LIMITS = {
  perIpMinute: { limit: 20, windowMs: 60 * 1000 },
  perIpHour: { limit: 200, windowMs: 60 * 60 * 1000 },
} as const;

export const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat',
    {
      schema: {
        tags: ['chatbot'],
        summary: 'Ask the civic assistant a question about the city’s local government',
        security: [],
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { perIpMinute, perIpHour } = CHAT_RATE_LIMITS;
      await app.rateLimiter.enforce(reply, `chat:min:${clientNetwork(request.ip)}`, perIpMinute.limit, perIpMinute.windowMs);
      await app.rateLimiter.enforce(reply, `chat:hour:${clientNetwork(request.ip)}`, perIpHour.limit, perIpHour.windowMs);
      // Conversations are not stored, and messages are not logged: they can hold addresses and names.
      // The model only within its cost budget (server/lib/llm-budget.ts); past it the records answer alone.
      const { message, conversation_history: history, language } = request.body;
      return app.assistant.reply(message, history, language, () => spendLlmBudget(app.rateLimiter.store, request, 'assistant'));
    },
  );
};
