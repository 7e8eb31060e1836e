/**
 * Finds new meetings in the city's listings and records them (scheduled, or completed with minutes) with their
 * agenda link; returns the minutes and agenda links found, for ingestion. It only ever adds or fills in: a failed
 * or partial fetch (an error status, a timeout, a page that no longer parses) writes nothing and deletes nothing.
 */
import { zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { CityContext } from '#city/context.ts';
import type { CityConfig, ListingSourceKind } from '#contract/city.ts';
import { saveMeeting } from '../../meetings/meeting-store.ts';
import { noteRecordChange } from '../../meetings/record-changes.ts';
import { meetingTimeState } from '../../meetings/meeting-time-state.ts';
import { meetingTypeForName } from '../minutes-parser/parse-header.ts';
import { findMinutesThroughItemLinks } from './agenda-item-links.ts';
import { searchCouncilArchive, searchesAwaitingMinutes } from './council-archive.ts';
import { type ListingEntry, parseAgendaService, parseGranicusListing } from './parse-listings.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';
import type { TopicTerms } from '../keywords-and-topics/topics.ts';
import { type LegistarSyncOptions, syncLegistar } from './legistar/legistar-sync.ts';

/** A listing to read. */
export interface ListingSource {
  kind: ListingSourceKind;
  url: string;
}

/** What one sync did, per source and in total. */
export interface SyncReport {
  sources: SourceOutcome[];
  created: number;
  updated: number;
  /** Links to documents (minutes first) that ingestion may fetch. */
  documents: string[];
  /** Links a source followed and did not use, with the reason (a minutes link matching no meeting, or two). */
  skipped: { url: string; reason: string }[];
}

/**
 * What one source did in a pass. `requests` counts the requests really made of it: a pass that asked it nothing
 * (nothing to ask, or the network was down before the first request went out) is no answer, whatever `ok` says
 * (`ok` then only means nothing went wrong).
 */
export interface SourceOutcome {
  url: string;
  ok: boolean;
  found: number;
  requests: number;
  error?: string;
}

/** When the sync runs, and where the documents already read are kept (for the agendas' links). */
interface SyncOptions {
  /** The city whose listings these are: its time zone, document hosts, source name and map (for items' places). */
  city: CityContext;
  now: Date;
  fetch?: FetchText;
  dataDir?: string;
  /** The token of a `legistar` source (`<CITY>_LEGISTAR_TOKEN`), and the topics its meetings are matched to. */
  legistarToken?: string | undefined;
  topics?: TopicTerms[];
  /** How far back a Legistar source's read reaches (`YYYY-MM-DD`), instead of the city's `firstSyncMonths`. */
  legistarSince?: string | undefined;
  /** The Legistar client's settings (tests: a sleeper that does not wait). */
  legistarClient?: LegistarSyncOptions['client'];
}

/** Reads a page; with `form`, submits it (URL-encoded POST), as the council archive's search wants. */
export type FetchText = (url: string, form?: URLSearchParams) => Promise<string>;

/** Plain fetch with a timeout; any non-2xx status is an error. */
export const fetchText: FetchText = async (url, form) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000), ...(form ? { method: 'POST', body: form } : {}) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

function parse(city: CityConfig, source: ListingSource, body: string): ListingEntry[] {
  return source.kind === 'granicus' ? parseGranicusListing(body, source.url) : parseAgendaService(JSON.parse(body), city.agendaDocumentUrl);
}

export async function syncListings(
  db: AppDatabase,
  sources: ListingSource[],
  options: SyncOptions,
): Promise<SyncReport> {
  const report: SyncReport = { sources: [], created: 0, updated: 0, documents: [], skipped: [] };
  for (const source of sources) {
    if (source.kind === 'legistar') {
      await readLegistar(db, source, options, report);
      continue;
    }
    const counter = countingFetch(options.fetch ?? fetchText);
    const sourceOptions = { ...options, fetch: counter.fetch };
    if (source.kind === 'council_archive' || source.kind === 'agenda_item_links') {
      await (source.kind === 'council_archive' ? readArchive : readItemLinks)(db, source, sourceOptions, report, counter);
      continue;
    }
    let entries: ListingEntry[];
    try {
      const body = await counter.fetch(source.url);
      entries = parse(options.city.config, source, body);
      // A page that answers but lists nothing has changed shape or was cut short: trust nothing from it.
      if (entries.length === 0) throw new Error('no meetings found in the listing (format changed or page incomplete)');
    } catch (error) {
      report.sources.push({ url: source.url, ok: false, found: 0, requests: counter.requests, error: (error as Error).message });
      continue;
    }
    report.sources.push({ url: source.url, ok: true, found: entries.length, requests: counter.requests });
    for (const entry of entries) {
      // A row that links no document (a meeting the city has only put on its calendar) says nothing of what the
      // meeting will take up: recorded, it was an empty "phantom" meeting that residents were reminded of.
      if (!entry.agendaUrl && !entry.minutesUrl) continue;
      const outcome = await recordEntry(options.city, db, entry, options.now);
      if (outcome === 'created') report.created++;
      if (outcome === 'updated') report.updated++;
      for (const url of [entry.minutesUrl, entry.agendaUrl]) if (url && !report.documents.includes(url)) report.documents.push(url);
    }
  }
  return report;
}

/** A fetch that counts the requests it makes (one per call, answered or not). */
interface RequestCounter {
  fetch: FetchText;
  requests: number;
}

function countingFetch(inner: FetchText): RequestCounter {
  const counter: RequestCounter = {
    requests: 0,
    fetch: (url, form) => {
      counter.requests++;
      return inner(url, form);
    },
  };
  return counter;
}

