/**
 * What one feed entry says, in one place for every RSS feed (decision 013): an entry is a meeting (or a matter's
 * appearance at a meeting), its guid is stable whatever PUBLIC_URL is, its date is the record's last change, and
 * it links to the meeting's page (and the item's anchor there). Only what the record says: a placeholder summary
 * is left out rather than shown as if it were one. In Spanish (`?lang=es`) our own words are Spanish and the
 * record's English text stays as it is, marked as English (issue 34).
 */
import type { Language } from '#contract/languages.ts';
import { cityClockFormat } from '#contract/city-clock-format.ts';
import { itemAnchor } from '#contract/meetings.ts';
import { t } from '../../i18n.ts';
import type { RssItem } from '../../lib/rss.ts';
import type { ItemAppearanceRow, SeatVoteRow } from '../feed-reads.ts';
import { markedEnglish } from '../../meetings/marked-english.ts';
import { hasRealSummary } from '../../meetings/meeting-listing-rule.ts';
import type { MeetingRowWithoutText } from '../../meetings/meeting-reads.ts';
import { missingMinutesNote, type MeetingTimeFacts } from '../../meetings/meeting-time-state.ts';
import { parseJsonList, summaryAt } from '../../meetings/meeting-presenter.ts';
import { meetingUid } from '../../meetings/record-ids.ts';
import type { CityConfig } from '#contract/city.ts';

const WHEN_FORMATS: Record<Language, (timeZone: string) => Intl.DateTimeFormat> = {
  en: cityClockFormat({ dateStyle: 'full', timeStyle: 'short' }),
  es: cityClockFormat({ dateStyle: 'full', timeStyle: 'short' }, 'es-US'),
};

/** The `<language>` of a feed in `language`. */
export const RSS_LANGUAGE: Record<Language, string> = { en: 'en-us', es: 'es-us' };

/** The page of a meeting, optionally at one agenda item. */
export function meetingPageUrl(publicUrl: string, meetingId: number, itemNumber?: string): string {
  return `${publicUrl}/meetings/${meetingId}${itemNumber ? `#${itemAnchor(itemNumber)}` : ''}`;
}

/** The first lines of every meeting entry: when, and where the record stands (agenda, minutes, cancelled). */
function meetingStateLines(row: MeetingRowWithoutText, city: CityConfig, now: Date, language: Language): string[] {
  const lines = [t('feeds.entry.when', { date: WHEN_FORMATS[language](city.timeZone).format(new Date(row.meeting_date)) }, language)];
  // A past date without minutes is said as such, not as a plain "Agenda posted." that reads as still to come.
  const missingMinutes = missingMinutesNote(row as MeetingTimeFacts, now, language);
  if (row.status === 'cancelled' || row.status === 'postponed') lines.push(t(`feeds.entry.${row.status}`, {}, language));
  else if (missingMinutes) lines.push(missingMinutes);
  // Known only from the notice of the year's meetings: no agenda is posted yet, whatever the document type says.
  else if (row.announced) lines.push(t('feeds.entry.announced', {}, language));
  else if (row.document_type === 'agenda' || row.document_type === 'minutes') lines.push(t(`feeds.entry.${row.document_type}`, {}, language));
  return lines;
}

/** A meeting as an entry of the meetings, search and topic feeds. */
export function meetingEntry(row: MeetingRowWithoutText, publicUrl: string, city: CityConfig, now: Date, language: Language = 'en'): RssItem {
  // In the tense true now: an agenda's "meets on ..." is not left standing once its time has passed.
  const summary = hasRealSummary(row.summary) ? [markedEnglish(summaryAt(row as MeetingTimeFacts & { summary: string }, now)!, 'summary', language)] : [];
  return {
    title: row.title,
    link: meetingPageUrl(publicUrl, row.id),
    description: [...meetingStateLines(row, city, now, language), ...summary].join('\n\n'),
    guid: meetingUid(city, row),
    pubDate: new Date(row.updated_at),
    categories: [t(`meetingTypes.${row.meeting_type}`, {}, language), ...parseJsonList(row.topics)],
  };
}

/** A meeting's roll calls for one seat, as an entry of the councilor feed. */
export function seatVotesEntry(row: MeetingRowWithoutText, votes: SeatVoteRow[], publicUrl: string, district: number, city: CityConfig, now: Date, language: Language = 'en'): RssItem {
  const lines = votes.map((v) =>
    t(
      'feeds.councilor.vote',
      {
        item: v.item_number ? `${v.item_number} ${v.item_title ?? ''}`.trim() : v.motion,
        councilor: v.councilor,
        vote: t(`feeds.votes.${v.vote}`, {}, language),
        outcome: t(`feeds.outcomes.${v.outcome}`, {}, language),
      },
      language,
    ),
  );
  return {
    title: t('feeds.councilor.entryTitle', { meeting: row.title, count: votes.length }, language),
    link: meetingPageUrl(publicUrl, row.id),
    description: [...meetingStateLines(row, city, now, language), ...lines].join('\n\n'),
    guid: `district-${district}-${meetingUid(city, row)}`,
    pubDate: new Date(row.updated_at),
  };
}

/** A matter's appearance at a meeting, as an entry of the followed-item feed; links to the item on the page. */
export function appearanceEntry(
  row: MeetingRowWithoutText,
  item: ItemAppearanceRow,
  fileNumber: string,
  publicUrl: string,
  city: CityConfig,
  now: Date,
  language: Language = 'en',
  /** How the residents who agreed to be counted wrote about it before this meeting, when any did (issue 49). */
  leaned: string | null = null,
): RssItem {
  const result = item.vote_result?.trim()
    ? t('feeds.item.result', { result: item.vote_result.trim() }, language)
    : t(row.status === 'scheduled' ? 'feeds.item.pending' : 'feeds.item.noResult', {}, language);
  return {
    title: t('feeds.item.entryTitle', { meeting: row.title, itemNumber: item.item_number }, language),
    link: meetingPageUrl(publicUrl, row.id, item.item_number),
    description: [...meetingStateLines(row, city, now, language), markedEnglish(item.title, 'title', language), result, ...(leaned ? [leaned] : [])].join('\n\n'),
    guid: `item-${fileNumber}-${item.item_number}-${meetingUid(city, row)}`,
    pubDate: new Date(row.updated_at),
  };
}

/** The newest change among the rows, for Last-Modified and lastBuildDate; undefined when there are none. */
export function newestUpdate(rows: { updated_at: string }[]): Date | undefined {
  const latest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '');
  return latest ? new Date(latest) : undefined;
}
