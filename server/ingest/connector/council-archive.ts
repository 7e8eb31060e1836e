/**
 * Finds the minutes of meetings already held in the city's council archive, searching it by meeting date and
 * council meeting type the way a clerk would. Only meetings we know of and whose minutes we lack are searched, so
 * the archive is asked a few questions a pass. A minutes document found here is ingested and completes the meeting
 * its header names (same date, time and body), in place; minutes the archive files for that day of a sitting we
 * did not know (the 4 PM meeting beside the 5 PM one) make their own meeting, as any minutes read do: the search
 * adds no meeting by itself, but it does not refuse the record it finds (issue 50: the code said it never did).
 */
import type { CityConfig } from '#contract/city.ts';
import type { MeetingType } from '#contract/enums.ts';
import { zonedDate } from '#contract/time-zone.ts';
import type { AppDatabase } from '../../db/database.ts';
import { type ArchiveDocument, parseArchiveDocuments, parseArchiveForm } from './parse-archive.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

/** A fetch that can also submit a form (URL-encoded POST). */
export type FetchPage = (url: string, form?: URLSearchParams) => Promise<string>;

/**
 * The archive's `Council_Meeting_Type` codes for the bodies it files (from the recorded search form: `0` Regular,
 * `257` Budget and Special Projects, `263` Public Works, `265` Urban and Economic Development). Special meetings of
 * the council are council meetings, filed as Regular. Other bodies' codes are not known, so they are not searched.
 */
export const ARCHIVE_MEETING_TYPES: Partial<Record<MeetingType, string>> = {
  regular_council: '0',
  budget_committee: '257',
  public_works_committee: '263',
  urban_economic_committee: '265',
};

/** How far back a held meeting still waiting for its minutes is looked for (the council approves them weeks later). */
export const ARCHIVE_LOOKBACK_DAYS = 120;

/** One search: a city-local day and the archive's type code. */
interface ArchiveSearch {
  date: string;
  typeCode: string;
}

/** Held meetings (not cancelled, within the lookback) still known only by their agenda, oldest first. */
export function meetingsAwaitingMinutes(db: AppDatabase, now: Date) {
  const since = new Date(now.getTime() - ARCHIVE_LOOKBACK_DAYS * 86_400_000).toISOString();
  return db
    .selectFrom(meetingsIncludingDemo(db))
    .select(['id', 'meeting_date', 'meeting_type'])
    .where('document_type', '=', 'agenda')
    .where('status', '!=', 'cancelled')
    .where('meeting_date', '<', now.toISOString())
    .where('meeting_date', '>=', since)
    .orderBy('meeting_date')
    .execute();
}

/** The searches worth making now: held meetings (not cancelled) still known only by their agenda. */
export async function searchesAwaitingMinutes(db: AppDatabase, now: Date, city: CityConfig): Promise<ArchiveSearch[]> {
  const rows = await meetingsAwaitingMinutes(db, now);
  const searches: ArchiveSearch[] = [];
  for (const row of rows) {
    const typeCode = ARCHIVE_MEETING_TYPES[row.meeting_type as MeetingType];
    const date = zonedDate(new Date(row.meeting_date), city.timeZone);
    if (typeCode !== undefined && !searches.some((s) => s.date === date && s.typeCode === typeCode)) searches.push({ date, typeCode });
  }
  return searches;
}

const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * Reads the search form, runs the searches and returns the minutes documents filed for those days (a document naming another day is
 * left out: the archive may answer more than was asked). Throws when the page or a search fails.
 */
export async function searchCouncilArchive(
  archiveUrl: string,
  searches: ArchiveSearch[],
  fetchPage: FetchPage,
): Promise<ArchiveDocument[]> {
  // The form is read on every pass, searches or not: it is how the archive shows it still answers as it did (a
  // page that no longer carries the form fails the source on /status, rather than "current" never asked).
  const form = parseArchiveForm(await fetchPage(archiveUrl), archiveUrl);
  const found: ArchiveDocument[] = [];
  for (const search of searches) {
    const fields = new URLSearchParams(form.hidden);
    fields.set(form.dateField, usDate(search.date));
    // A form that no longer offers a type is searched by date alone; one that offers others than this one's is too.
    if (form.typeField && form.typeOptions.includes(search.typeCode)) fields.set(form.typeField, search.typeCode);
    if (form.submit) fields.set(form.submit[0], form.submit[1]);
    const answer = await fetchPage(form.action, fields);
    for (const document of parseArchiveDocuments(answer, form.action)) {
      if (!document.minutes || (document.date !== null && document.date !== search.date)) continue;
      if (!found.some((d) => d.url === document.url)) found.push(document);
    }
  }
  return found;
}
