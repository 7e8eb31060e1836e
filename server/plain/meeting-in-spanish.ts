/**
 * A presented meeting's Spanish words (issue 30): its title, its summary from its items' results and roll calls, and
 * its detailed summary beside an English one. The record asks for them through the words plain language registers
 * (server/meetings/record-words.ts, server/record-steps-standard.ts); plain imports nothing of the record.
 */
import type { CityContext } from '#city/context.ts';
import type { AgendaItem, MeetingDetail, MeetingSummary, VotingRecord } from '#contract/meetings.ts';
import { heldStateOf, spanishDetailedSummary, spanishSummary, summaryRecordOf } from './meeting-summary-es.ts';
import { spanishMeetingTitle } from './meeting-title-es.ts';

export function meetingInSpanish(
  city: CityContext,
  meeting: { summary: MeetingSummary; agendaItems: (AgendaItem & { decided_by?: number | null })[]; votingRecords: VotingRecord[]; hasDetailedSummary: boolean },
): Pick<MeetingDetail, 'summary_es' | 'title_es' | 'detailed_summary_es'> {
  const { summary, agendaItems, votingRecords } = meeting;
  const held = heldStateOf(summary.time_state);
  // A meeting the notice announced has its Spanish summary already: the notice's facts (set when presented).
  return {
    summary_es: summary.announced ? (summary.summary_es ?? null) : held ? spanishSummary(agendaItems, votingRecords.map(summaryRecordOf), held) : null,
    title_es: spanishMeetingTitle(city, summary.title),
    detailed_summary_es: meeting.hasDetailedSummary && held && !summary.announced ? spanishDetailedSummary(agendaItems, votingRecords, held) : null,
  };
}
