/**
 * The record's words beside its own: an item's plain line, a meeting's Spanish title and summaries (issue 30),
 * written by plain language (server/plain/) from the record as it stands. Plain language registers them at start-up
 * with the record's steps (server/record-steps-standard.ts), so the record presents a meeting with them yet imports
 * no other domain (issue 46). A meeting presented in a process that registered none throws, rather than showing
 * items without the plain lines a resident reads them by.
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { AgendaItem, MeetingDetail, MeetingSummary, VotingRecord } from '#contract/meetings.ts';
import type { Database } from '../db/schema.ts';

/** A presented meeting, as its Spanish words are written from it. */
export interface PresentedMeeting {
  summary: MeetingSummary;
  /** Its items, each with the motion that decided it where the record knows (one motion may decide several). */
  agendaItems: AgendaItem[];
  votingRecords: VotingRecord[];
  /** Whether the record has an English detailed summary (the Spanish one is written only beside it). */
  hasDetailedSummary: boolean;
}

export interface RecordWords {
  /**
   * An item's kind and plain line by the city's rules, or null where they do not recognise it; `decidedBy`, the words
   * of the passed motion that decided it, lets the line name what the motion settled (who was elected).
   */
  plainLine(city: CityContext, title: string, description?: string | null, decidedBy?: string | null): AgendaItem['plain'];
  /** A meeting's Spanish title, summary and detailed summary. */
  meetingInSpanish(city: CityContext, meeting: PresentedMeeting): Pick<MeetingDetail, 'summary_es' | 'title_es' | 'detailed_summary_es'>;
  /** Sets the Spanish summary and title on each listed meeting of a Spanish page. */
  withSpanishSummaries(db: Kysely<Database>, city: CityContext, items: MeetingSummary[]): Promise<void>;
}

let registered: RecordWords | null = null;

export function registerRecordWords(words: RecordWords): void {
  registered = words;
}

export function recordWords(): RecordWords {
  if (!registered) throw new Error('A meeting was presented before registerStandardRecordSteps(): its plain lines and Spanish words would be missing');
  return registered;
}
