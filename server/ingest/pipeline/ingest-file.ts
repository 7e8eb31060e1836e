/**
 * One PDF through the whole pipeline: checksum, text, parse, derive, store, save. Minutes and agendas both: an
 * agenda makes an upcoming (or canceled) meeting, and the minutes later complete that same meeting. Idempotent:
 * the same bytes are skipped; a meeting is recognised by its identity (date and time, kind of meeting) or by the
 * file name it came from, so re-published bytes update it in place (same id) instead of making a second one.
 */
import type { AppDatabase } from '../../db/database.ts';
import { recordMeetingSource } from '../../meetings/meeting-sources.ts';
import { type MeetingInput, saveMeeting } from '../../meetings/meeting-store.ts';
import { noteRecordChange } from '../../meetings/record-changes.ts';
import { buildAgendaInput } from './build-agenda.ts';
import { heldDocument, holdDocument, holdReason, itemsOnRecord } from './held-documents.ts';
import { buildMeetingInput } from './build-meeting.ts';
import { abstractiveSummary } from '../summaries/llm-summary.ts';
import { checksumOf, storePdf } from '../stored-pdfs/minutes-store.ts';
import { ingestScheduleNotice } from './ingest-schedule-notice.ts';
import { isAgendaText, parseAgenda } from '../agenda-parser/parse-agenda.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { PdfReadingStopped, readPdfText, UnreadablePdfError } from '../pdf-text/pdf-text.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';
import type { IngestContext, IngestResult } from './ingest-types.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

export type { IngestContext, IngestResult } from './ingest-types.ts';

/**
 * Ingests the bytes of one minutes PDF named `fileName` (its base name is what is stored); `cityUrl` is the address
 * they were downloaded from, kept as the meeting's link to the city's copy (none for a local file).
 */
export async function ingestPdf(ctx: IngestContext, fileName: string, bytes: Uint8Array, cityUrl: string | null = null): Promise<IngestResult> {
  const base = { file: fileName, meetingId: null, pages: 0, items: 0, votes: 0 };
  const checksum = checksumOf(bytes);
  const same = await knownSource(ctx.db, checksum);
  if (same) {
    storePdf(ctx.dataDir, checksum, bytes);
    return { ...base, status: 'unchanged', meetingId: same.meeting_id };
  }
  const held = await heldDocument(ctx.db, checksum);
  if (held) return { ...base, status: 'held', meetingId: held.meeting_id, code: 'held', reason: held.reason };
  try {
    const text = await readPdfText(bytes);
    const firstPage = (text.pages[0] ?? []).map((l) => l.text).join(' ');
    if (isAgendaText(firstPage, ctx.city.config)) return await linkCityCopy(ctx.db, await ingestAgenda(ctx, { fileName, bytes, checksum, cityUrl }, text.pages), 'city_agenda_url', cityUrl);
    const minutes = parseMinutes(text.pages, fileName);
    const input = buildMeetingInput(minutes, { city: ctx.city, fileName, checksum, topics: ctx.topics, pageCount: text.pages.length });
    const written: Pick<IngestResult, 'summaryBy' | 'llmRejected'> = {};
    // Only a meeting the offline summarizer could summarise has facts enough for a model to summarise.
    if (input.detailed_summary) {
      written.summaryBy = 'extractive';
      if (ctx.llm && ctx.llmBudget && !(await ctx.llmBudget())) {
        written.llmRejected = 'the hour’s budget of model calls is spent; the offline summary is kept';
      } else if (ctx.llm) {
        const llm = await abstractiveSummary(ctx.llm, minutes, input.title);
        if ('summary' in llm) {
          input.summary = llm.summary;
          written.summaryBy = 'llm';
        } else written.llmRejected = llm.rejected;
      }
    }
    storePdf(ctx.dataDir, checksum, bytes);
    const previous = await previousMeeting(ctx.db, fileName, input);
    // The minutes complete the meeting its agenda announced: the agenda stays linked.
    if (previous?.agenda_url && !input.agenda_url) input.agenda_url = previous.agenda_url;
    const counts = { pages: text.pages.length, items: input.agenda_items!.length, votes: input.voting_records!.length, ...written };
    const hold = previous ? await holdIfThin(ctx, { fileName, checksum, cityUrl }, 'minutes', input, previous) : null;
    if (hold) return { ...base, ...counts, ...hold };
    try {
      const id = await saveMeeting(ctx.db, input, { now: ctx.now(), existingId: previous?.id, city: ctx.city });
      return await linkCityCopy(ctx.db, { ...base, ...counts, status: previous ? 'updated' : 'created', meetingId: id }, 'city_minutes_url', cityUrl);
    } catch (error) {
      // Another process saved the same bytes between our check and our insert: that is the same meeting.
      const winner = await knownSource(ctx.db, checksum);
      if (winner) return { ...base, ...counts, status: 'unchanged', meetingId: winner.meeting_id };
      throw error;
    }
  } catch (error) {
    if (error instanceof UnreadablePdfError) return { ...base, status: 'failed', code: error.code, reason: error.message };
    // A shutdown is no fault of the document: the job fails and runs again, nothing is recorded against the file.
    if (error instanceof PdfReadingStopped) throw error;
    return { ...base, status: 'failed', code: 'parse_error', reason: (error as Error).message };
  }
}

/** The document and where it came from. */
interface DocumentRead {
  fileName: string;
  checksum: string;
  cityUrl: string | null;
}

