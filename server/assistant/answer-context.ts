/** What every composer of the offline engine receives and returns. */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { ChatReplyKind, ChatSource } from '#contract/chat.ts';
import type { Database } from '../db/schema.ts';
import type { Question } from './intents.ts';
import type { Catalog } from './records.ts';
import type { RetrievedRecord } from './sources.ts';
import type { Wording } from './wording.ts';

export interface AnswerContext {
  db: Kysely<Database>;
  /** The city the assistant answers for. */
  city: CityContext;
  catalog: Catalog;
  now: Date;
  question: Question;
  /** The reply language's own sentences. */
  say: Wording;
}

/**
 * A composed reply: the markdown text, the sources it links, and the records behind it (what the LLM engine
 * may rephrase; a superset of the sources).
 */
export interface Draft {
  kind: ChatReplyKind;
  response: string;
  sources: ChatSource[];
  records: RetrievedRecord[];
}

/** A draft whose sources are exactly its records' sources, de-duplicated in order. */
export function draft(kind: ChatReplyKind, response: string, records: RetrievedRecord[], extra: ChatSource[] = []): Draft {
  const sources: ChatSource[] = [];
  for (const s of [...records.map((r) => r.source), ...extra]) {
    if (!sources.some((x) => x.type === s.type && x.id === s.id)) sources.push(s);
  }
  return { kind, response, sources, records };
}
