/**
 * The meeting summary a reply quotes, in the reply's language where the record gives one (issue 48): a Spanish
 * reply quotes the Spanish summary the Spanish meeting page shows (built from the record, never translated,
 * server/plain/stored-summaries-es.ts); where none exists it quotes the English one, which the reply's
 * `recordNote` labels.
 */
import type { AnswerContext } from './answer-context.ts';
import type { MeetingRecord } from './records.ts';
import { type HeldState, storedSpanishSummaries } from '../plain/stored-summaries-es.ts';

export interface QuotedSummary {
  text: string;
  /** True when the text is the English record's (a Spanish reply then needs its note). */
  english: boolean;
}

/** What the record itself shows of a meeting: only minutes in, a cancellation or a postponement say enough. */
function recordedState(m: MeetingRecord): HeldState | null {
  if (m.status === 'completed') return 'held';
  return m.status === 'cancelled' || m.status === 'postponed' ? m.status : null;
}

/** Each meeting's summary to quote, by id; a meeting with none in either language is absent. */
export async function summariesToQuote(ctx: AnswerContext, meetings: MeetingRecord[]): Promise<Map<number, QuotedSummary>> {
  const spanishReply = ctx.say.locale !== 'en-US';
  const wanted = spanishReply ? meetings.flatMap((m) => { const held = recordedState(m); return held ? [{ id: m.id, held }] : []; }) : [];
  const spanish = await storedSpanishSummaries(ctx.db, ctx.city, wanted);
  const quoted = new Map<number, QuotedSummary>();
  for (const m of meetings) {
    const es = spanish.get(m.id);
    if (es) quoted.set(m.id, { text: es, english: false });
    else if (m.summary) quoted.set(m.id, { text: m.summary, english: true });
  }
  return quoted;
}

/** The note a reply needs before its quotes: only when one of them is the English record in a Spanish reply. */
export const noteFor = (ctx: AnswerContext, quotes: QuotedSummary[], otherEnglish = false) =>
  quotes.some((q) => q.english) || otherEnglish ? ctx.say.recordNote : '';
