/**
 * Minutes found through the agendas' item document links. The city's agenda PDFs link each item's documents
 * (`.../CouncilDocuments?item=N`); an item receiving or approving "the minutes of the <date> meeting" links the
 * minutes of that earlier meeting. For the meetings held and still awaiting their minutes, the agendas already
 * read (kept by checksum) are searched for such items naming their day; each linked document is downloaded through
 * the outbound fetch (a page listing the item's documents is followed to the minutes it lists), read, and handed to
 * ingestion (which completes the meeting in place, as for the archive) only when it is minutes of exactly one
 * meeting awaiting them. Anything else is skipped with a reason.
 */
import fs from 'node:fs';
import type { CityConfig } from '#contract/city.ts';
import { zonedDate, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AppDatabase } from '../../db/database.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';
import { readAgendaLinks } from '../agenda-parser/agenda-links.ts';
import { storedPdfPath } from '../stored-pdfs/minutes-store.ts';
import { isMinutesItem, namedMeetingDay } from '../minutes-parser/minutes-items.ts';
import { isAgendaText } from '../agenda-parser/parse-agenda.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { checkPdfBytes, PdfReadingStopped, readPdfText, UnreadablePdfError } from '../pdf-text/pdf-text.ts';
import { readSource, sourceNameOf } from '../runs/sources.ts';
import { meetingsAwaitingMinutes } from './council-archive.ts';
import { parseArchiveDocuments } from './parse-archive.ts';

/** Agendas are posted days before their meeting: those of meetings this far ahead are read too. */
const AGENDA_AHEAD_DAYS = 45;

export interface ItemLinkFindings {
  /** Links to minutes that match one meeting awaiting them, for ingestion. */
  minutes: string[];
  skipped: { url: string; reason: string }[];
  /** Links asked for (requests really made), and those that answered with a PDF or a page listing documents. */
  requests: number;
  answered: number;
}

/**
 * The address to fetch for an agenda's link: the configured item documents address with the link's query, so a
 * replica (or a proxy) can stand in for the city. Null for a link to anything else, or on a host the city does not
 * publish from.
 */
function itemDocumentsUrl(city: CityConfig, link: string, sourceUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return null;
  }
  const source = new URL(sourceUrl);
  const hosts = [...city.pdfHosts, source.hostname].map((h) => h.toLowerCase());
  if (!hosts.includes(parsed.hostname.toLowerCase()) || parsed.pathname.toLowerCase() !== source.pathname.toLowerCase()) return null;
  source.search = parsed.search;
  return source.toString();
}

/** The stored PDFs of the agendas read for meetings from `since` to a few weeks ahead. */
async function agendaChecksums(db: AppDatabase, since: string, now: Date): Promise<string[]> {
  const until = new Date(now.getTime() + AGENDA_AHEAD_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('meeting_sources')
    .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'meeting_sources.meeting_id')
    .select('meeting_sources.checksum')
    .where('m.meeting_date', '>', since)
    .where('m.meeting_date', '<=', until)
    .orderBy('m.meeting_date')
    .execute();
  return rows.map((r) => r.checksum);
}

/** The minutes items of the stored agendas with the day they name and their links, once per link. */
async function minutesLinks(city: CityConfig, dataDir: string, checksums: string[]): Promise<{ day: string; url: string }[]> {
  const links: { day: string; url: string }[] = [];
  for (const checksum of checksums) {
    const file = storedPdfPath(dataDir, checksum);
    if (!file || !fs.existsSync(file)) continue;
    // A stored file pdf.js cannot read was reported when it was ingested; it holds no links to follow now.
    const agenda = await readAgendaLinks(new Uint8Array(fs.readFileSync(file)), city).catch(() => null);
    for (const item of agenda?.items ?? []) {
      const day = isMinutesItem(item.text) ? namedMeetingDay(item.text) : null;
      if (day) for (const url of item.urls) if (!links.some((l) => l.url === url)) links.push({ day, url });
    }
  }
  return links;
}

