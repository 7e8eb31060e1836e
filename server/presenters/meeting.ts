/** Shapes meeting rows into the contract's Meeting, in one place for every route that returns meetings. */
import type { MeetingSummary } from '../../contract/meetings.ts';
import type { MeetingType, MeetingStatus, DocumentType } from '../../contract/enums.ts';
import type { MeetingRow } from '../db/schema.ts';

/** Parses a JSON-array text column; a corrupt value reads as empty rather than failing the whole page. */
export function parseJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export type ListedMeetingRow = Omit<MeetingRow, 'full_text'> & { has_votes: number | boolean };

export function presentMeetingSummary(row: ListedMeetingRow): MeetingSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    meeting_date: row.meeting_date,
    location: row.location,
    meeting_type: row.meeting_type as MeetingType,
    status: row.status as MeetingStatus,
    summary: row.summary,
    detailed_summary: row.detailed_summary,
    keywords: parseJsonList(row.keywords),
    topics: parseJsonList(row.topics),
    document_type: row.document_type as DocumentType,
    agenda_url: row.agenda_url,
    minutes_url: row.minutes_url,
    source: row.source,
    created_at: row.created_at,
    image_paths: parseJsonList(row.image_paths),
    has_votes: Boolean(row.has_votes),
  };
}
