/**
 * The analytics as CSV tables (RFC 4180, CRLF, a header line; text that would start a spreadsheet formula is
 * defused by contract/csv.ts). Columns are named as the JSON fields they come from, so a file can be checked
 * against `/api/v1/votes` answers; shares are fractions 0 to 1, like the JSON.
 */
import { type CsvCell, csvLine, toCsv } from '#contract/csv.ts';
import type { AgreementMatrix, CompareResponse, CouncilorFigures, SplitVote } from '#contract/votes.ts';
import type { SplitVoteExportRow } from './split-votes.ts';
import { presentVoteContext } from './vote-context.ts';
import { presentTally } from './vote-scope.ts';

const CONTEXT_HEADER = [
  'voting_record_id',
  'meeting_id',
  'meeting_date',
  'meeting_title',
  'meeting_type',
  'item_number',
  'item_title',
  'motion',
  'motion_kind',
  'outcome',
];

type VoteContext = Omit<SplitVote, 'tally' | 'votes'>;

function contextCells(v: VoteContext): CsvCell[] {
  return [v.voting_record_id, v.meeting_id, v.meeting_date, v.meeting_title, v.meeting_type, v.item_number, v.item_title, v.motion, v.motion_kind, v.outcome];
}

/** The header line of the split-vote CSV. */
export const SPLIT_VOTES_HEADER = csvLine([...CONTEXT_HEADER, 'ayes', 'nays', 'abstentions', 'absences', 'majority', 'roll_call']);

/** Lines of split votes; `roll_call` lists `Name: vote` in district order, separated by `; `. */
export function splitVoteLines(rows: SplitVoteExportRow[]): string {
  let lines = '';
  for (const row of rows) {
    const tally = presentTally(row);
    lines += csvLine([
      ...contextCells(presentVoteContext(row)),
      tally.ayes,
      tally.nays,
      tally.abstentions,
      tally.absences,
      tally.majority,
      row.roll_call ?? '',
    ]);
  }
  return lines;
}

/** Every roll call where two councilors differed, with both names on each line. */
export function differencesCsv(a: string, b: string, items: CompareResponse['items']): string {
  return toCsv(
    [...CONTEXT_HEADER, 'a', 'a_vote', 'b', 'b_vote'],
    items.map((v) => [...contextCells(v), a, v.a_vote, b, v.b_vote]),
  );
}

/** Every pair of the matrix: split votes both took a side on, how many alike, and the share (empty: none shared). */
export function agreementCsv(matrix: AgreementMatrix): string {
  return toCsv(
    ['a', 'b', 'shared', 'agreed', 'share'],
    matrix.pairs.map((p) => [p.a, p.b, p.shared, p.agreed, p.share]),
  );
}

/**
 * A councilor's figures in long form: `year` empty for the whole period asked, then the attendance and votes
 * against the majority of each year. `count` of `of`, and `rate` = count / of where a figure has a whole.
 */
export function councilorFiguresCsv(f: CouncilorFigures): string {
  const { attendance: att, against_majority: against } = f;
  const meetingsRate = att.meetings === 0 ? null : att.meetings_present / att.meetings;
  const rows: CsvCell[][] = [
    ['', 'present_at_roll_calls', att.present, att.roll_calls, att.rate],
    ['', 'present_at_meetings', att.meetings_present, att.meetings, meetingsRate],
    ['', 'against_majority', against.count, against.of, against.rate],
    ['', 'split_votes', f.split_votes, null, null],
    ['', 'aye', f.votes.aye, null, null],
    ['', 'nay', f.votes.nay, null, null],
    ['', 'abstain', f.votes.abstain, null, null],
    ['', 'motions_moved', f.motions.moved, null, null],
    ['', 'motions_seconded', f.motions.seconded, null, null],
    ...f.by_year.flatMap((y): CsvCell[][] => [
      [y.year, 'present_at_roll_calls', y.present, y.roll_calls, y.attendance_rate],
      [y.year, 'against_majority', y.against_majority, y.decided, y.against_rate],
    ]),
  ];
  return toCsv(['year', 'figure', 'count', 'of', 'rate'], rows);
}

/** A file name from free text (a councilor's name): letters, digits and dashes only. */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'councilor';
}