/** Which meeting a downloaded document is the minutes of, or why it is not used. */
async function matchMinutes(city: CityConfig, db: AppDatabase, bytes: Uint8Array, name: string, day: string): Promise<{ meetingId: number } | { reason: string }> {
  const text = await readPdfText(bytes);
  if (isAgendaText((text.pages[0] ?? []).map((l) => l.text).join(' '), city)) return { reason: 'the linked document is an agenda, not minutes' };
  const minutes = parseMinutes(text.pages, name);
  // Ingestion would fail these minutes the same way: without a date and time they match no meeting.
  if (!minutes.date || !minutes.time) return { reason: 'the meeting date and time could not be read from the linked minutes' };
  if (minutes.date !== day) return { reason: `the linked minutes are of ${minutes.date}, the agenda item names ${day}` };
  const meetingDate = zonedTimeToUtc(minutes.date, minutes.time, city.timeZone).toISOString();
  const same = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(['id', 'document_type'])
    .where('meeting_date', '=', meetingDate)
    .where('meeting_type', '=', minutes.meetingType)
    .execute();
  if (same.length === 0) return { reason: `no meeting on record is the ${minutes.meetingType} meeting of ${minutes.date} ${minutes.time}` };
  if (same.length > 1) return { reason: `${same.length} meetings on record are the ${minutes.meetingType} meeting of ${minutes.date} ${minutes.time}: not guessed` };
  if (same[0]!.document_type !== 'agenda') return { reason: 'that meeting already has its minutes' };
  return { meetingId: same[0]!.id };
}

/** A document on a host the city publishes from (or the configured one); private addresses only on that one. */
function fetchable(city: CityConfig, url: string, sourceUrl: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === new URL(sourceUrl).hostname.toLowerCase() || city.pdfHosts.map((h) => h.toLowerCase()).includes(host);
}

/**
 * The documents a link leads to: the PDF it answers with, or, when it answers with a page listing the item's
 * documents, the minutes listed there for that day (read by their names, as in the archive), downloaded in turn.
 */
async function linkedDocuments(city: CityConfig, url: string, day: string, sourceUrl: string, findings: ItemLinkFindings): Promise<{ url: string; name: string; bytes: Uint8Array }[]> {
  const privateHosts = [new URL(sourceUrl).hostname.toLowerCase()];
  findings.requests++;
  const answer = await readSource({ kind: 'url', url, privateHosts });
  try {
    checkPdfBytes(answer.bytes);
    findings.answered++;
  } catch (error) {
    if (!(error instanceof UnreadablePdfError) || error.code !== 'html_page') throw error;
    findings.answered++;
    const listed = parseArchiveDocuments(Buffer.from(answer.bytes).toString('utf8'), url).filter((d) => d.minutes && (d.date === null || d.date === day));
    if (listed.length === 0) throw new Error(`the item's page lists no minutes of ${day}`);
    const documents = [];
    for (const document of listed.filter((d) => fetchable(city, d.url, sourceUrl))) documents.push({ url: document.url, ...(await readSource({ kind: 'url', url: document.url, privateHosts })) });
    return documents;
  }
  return [{ url, ...answer }];
}

/** Whether a document was already read into a meeting (then it is not downloaded again). */
async function alreadyRead(db: AppDatabase, url: string): Promise<boolean> {
  return (await db.selectFrom(meetingsIncludingDemo(db)).select('id').where('source_file', '=', sourceNameOf(url)).executeTakeFirst()) !== undefined;
}

/** Searches the stored agendas for links to the minutes of the meetings awaiting them. */
export async function findMinutesThroughItemLinks(db: AppDatabase, dataDir: string, sourceUrl: string, now: Date, city: CityConfig): Promise<ItemLinkFindings> {
  const findings: ItemLinkFindings = { minutes: [], skipped: [], requests: 0, answered: 0 };
  const awaiting = await meetingsAwaitingMinutes(db, now);
  if (awaiting.length === 0) return findings;
  const days = new Set(awaiting.map((m) => zonedDate(new Date(m.meeting_date), city.timeZone)));
  for (const link of await minutesLinks(city, dataDir, await agendaChecksums(db, awaiting[0]!.meeting_date, now))) {
    const url = itemDocumentsUrl(city, link.url, sourceUrl);
    if (!url || !days.has(link.day) || (await alreadyRead(db, url))) continue;
    try {
      for (const document of await linkedDocuments(city, url, link.day, sourceUrl, findings)) {
        if (findings.minutes.includes(document.url) || (await alreadyRead(db, document.url))) continue;
        const match = await matchMinutes(city, db, document.bytes, document.name, link.day);
        if ('meetingId' in match) findings.minutes.push(document.url);
        else findings.skipped.push({ url: document.url, reason: match.reason });
      }
    } catch (error) {
      if (error instanceof PdfReadingStopped) throw error;
      findings.skipped.push({ url, reason: (error as Error).message });
    }
  }
  return findings;
}
