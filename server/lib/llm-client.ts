/**
 * The one call to an OpenAI-compatible `/chat/completions` endpoint (`LLM_BASE_URL`, `LLM_API_KEY`,
 * `LLM_MODEL`), shared by the assistant, the email composer and the minutes summarizer. Each caller owns its
 * prompt and checks the answer against its sources; this only sends and reads the first choice's text.
 */
import { z } from 'zod';
import type { AppConfig } from '../config.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The settings from configuration, or null when no LLM is configured. */
export function llmSettingsFrom(config: Pick<AppConfig, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>): LlmSettings | null {
  return config.LLM_BASE_URL ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL } : null;
}

/** Sends the messages; returns the answer's text. Throws on a timeout, an HTTP error or an unexpected body. */
export async function chatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
  options: { temperature: number; maxTokens?: number; defaultTimeoutMs: number },
): Promise<string> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model ?? 'default',
      temperature: options.temperature,
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
      messages,
    }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? options.defaultTimeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  return answerSchema.parse(await response.json()).choices[0]!.message.content;
}
