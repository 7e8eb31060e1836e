/**
 * The public data status: for each source the sync reads, when it last answered a real request and what it
 * answered, when it last failed and why, and whether it is current; the last pass; the newest agenda and minutes.
 * Only a request really made counts: a pass that asked a source nothing (nothing awaited its answer, or the
 * network was down) says "not checked since", never "current" (issue 50).
 */
import type { DataSourceStatus, DataStatus } from '#contract/data-status.ts';
import type { AppDatabase } from '../db/database.ts';
import type { ListingSource, SourceOutcome } from '../ingest/connector/sync-listings.ts';
import type { SyncPassReport } from './sync-pass.ts';
import { listedMeetings } from '../meetings/public-record.ts';
import { documentsHeld } from '../ingest/pipeline/held-documents.ts';

/** Passes looked at to find each source's last success and last error. */
const PASSES_READ = 200;

async function newest(db: AppDatabase, documentType: 'agenda' | 'minutes') {
  const row = await db
    .selectFrom(listedMeetings(db))
    .select(['id', 'title', 'meeting_date'])
    .where('document_type', '=', documentType)
    // Read from a document of the city's (not a meeting entered by hand or a demo).
    .where('source_checksum', 'is not', null)
    .orderBy('meeting_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { meeting_id: row.id, title: row.title, meeting_date: row.meeting_date } : null;
}

/** The documents a pass could not read, named with the reason ingestion gave ("a partial pass" alone says too little). */
function failedDocuments(report: string): { url: string; reason: string }[] {
  const documents = (JSON.parse(report) as Partial<SyncPassReport>).documents ?? [];
  return documents.filter((d) => d.status === 'failed').map((d) => ({ url: d.url, reason: d.reason ?? 'could not be read' }));
}

/**
 * Requests a recorded outcome stands for. Reports written before requests were counted: a listing was always
 * fetched; the archive and the item links asked nothing when nothing awaited minutes, so only what they found
 * proves a request.
 */
function requestsOf(kind: ListingSource['kind'], seen: Partial<SourceOutcome>): number {
  if (seen.requests !== undefined) return seen.requests;
  return kind === 'granicus' || kind === 'agenda_service' || !seen.ok || (seen.found ?? 0) > 0 ? 1 : 0;
}

interface Run {
  started_at: string;
  report: string;
}

/** What the passes, newest first, say of one source: its last answer, its last failure, when it was last asked. */
interface SourceHistory {
  success: { at: string; found: number } | null;
  failure: { at: string; error: string } | null;
  checkedAt: string | null;
  askedInLastPass: boolean | null;
}

function sourceHistory(source: ListingSource, runs: Run[]): SourceHistory {
  const history: SourceHistory = { success: null, failure: null, checkedAt: null, askedInLastPass: null };
  for (const run of runs) {
    const seen = (JSON.parse(run.report) as Partial<SyncPassReport>).sources?.find((s) => s.url === source.url);
    if (!seen) continue;
    const asked = requestsOf(source.kind, seen) > 0;
    history.askedInLastPass ??= asked;
    // A failure before any request (no data folder, the database) is still the source not answering.
    if (!seen.ok && !history.failure) history.failure = { at: run.started_at, error: seen.error ?? 'failed' };
    if (!asked) continue;
    history.checkedAt ??= run.started_at;
    if (seen.ok && !history.success) history.success = { at: run.started_at, found: seen.found ?? 0 };
    if (history.success && history.failure) break;
  }
  return history;
}

/** The state the history puts a source in, and the reason when it is not current. */
function stateOf({ success, failure, askedInLastPass }: SourceHistory, staleBefore: string): { state: DataSourceStatus['state']; reason: string | null } {
  const lastAnswerFailed = failure !== null && (success === null || failure.at > success.at);
  if (askedInLastPass === false && !lastAnswerFailed) return { state: 'not_checked', reason: null };
  if (success && !lastAnswerFailed && success.at >= staleBefore) return { state: 'current', reason: null };
  if (failure && lastAnswerFailed) return { state: 'not_current', reason: failure.error };
  return { state: 'not_current', reason: success ? `no answer since ${success.at}` : 'never answered' };
}

/** One source's freshness, from the passes newest first. */
function sourceStatus(source: ListingSource, runs: Run[], staleBefore: string): DataSourceStatus {
  const history = sourceHistory(source, runs);
  const { state, reason } = stateOf(history, staleBefore);
  return {
    url: source.url,
    kind: source.kind,
    last_success_at: history.success?.at ?? null,
    meetings_listed: history.success?.found ?? null,
    last_error_at: history.failure?.at ?? null,
    last_error: history.failure?.error ?? null,
    last_checked_at: history.checkedAt,
    state,
    reason,
    stale: state === 'not_current',
  };
}

export async function getDataStatus(
  db: AppDatabase,
  options: { sources: ListingSource[]; syncEnabled: boolean; intervalMinutes: number; now: Date },
): Promise<DataStatus> {
  const runs = await db.selectFrom('sync_runs').select(['started_at', 'finished_at', 'status', 'report']).orderBy('id', 'desc').limit(PASSES_READ).execute();
  const staleBefore = new Date(options.now.getTime() - 2 * options.intervalMinutes * 60 * 1000).toISOString();
  const sources = options.sources.map((source) => sourceStatus(source, runs, staleBefore));
  const last = runs[0];
  return {
    sync_enabled: options.syncEnabled,
    interval_minutes: options.intervalMinutes,
    sources,
    last_pass: last
      ? {
          started_at: last.started_at,
          finished_at: last.finished_at,
          status: last.status as 'running' | 'ok' | 'partial' | 'failed',
          failed_documents: failedDocuments(last.report),
        }
      : null,
    held_documents: (await documentsHeld(db)).map((h) => ({ meeting_id: h.meeting_id, file_name: h.file_name, url: h.city_url, reason: h.reason, held_at: h.held_at })),
    newest_agenda: await newest(db, 'agenda'),
    newest_minutes: await newest(db, 'minutes'),
    stale: sources.some((s) => s.stale),
  };
}
