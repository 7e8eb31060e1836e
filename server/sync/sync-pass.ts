/**
 * One pass over the city's sources: read the listings (new meetings, agenda and minutes links), then fetch and
 * ingest the documents that may hold news: minutes not yet read, and the agendas of meetings still to come (a
 * revised agenda or an addendum has new bytes; the same bytes are skipped by checksum). A source that fails or
 * answers with something unparseable changes nothing and is reported. Every pass is recorded in `sync_runs`.
 * One pass at a time across processes: a pass holds the lease in `sync_lease` while it runs.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { CityConfig } from '#contract/city.ts';
import { zonedDate } from '#contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';
import { type ListingSource, syncListings, type FetchText, type SourceOutcome } from '../ingest/connector/sync-listings.ts';
import type { IngestContext, IngestResult } from '../ingest/pipeline/ingest-file.ts';
import { type IngestProgress, runIngest } from '../ingest/runs/run-ingest.ts';
import { sourceNameOf } from '../ingest/runs/sources.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/** What one pass did; stored as the run's report. */
export interface SyncPassReport {
  sources: SourceOutcome[];
  meetingsCreated: number;
  meetingsUpdated: number;
  documents: { url: string; status: IngestResult['status']; meetingId: number | null; reason?: string }[];
  /** Set when another process held the lease and this pass did nothing. */
  skipped?: 'another sync is running';
  /** Set on a pass that never finished (its process ended), when the next pass marks it failed. */
  error?: string;
}

/** What a pass left "running" by a process that ended is marked with, by the next pass to take the lease. */
export const DIED_MIDWAY = 'the pass stopped before it finished (its process ended); marked failed by the next pass';

/**
 * Marks failed every pass still "running": the lease is ours, so none of them is (a process killed midway, or
 * stopped before it could record its end). Without this, /status said "still running" of it for ever.
 */
async function failPassesThatDied(db: AppDatabase, now: Date): Promise<void> {
  const report: SyncPassReport = { sources: [], meetingsCreated: 0, meetingsUpdated: 0, documents: [], error: DIED_MIDWAY };
  await db.updateTable('sync_runs').set({ status: 'failed', finished_at: now.toISOString(), report: JSON.stringify(report) }).where('status', '=', 'running').execute();
}

export interface SyncPassOptions {
  sources: ListingSource[];
  fetchText?: FetchText;
  /** How long the lease lasts without renewal: a pass renews it after each document, so a process killed
   *  midway holds up the next pass for at most this long. */
  leaseMs?: number;
  onProgress?: (p: IngestProgress) => void | Promise<void>;
  /** The token of the city's Legistar source, if it has one. */
  legistarToken?: string | undefined;
  /** How far back the Legistar source's read reaches (`YYYY-MM-DD`; `npm run sync -- --since`). */
  legistarSince?: string | undefined;
}

/** A document is fetched (60 s at most) and parsed well within this; the lease is renewed after each one. */
const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/**
 * The listings to read: `SYNC_SOURCES` when set, else the city's, a Legistar source at `legistarUrl` when that is
 * set (`<CITY>_LEGISTAR_URL`).
 */
export function listingSources(city: CityConfig, override: ListingSource[] | undefined, legistarUrl?: string): ListingSource[] {
  return override ?? city.listings.map((s) => (s.kind === 'legistar' && legistarUrl ? { ...s, url: legistarUrl } : s));
}

