/**
 * The LLM composer: any OpenAI-compatible `/chat/completions` endpoint (`LLM_BASE_URL`, `LLM_API_KEY`,
 * `LLM_MODEL`). The prompt hands over only what the resident wrote and who they write to, and forbids facts
 * beyond those; the answer must be JSON `{subject, body}` or it is rejected (the caller then falls back).
 */
import { z } from 'zod';
import type { Language } from '#contract/languages.ts';
import type { ComposedEmail } from '#contract/representatives.ts';
import type { CityConfig } from '#contract/city.ts';
import { chatCompletion, type LlmSettings } from '../lib/llm-client.ts';
import { type ComposeRequest, districtOf } from './email-composer.ts';

export const LLM_TIMEOUT_MS = 20_000;

export type { LlmSettings } from '../lib/llm-client.ts';

const TONE_GUIDE = {
  friendly: 'warm and neighborly, short paragraphs, sign off with "Thanks,"',
  formal: 'formal and respectful, complete sentences, a numbered or clear request, sign off with "Respectfully,"',
  urgent: 'direct and pressing but civil, short, states that prompt action is needed, sign off with "Thank you,"',
} as const;

/** Made for the city the app serves (decision 020). */
const systemPrompt = (city: CityConfig) => [
  `You draft emails from a resident of ${city.name}, ${city.state} to their local elected officials.`,
  'Use ONLY the facts the resident gave: their concern, their address and district, and the recipients.',
  'Never invent figures, dates, names, places, laws, meetings or events. Do not claim anything was promised.',
  "Restate the resident's concern faithfully, ask for one specific action (a reply, a named next step, or",
  'placing the matter on a council agenda), and keep it under 300 words.',
  'Write the subject and the body in the language named by "letter_language"; in Spanish, use plain, respectful',
  'Latin American Spanish with "usted" ("ustedes" for several recipients), and the sign-off in Spanish.',
  'Answer with a JSON object only: {"subject": "...", "body": "..."} (body as plain text with \\n line breaks).',
].join(' ');

/** The letter's language as the prompt names it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

const emailSchema = z.object({ subject: z.string().trim().min(1).max(300), body: z.string().trim().min(20).max(10_000) });

/** Asks the model for a draft; throws when it cannot get a usable one. */
export async function composeWithLlm(city: CityConfig, settings: LlmSettings, request: ComposeRequest): Promise<ComposedEmail> {
  const district = districtOf(request.representatives);
  const facts = {
    letter_language: LANGUAGE_NAMES[request.language ?? 'en'],
    tone: `${request.tone}: ${TONE_GUIDE[request.tone]}`,
    resident_concern: request.issue,
    resident_address: request.address || null,
    resident_district: district ? `District ${district}` : null,
    resident_name: request.sender_name || null,
    recipients: request.representatives.map((r) => `${r.name} (${r.position})`),
  };
  const content = await chatCompletion(
    settings,
    [
      { role: 'system', content: systemPrompt(city) },
      { role: 'user', content: JSON.stringify(facts) },
    ],
    { temperature: 0.3, defaultTimeoutMs: LLM_TIMEOUT_MS },
  );
  // Models wrap JSON in prose or code fences now and then: read the outermost object.
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
  const email = emailSchema.parse(JSON.parse(json));
  return { subject: email.subject, body: email.body, engine: 'llm' };
}
