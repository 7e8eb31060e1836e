/**
 * What one feed entry says, in one place for every RSS feed (decision 013): an entry is a meeting (or a matter's
 * appearance at a meeting), its guid is stable whatever PUBLIC_URL is, its date is the record's last change, and
 * it links to the meeting's page (and the item's anchor there). Only what the record says: a placeholder summary
 * is left out rather than shown as if it were one.
 */
import { cityClockFormat } from '../../lib/city-clock-format.ts';
import { itemAnchor } from '../../../contract/meetings.ts';
import { t } from '../../i18n.ts';
import type { RssItem } from '../../lib/rss.ts';
import type { ItemAppearanceRow, SeatVoteRow } from '../feed-reads.ts';
import { hasRealSummary } from '../../meetings/meeting-listing-rule.ts';
import type { MeetingRowWithoutText } from '../../meetings/meeting-reads.ts';
import { missingMinutesNote, type MeetingTimeFacts } from '../../meetings/meeting-time-state.ts';
import { parseJsonList, summaryAt } from '../../meetings/meeting-presenter.ts';
import { meetingUid } from '../../meetings/routes/meeting-calendar-event.ts';

const whenFormat = cityClockFormat({ dateStyle: 'full', timeStyle: 'short' });

/** The page of a meeting, optionally at one agenda item. */
export function meetingPageUrl(publicUrl: string, meetingId: number, itemNumber?: string): string {
  return `${publicUrl}/meetings/${meetingId}${itemNumber ? `#${itemAnchor(itemNumber)}` : ''}`;
}

/** The first lines of every meeting entry: when, and where the record stands (agenda, minutes, cancelled). */
function meetingStateLines(row: MeetingRowWithoutText, now: Date): string[] {
  const lines = [t('feeds.entry.when', { date: whenFormat().format(new Date(row.meeting_date)) })];
  // A past date without minutes is said as such, not as a plain "Agenda posted." that reads as still to come.
  const missingMinutes = missingMinutesNote(row as MeetingTimeFacts, now);
  if (row.status === 'cancelled' || row.status === 'postponed') lines.push(t(`feeds.entry.${row.status}`));
  else if (missingMinutes) lines.push(missingMinutes);
  // Known only from the notice of the year's meetings: no agenda is posted yet, whatever the document type says.
  else if (row.announced) lines.push(t('feeds.entry.announced'));
  else if (row.document_type === 'agenda' || row.document_type === 'minutes') lines.push(t(`feeds.entry.${row.document_type}`));
  return lines;
}

/** A meeting as an entry of the meetings, search and topic feeds. */
export function meetingEntry(row: MeetingRowWithoutText, publicUrl: string, now: Date): RssItem {
  // In the tense true now: an agenda's "meets on ..." is not left standing once its time has passed.
  const summary = hasRealSummary(row.summary) ? [summaryAt(row as MeetingTimeFacts & { summary: string }, now)!] : [];
  return {
    title: row.title,
    link: meetingPageUrl(publicUrl, row.id),
    description: [...meetingStateLines(row, now), ...summary].join('\n\n'),
    guid: meetingUid(row.id),
    pubDate: new Date(row.updated_at),
    categories: [t(`meetingTypes.${row.meeting_type}`), ...parseJsonList(row.topics)],
  };
}

/** A meeting's roll calls for one seat, as an entry of the councilor feed. */
export function seatVotesEntry(row: MeetingRowWithoutText, votes: SeatVoteRow[], publicUrl: string, district: number, now: Date): RssItem {
  const lines = votes.map((v) =>
    t('feeds.councilor.vote', {
      item: v.item_number ? `${v.item_number} ${v.item_title ?? ''}`.trim() : v.motion,
      councilor: v.councilor,
      vote: t(`feeds.votes.${v.vote}`),
      outcome: t(`feeds.outcomes.${v.outcome}`),
    }),
  );
  return {
    title: t('feeds.councilor.entryTitle', { meeting: row.title, count: votes.length }),
    link: meetingPageUrl(publicUrl, row.id),
    description: [...meetingStateLines(row, now), ...lines].join('\n\n'),
    guid: `district-${district}-${meetingUid(row.id)}`,
    pubDate: new Date(row.updated_at),
  };
}

/** A matter's appearance at a meeting, as an entry of the followed-item feed; links to the item on the page. */
export function appearanceEntry(row: MeetingRowWithoutText, item: ItemAppearanceRow, fileNumber: string, publicUrl: string, now: Date): RssItem {
  const result = item.vote_result?.trim()
    ? t('feeds.item.result', { result: item.vote_result.trim() })
    : t(row.status === 'scheduled' ? 'feeds.item.pending' : 'feeds.item.noResult');
  return {
    title: t('feeds.item.entryTitle', { meeting: row.title, itemNumber: item.item_number }),
    link: meetingPageUrl(publicUrl, row.id, item.item_number),
    description: [...meetingStateLines(row, now), item.title, result].join('\n\n'),
    guid: `item-${fileNumber}-${item.item_number}-${meetingUid(row.id)}`,
    pubDate: new Date(row.updated_at),
  };
}

/** The newest change among the rows, for Last-Modified and lastBuildDate; undefined when there are none. */
export function newestUpdate(rows: { updated_at: string }[]): Date | undefined {
  const latest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '');
  return latest ? new Date(latest) : undefined;
}
