/**
 * The assistant's API (spec §3 Chat message and Chat request, §9 panel size) and the limits that guard it.
 * `POST /api/v1/chatbot/chat` takes `{message, conversation_history, language}` and answers `{response, sources, success}`.
 */
import { z } from 'zod';
import { languageSchema } from './language-schema.ts';

/** Limits of the chat, shared by the widget and the server. */
export const CHAT_LIMITS = {
  /** A longer message is refused with a 400. */
  messageMaxLength: 2_000,
  /** Only the last 10 turns of history are read; older ones are dropped before anything looks at them. */
  historyTurns: 10,
  /** More history entries than this is abuse, not a conversation: 400. */
  historyMaxEntries: 200,
  /** A bot reply can be long; a history entry beyond this is cut. */
  historyEntryMaxLength: 8_000,
} as const;

/** Who wrote a message. */
export const chatSenderSchema = z.enum(['user', 'bot']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** One earlier turn of the conversation, as the widget keeps it. */
export const chatHistoryEntrySchema = z.object({
  text: z.string().transform((t) => t.slice(0, CHAT_LIMITS.historyEntryMaxLength)),
  sender: chatSenderSchema,
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/** `POST /api/v1/chatbot/chat` body. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a message.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_LIMITS.messageMaxLength, 'Messages are limited to 2,000 characters.'),
  conversation_history: z.array(chatHistoryEntrySchema).max(CHAT_LIMITS.historyMaxEntries).default([]),
  /**
   * The language of the page the resident is on: the assistant replies in it (greeting, refusals, its own
   * sentences); what it quotes from the records stays in English and is labelled so. Optional, default English.
   */
  language: languageSchema.default('en'),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** Kinds of record an answer can cite. `page` is a page of this product (how alerts work, the district finder...). */
export const CHAT_SOURCE_TYPES = ['meeting', 'councilor', 'organization', 'campaign', 'topic', 'page'] as const;
export const chatSourceTypeSchema = z.enum(CHAT_SOURCE_TYPES);
export type ChatSourceType = z.infer<typeof chatSourceTypeSchema>;

/** A record an answer relies on, with the product page that shows it. */
export const chatSourceSchema = z.object({
  type: chatSourceTypeSchema,
  /** The record's id as text: a meeting or campaign id, an organization slug, a district number, a topic slug, a page key. */
  id: z.string(),
  title: z.string(),
  /** A path of this site, e.g. `/meetings/12`. */
  url: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/**
 * What kind of reply it is: an answer from the records, nothing found, a refusal (off-topic), a pointer to
 * another government (other city, county, state, federal), a question back (e.g. for an address), a greeting.
 */
export const CHAT_REPLY_KINDS = ['answer', 'not_found', 'refusal', 'redirect', 'clarify', 'greeting'] as const;
export const chatReplyKindSchema = z.enum(CHAT_REPLY_KINDS);
export type ChatReplyKind = z.infer<typeof chatReplyKindSchema>;

/** `POST /api/v1/chatbot/chat` answer. */
export const chatResponseSchema = z.object({
  /** The reply as markdown; links point to the sources. */
  response: z.string(),
  /** The records the reply relies on; empty when it relies on none. */
  sources: z.array(chatSourceSchema),
  /** False only when the assistant could not produce a reply at all (the widget then uses its local fallback). */
  success: z.boolean(),
  kind: chatReplyKindSchema,
  /** Which engine wrote the reply. */
  engine: z.enum(['offline', 'llm']),
  /**
   * True when a model would have written this answer but its hourly budget is spent (per network, per account or
   * for the site): the answer then comes from the records alone, and the widget says so (issue 35).
   */
  budget_spent: z.boolean().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