/**
 * The archive adds documents, never meetings: it is searched for the minutes of meetings already recorded, after
 * the listings (sources are read in order) have recorded this pass's new ones.
 */
async function readArchive(db: AppDatabase, source: ListingSource, options: SyncOptions, report: SyncReport, counter: RequestCounter): Promise<void> {
  try {
    const searches = await searchesAwaitingMinutes(db, options.now, options.city.config);
    const found = await searchCouncilArchive(source.url, searches, counter.fetch);
    report.sources.push({ url: source.url, ok: true, found: found.length, requests: counter.requests });
    // Minutes go first, as from a listing: they complete meetings.
    report.documents.unshift(...found.map((d) => d.url).filter((url) => !report.documents.includes(url)));
  } catch (error) {
    report.sources.push({ url: source.url, ok: false, found: 0, requests: counter.requests, error: (error as Error).message });
  }
}

/**
 * A Legistar Web API: structured meetings, items and votes saved directly (no documents to fetch). A source that
 * answers for some meetings and not others is reported failed with the meetings it could not read; the rest is saved.
 */
async function readLegistar(db: AppDatabase, source: ListingSource, options: SyncOptions, report: SyncReport): Promise<void> {
  try {
    const read = await syncLegistar({ city: options.city, db, url: source.url, token: options.legistarToken, now: options.now, topics: options.topics ?? [], since: options.legistarSince, backfill: options.legistarSince !== undefined, ...(options.legistarClient ? { client: options.legistarClient } : {}) });
    report.created += read.created;
    report.updated += read.updated;
    const problems = [...read.failures, ...read.keptItems.map((id) => `event ${id}: its item list came back empty; the record keeps its items`)];
    report.sources.push({
      url: source.url,
      ok: problems.length === 0,
      found: read.found,
      requests: read.requests,
      ...(problems.length > 0 ? { error: `${problems.length} of ${read.found} meetings not read: ${problems.slice(0, 3).join('; ')}` } : {}),
    });
  } catch (error) {
    // The client asks before it can fail (a refusal, a 403, a timeout): the source was asked, and did not answer.
    report.sources.push({ url: source.url, ok: false, found: 0, requests: 1, error: (error as Error).message });
  }
}

/**
 * The agendas' minutes items, followed for the meetings awaiting minutes (after the listings and the archive, so
 * minutes found there are not looked for again). Like the archive, it adds documents, never meetings.
 */
async function readItemLinks(db: AppDatabase, source: ListingSource, options: SyncOptions, report: SyncReport): Promise<void> {
  let requests = 0;
  try {
    if (!options.dataDir) throw new Error('no data folder to read the agendas from');
    const found = await findMinutesThroughItemLinks(db, options.dataDir, source.url, options.now, options.city.config);
    requests = found.requests;
    report.skipped.push(...found.skipped);
    // Asked and never answered with a document or a page (refused, timed out, an error status, garbage): the
    // source did not answer, however the pass went otherwise.
    if (found.requests > 0 && found.answered === 0) throw new Error(found.skipped[0]?.reason ?? 'no link answered');
    report.sources.push({ url: source.url, ok: true, found: found.minutes.length, requests });
    report.documents.unshift(...found.minutes.filter((url) => !report.documents.includes(url)));
  } catch (error) {
    report.sources.push({ url: source.url, ok: false, found: 0, requests, error: (error as Error).message });
  }
}

async function recordEntry(context: CityContext, db: AppDatabase, entry: ListingEntry, now: Date): Promise<'created' | 'updated' | 'same'> {
  const city = context.config;
  const startsAt = zonedTimeToUtc(entry.date, entry.time ?? '00:00', city.timeZone).toISOString();
  const meetingType = meetingTypeForName(entry.name);
  const existing =
    (entry.agendaUrl
      ? await db.selectFrom(meetingsIncludingDemo(db)).select(['id', 'agenda_url']).where('agenda_url', '=', entry.agendaUrl).executeTakeFirst()
      : undefined) ??
    (await db
      .selectFrom(meetingsIncludingDemo(db))
      .select(['id', 'agenda_url'])
      .where('meeting_date', '=', startsAt)
      .where('meeting_type', '=', meetingType)
      .executeTakeFirst());
  if (existing) {
    // Fill in a missing agenda link; never overwrite what ingestion or people wrote.
    if (!existing.agenda_url && entry.agendaUrl) {
      // A meeting the notice of the year's meetings announced is announced no longer once its agenda is linked.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('meetings').set({ agenda_url: entry.agendaUrl, announced: 0, updated_at: now.toISOString() }).where('id', '=', existing.id).execute();
        await noteRecordChange(db, now, trx);
      });
      return 'updated';
    }
    return 'same';
  }
  // The one time-state rule decides (meeting-time-state.ts): only minutes make a meeting held. A past row without
  // them stays scheduled, which every reader tells as awaiting minutes, never as Upcoming nor as held.
  const facts = { status: 'scheduled', meeting_date: startsAt, document_type: 'agenda', minutes_url: entry.minutesUrl } as const;
  const longDate = new Intl.DateTimeFormat('en-US', { timeZone: city.timeZone, dateStyle: 'long' }).format(new Date(startsAt));
  await saveMeeting(
    db,
    {
      title: `${entry.name} - ${longDate}`,
      description: `Listed by the city as "${entry.name}".`,
      meeting_date: startsAt,
      location: null,
      meeting_type: meetingType,
      status: meetingTimeState(facts, now) === 'completed' ? 'completed' : 'scheduled',
      document_type: 'agenda',
      agenda_url: entry.agendaUrl,
      minutes_url: entry.minutesUrl,
      source: city.source.name,
    },
    { now, city: context },
  );
  return 'created';
}