async function takeLease(db: AppDatabase, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('sync_lease')
    .set({ holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The lease holder's name: this host and process, so a process on the same host can tell the holder died. */
const holderName = () => `${os.hostname()}:${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

/** Whether `holder` names a process of this host that no longer runs (killed mid-pass: kill -9, OOM, a crash). */
export function holderIsDead(holder: string): boolean {
  const m = /^(.*):(\d+)-[0-9a-f]+$/.exec(holder);
  if (!m || m[1] !== os.hostname() || Number(m[2]) === process.pid) return false;
  try {
    process.kill(Number(m[2]), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but is not ours to signal; only "no such process" means it is gone.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes the lease, or takes over one left by a dead process of this host: without that, a pass killed midway held
 * up every pass until its lease ran out (5 minutes) while /status showed the city's sources going stale.
 */
async function takeOrRecoverLease(db: AppDatabase, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  if (await takeLease(db, holder, now, leaseMs)) return true;
  const current = await db.selectFrom('sync_lease').select('holder').where('id', '=', 1).executeTakeFirst();
  if (!current?.holder || !holderIsDead(current.holder)) return false;
  const result = await db
    .updateTable('sync_lease')
    .set({ holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', 1)
    .where('holder', '=', current.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function renewLease(db: AppDatabase, holder: string, now: Date, leaseMs: number): Promise<void> {
  await db
    .updateTable('sync_lease')
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', 1)
    .where('holder', '=', holder)
    .execute();
}

async function releaseLease(db: AppDatabase, holder: string): Promise<void> {
  await db.updateTable('sync_lease').set({ holder: null, lease_until: null }).where('id', '=', 1).where('holder', '=', holder).execute();
}

/**
 * Which of the listed documents to fetch: minutes not yet ingested, agendas of meetings not yet held (or not yet
 * known). Agendas of past meetings and minutes already read are left alone.
 */
async function documentsWorthFetching(city: CityConfig, db: AppDatabase, urls: string[], today: string): Promise<string[]> {
  const worth: string[] = [];
  for (const url of urls) {
    const name = sourceNameOf(url);
    const known =
      (await db.selectFrom(meetingsIncludingDemo(db)).select(['document_type', 'meeting_date', 'status']).where('source_file', '=', name).executeTakeFirst()) ??
      // An agenda whose meeting the minutes have since completed is no longer the meeting's source file, but it
      // was read into it (meeting_sources), or the sync linked it: it holds nothing new (issue 50: every completed
      // meeting's agenda was downloaded again on every pass).
      (await db
        .selectFrom('meeting_sources')
        .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'meeting_sources.meeting_id')
        .select(['m.document_type', 'm.meeting_date', 'm.status'])
        .where((eb) => eb.or([eb('meeting_sources.file_name', '=', name), eb('m.city_agenda_url', '=', url)]))
        .executeTakeFirst());
    if (!known) worth.push(url);
    else if (known.document_type === 'agenda' && zonedDate(new Date(known.meeting_date), city.timeZone) >= today) worth.push(url);
  }
  return worth;
}

/** Runs one pass and records it; returns the report. */
export async function runSyncPass(ctx: IngestContext, options: SyncPassOptions): Promise<SyncPassReport> {
  const holder = holderName();
  const startedAt = ctx.now();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  if (!(await takeOrRecoverLease(ctx.db, holder, startedAt, leaseMs))) {
    return { sources: [], meetingsCreated: 0, meetingsUpdated: 0, documents: [], skipped: 'another sync is running' };
  }
  await failPassesThatDied(ctx.db, startedAt);
  const run = await ctx.db
    .insertInto('sync_runs')
    .values({ started_at: startedAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report: SyncPassReport = { sources: [], meetingsCreated: 0, meetingsUpdated: 0, documents: [] };
  try {
    const listed = await syncListings(ctx.db, options.sources, {
      city: ctx.city,
      now: startedAt,
      fetch: options.fetchText,
      dataDir: ctx.dataDir,
      legistarToken: options.legistarToken,
      legistarSince: options.legistarSince,
      topics: ctx.topics,
    });
    report.sources = listed.sources;
    report.meetingsCreated = listed.created;
    report.meetingsUpdated = listed.updated;
    const urls = await documentsWorthFetching(ctx.city.config, ctx.db, listed.documents, zonedDate(startedAt, ctx.city.config.timeZone));
    // The listings are the operator's configuration: documents on their own hosts may be fetched even when those
    // hosts are private (a city intranet, the loopback city of the tests); any other host must be public.
    const privateHosts = options.sources.map((s) => new URL(s.url).hostname.toLowerCase());
    const results = await runIngest(
      ctx,
      urls.map((url) => ({ kind: 'url' as const, url, privateHosts })),
      async (progress) => {
        await renewLease(ctx.db, holder, ctx.now(), leaseMs);
        await options.onProgress?.(progress);
      },
    );
    report.documents = results.map((r, i) => ({ url: urls[i]!, status: r.status, meetingId: r.meetingId, ...(r.reason ? { reason: r.reason } : {}) }));
    // A link followed and not used is named on /status with its reason, as a document that could not be read is.
    report.documents.push(...listed.skipped.map((s) => ({ url: s.url, status: 'failed' as const, meetingId: null, reason: `skipped: ${s.reason}` })));
    return report;
  } finally {
    const failedSources = report.sources.filter((s) => !s.ok).length;
    const status = report.sources.length > 0 && failedSources === report.sources.length ? 'failed' : failedSources > 0 || report.documents.some((d) => d.status === 'failed' || d.status === 'held') ? 'partial' : 'ok';
    await ctx.db
      .updateTable('sync_runs')
      .set({ finished_at: ctx.now().toISOString(), status, report: JSON.stringify(report) })
      .where('id', '=', run.id)
      .execute();
    await releaseLease(ctx.db, holder);
  }
}
