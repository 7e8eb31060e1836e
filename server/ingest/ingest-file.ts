/**
 * One PDF through the whole pipeline: checksum, text, parse, derive, store, save. Idempotent: the same bytes
 * are skipped; new bytes for a file name already ingested update that meeting in place (same id).
 */
import type { LlmSettings } from '../assistant/llm-engine.ts';
import type { AppDatabase } from '../db/database.ts';
import { saveMeeting } from '../repositories/meetings.ts';
import { buildMeetingInput } from './build-meeting.ts';
import { abstractiveSummary } from './llm-summary.ts';
import { checksumOf, storePdf } from './minutes-store.ts';
import { parseMinutes } from './parse-minutes.ts';
import { readPdfText, UnreadablePdfError } from './pdf-text.ts';
import type { TopicTerms } from './topics.ts';

/** What happened to one file. */
export interface IngestResult {
  file: string;
  status: 'created' | 'updated' | 'unchanged' | 'failed';
  meetingId: number | null;
  pages: number;
  items: number;
  votes: number;
  /** Stable reason code for failures (`html_page`, `encrypted`, ...). */
  code?: string;
  reason?: string;
  /** Who wrote the short summary: the LLM (checked against the document) or the offline summarizer. */
  summaryBy?: 'llm' | 'extractive';
  /** Why the LLM's summary was not used, when one was asked for. */
  llmRejected?: string;
}

export interface IngestContext {
  db: AppDatabase;
  dataDir: string;
  now: () => Date;
  topics: TopicTerms[];
  /** When set, an abstractive summary is asked of this LLM and used only if it passes the grounding checks. */
  llm?: LlmSettings | null;
}

/** Ingests the bytes of one minutes PDF named `fileName` (its base name is what is stored). */
export async function ingestPdf(ctx: IngestContext, fileName: string, bytes: Uint8Array): Promise<IngestResult> {
  const base = { file: fileName, meetingId: null, pages: 0, items: 0, votes: 0 };
  const checksum = checksumOf(bytes);
  const same = await ctx.db.selectFrom('meetings').select('id').where('source_checksum', '=', checksum).executeTakeFirst();
  if (same) {
    storePdf(ctx.dataDir, checksum, bytes);
    return { ...base, status: 'unchanged', meetingId: same.id };
  }
  try {
    const text = await readPdfText(bytes);
    const minutes = parseMinutes(text.pages, fileName);
    const input = buildMeetingInput(minutes, { fileName, checksum, topics: ctx.topics, pageCount: text.pages.length });
    const written: Pick<IngestResult, 'summaryBy' | 'llmRejected'> = {};
    // Only a meeting the offline summarizer could summarise has facts enough for a model to summarise.
    if (input.detailed_summary) {
      written.summaryBy = 'extractive';
      if (ctx.llm) {
        const llm = await abstractiveSummary(ctx.llm, minutes, input.title);
        if ('summary' in llm) {
          input.summary = llm.summary;
          written.summaryBy = 'llm';
        } else written.llmRejected = llm.rejected;
      }
    }
    storePdf(ctx.dataDir, checksum, bytes);
    const previous = await ctx.db.selectFrom('meetings').select('id').where('source_file', '=', fileName).executeTakeFirst();
    const counts = { pages: text.pages.length, items: input.agenda_items!.length, votes: input.voting_records!.length, ...written };
    try {
      const id = await saveMeeting(ctx.db, input, { now: ctx.now(), existingId: previous?.id });
      return { ...base, ...counts, status: previous ? 'updated' : 'created', meetingId: id };
    } catch (error) {
      // Another process saved the same bytes between our check and our insert: that is the same meeting.
      const winner = await ctx.db.selectFrom('meetings').select('id').where('source_checksum', '=', checksum).executeTakeFirst();
      if (winner) return { ...base, ...counts, status: 'unchanged', meetingId: winner.id };
      throw error;
    }
  } catch (error) {
    if (error instanceof UnreadablePdfError) return { ...base, status: 'failed', code: error.code, reason: error.message };
    return { ...base, status: 'failed', code: 'parse_error', reason: (error as Error).message };
  }
}
