/** `POST /api/v1/chatbot/chat`: one question with the recent conversation; any non-success status throws. */
import { useMutation } from '@tanstack/react-query';
import type { ChatRequest, ChatResponse } from '#contract/chat.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** A reply can take a while with an LLM engine; past this the widget answers locally instead. */
const CHAT_TIMEOUT_MS = 30_000;

export function sendChatMessage(input: ChatRequest): Promise<ChatResponse> {
  return apiRequest<ChatResponse>('/chatbot/chat', { method: 'POST', body: input, timeoutMs: CHAT_TIMEOUT_MS });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
