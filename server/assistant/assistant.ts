/**
 * The assistant: one interface, two engines. The offline engine always runs (it decides scope and finds the
 * records); when an LLM is configured it rewrites in-scope answers from those records only, and its answer is
 * used only if it passes the check against the sources. Any LLM failure falls back to the offline answer.
 * Conversations are not stored: history arrives with each request and is capped here.
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { CHAT_LIMITS, type ChatHistoryEntry, type ChatResponse } from '#contract/chat.ts';
import type { Language } from '#contract/languages.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Draft } from './answer-context.ts';
import { checkAgainstSources } from './grounding.ts';
import { type LlmSettings, NO_ANSWER, askLlm } from './llm-engine.ts';
import { composeOffline } from './offline-engine.ts';
import { inLanguage, wordingFor } from './wording.ts';

export interface AssistantDeps {
  db: Kysely<Database>;
  /** The city the assistant answers for. */
  city: CityContext;
  clock: Clock;
  llm: LlmSettings | null;
  /** Told why an LLM answer was not used. */
  warn?: (reason: string, error?: unknown) => void;
}

export interface Assistant {
  /**
   * Answers in `language` (default English); quoted record content stays in English. `mayCallLlm` is asked just
   * before a model call (the caller's cost budget): false answers from the records alone (`engine: 'offline'`).
   */
  reply(message: string, history: ChatHistoryEntry[], language?: Language, mayCallLlm?: () => Promise<boolean>): Promise<ChatResponse>;
}

function fromDraft(d: Draft): ChatResponse {
  return { response: d.response, sources: d.sources, success: true, kind: d.kind, engine: 'offline' };
}

export function createAssistant(deps: AssistantDeps): Assistant {
  return {
    async reply(message, fullHistory, language = 'en', mayCallLlm) {
      const history = fullHistory.slice(-CHAT_LIMITS.historyTurns);
      const offline = await composeOffline({ db: deps.db, city: deps.city, now: deps.clock.now() }, message, history, language);
      if (!deps.llm || offline.kind !== 'answer' || offline.records.length === 0) return fromDraft(offline);
      // Counted only when the model would really be called, so greetings and refusals spend nothing.
      if (mayCallLlm && !(await mayCallLlm())) return { ...fromDraft(offline), budget_spent: true };
      try {
        const answer = await askLlm(deps.llm, deps.city.config, message, history, offline.records, language);
        if (answer.includes(NO_ANSWER)) {
          deps.warn?.('LLM found no answer in records the offline engine answered from; used the offline answer');
          return fromDraft(offline);
        }
        const checked = checkAgainstSources(answer, offline.records, message, deps.city.config);
        if (!checked.ok) {
          deps.warn?.(`LLM answer rejected: ${checked.reason}`);
          return fromDraft(offline);
        }
        const reply = inLanguage(wordingFor(language, deps.city.config), { response: checked.response, sources: checked.sources });
        return { ...reply, success: true, kind: 'answer', engine: 'llm' };
      } catch (error) {
        deps.warn?.('LLM unavailable; used the offline answer', error);
        return fromDraft(offline);
      }
    },
  };
}