/**
 * Holds the document instead of letting it replace the meeting's record when it reads as no items or far fewer
 * than the record holds (held-documents.ts); null when it may be read in.
 */
async function holdIfThin(
  ctx: IngestContext,
  doc: DocumentRead,
  kind: 'agenda' | 'minutes',
  input: MeetingInput,
  previous: { id: number; meeting_date: string; meeting_type: string },
): Promise<Pick<IngestResult, 'status' | 'meetingId' | 'code' | 'reason'> | null> {
  const meetingId = previous.id;
  const sameSitting = previous.meeting_date === input.meeting_date && previous.meeting_type === input.meeting_type;
  const reason = holdReason(kind, input.agenda_items!.length, await itemsOnRecord(ctx.db, meetingId), sameSitting);
  if (!reason) return null;
  await holdDocument(ctx.db, { checksum: doc.checksum, meetingId, fileName: doc.fileName, cityUrl: doc.cityUrl, reason, now: ctx.now() });
  return { status: 'held', meetingId, code: 'held', reason };
}

/**
 * Records where the city publishes the document just read (the URL it was downloaded from) on its meeting. A
 * document read from a file changes nothing: a link the sync stored earlier stays, and none is made up.
 */
async function linkCityCopy(db: AppDatabase, result: IngestResult, column: 'city_agenda_url' | 'city_minutes_url', cityUrl: string | null): Promise<IngestResult> {
  if (cityUrl && result.meetingId !== null && result.status !== 'failed' && result.status !== 'held') {
    await db.updateTable('meetings').set({ [column]: cityUrl }).where('id', '=', result.meetingId).execute();
  }
  return result;
}

/**
 * The meeting these bytes were already read into, if any: every document a meeting was read from is kept
 * (migration 030), so a second PDF of the same meeting is not taken for new bytes on each re-read of the folder.
 */
function knownSource(db: AppDatabase, checksum: string) {
  return db.selectFrom('meeting_sources').select('meeting_id').where('checksum', '=', checksum).executeTakeFirst();
}

/**
 * The meeting this document updates: the one read from the same file, else the one recorded for the same date,
 * time and kind of meeting (decision 010); undefined for a new meeting.
 */
async function previousMeeting(db: AppDatabase, fileName: string, input: MeetingInput) {
  const columns = ['id', 'agenda_url', 'document_type', 'meeting_date', 'meeting_type'] as const;
  return (
    (await db.selectFrom(meetingsIncludingDemo(db)).select(columns).where('source_file', '=', fileName).executeTakeFirst()) ??
    (await db
      .selectFrom(meetingsIncludingDemo(db))
      .select(columns)
      .where('meeting_date', '=', input.meeting_date)
      .where('meeting_type', '=', input.meeting_type)
      .orderBy('id')
      .executeTakeFirst())
  );
}

/**
 * An agenda: a new upcoming meeting, a revised agenda (addendum, new packet) for one already announced (by an
 * agenda or by the notice of the year's meetings: the same row, no longer marked announced), or a
 * cancellation. It never overwrites minutes: once the minutes are in, a late agenda only adds its link.
 */
async function ingestAgenda(ctx: IngestContext, doc: DocumentRead & { bytes: Uint8Array }, pages: TextLine[][]): Promise<IngestResult> {
  const { fileName, bytes, checksum } = doc;
  const base = { file: fileName, meetingId: null, pages: pages.length, items: 0, votes: 0 };
  const agenda = parseAgenda(pages, ctx.city.config);
  // The notice of the year's meeting dates is no agenda of one meeting: it announces many (no PDF kept, none linked).
  if (agenda.kind === 'schedule_notice') return ingestScheduleNotice(ctx, fileName, checksum, pages);
  const input = buildAgendaInput(agenda, { city: ctx.city, fileName, checksum, topics: ctx.topics });
  // An agenda read after its meeting's time (a first sync of the archive reaches back years) stays scheduled: the
  // one time-state rule (meeting-time-state.ts) tells it as awaiting minutes, never Upcoming, and never as held
  // before its minutes say so; its minutes are searched for.
  storePdf(ctx.dataDir, checksum, bytes);
  const previous = await previousMeeting(ctx.db, fileName, input);
  const counts = { pages: pages.length, items: input.agenda_items!.length };
  if (previous?.document_type === 'minutes') {
    const meetingId = previous.id;
    await ctx.db.transaction().execute(async (trx) => {
      if (!previous.agenda_url) {
        await trx.updateTable('meetings').set({ agenda_url: input.agenda_url! }).where('id', '=', meetingId).execute();
        await noteRecordChange(ctx.db, ctx.now(), trx);
      }
      await recordMeetingSource(trx, { checksum, meetingId, fileName, readAt: ctx.now().toISOString() });
    });
    return { ...base, ...counts, status: 'unchanged', meetingId: previous.id };
  }
  // A cancellation notice lists no items by nature; an agenda that reads as none (or far fewer) empties nothing.
  const hold = previous && agenda.kind !== 'cancellation' ? await holdIfThin(ctx, doc, 'agenda', input, previous) : null;
  if (hold) return { ...base, ...counts, ...hold };
  const id = await saveMeeting(ctx.db, input, { now: ctx.now(), existingId: previous?.id, city: ctx.city });
  return { ...base, ...counts, status: previous ? 'updated' : 'created', meetingId: id };
}
