/**
 * The name a PDF is saved under: the meeting's local date, its title and the kind of document
 * (`2024-06-18-city-council-regular-meeting-minutes.pdf`), instead of the content hash it is stored by.
 */
import type { Kysely } from 'kysely';
import { zonedDate } from '#contract/time-zone.ts';
import type { Database } from '../db/schema.ts';

interface MeetingForName {
  title: string;
  meeting_date: string;
  document_type: string;
}

/** Lower-case ASCII words joined by hyphens, at most 80 characters: safe in a header and in any file system. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** `timeZone`: the served city's, so the date is the meeting's local date (decision 020: the city is passed in). */
export function meetingPdfFileName(meeting: MeetingForName, timeZone: string): string {
  const kind = meeting.document_type === 'agenda' ? 'agenda' : 'minutes';
  const title = slug(meeting.title);
  // A title that already ends with its kind ("... Minutes") is not given it twice.
  const named = title.endsWith(kind) ? title : `${title}-${kind}`;
  return `${zonedDate(new Date(meeting.meeting_date), timeZone)}-${named.replace(/^-/, '')}.pdf`;
}

const COLUMNS = ['title', 'meeting_date', 'document_type'] as const;

/** The file name of the stored PDF with this checksum, from the (first) meeting made from it. */
export async function storedPdfFileName(db: Kysely<Database>, timeZone: string, checksum: string): Promise<string> {
  const meeting = await db.selectFrom('meetings').select(COLUMNS).where('source_checksum', '=', checksum).orderBy('id').executeTakeFirst();
  return meeting ? meetingPdfFileName(meeting, timeZone) : `${checksum}.pdf`;
}

/** The file name of a proxied PDF: its meeting's when a meeting links to it, else the last part of its path. */
export async function remotePdfFileName(db: Kysely<Database>, timeZone: string, url: string): Promise<string> {
  const meeting = await db.selectFrom('meetings').select(COLUMNS).where('minutes_url', '=', url).orderBy('id').executeTakeFirst();
  if (meeting) return meetingPdfFileName(meeting, timeZone);
  const last = (new URL(url).pathname.split('/').pop() ?? '').replace(/%20|\+/g, ' ').replace(/\.pdf$/i, '');
  return `${slug(last) || 'document'}.pdf`;
}
