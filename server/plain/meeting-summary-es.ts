/**
 * A meeting's summary in Spanish (issue 30), built from the record as it stands (items' results, their plain lines,
 * the roll calls), never translated from the English text: "Aprobado 5.a (9-0): permite usar un terreno para ...".
 * Only items with a result and a plain line that says something lead; the clerk's words are not ours to translate,
 * so an item without a plain line is counted, not described. Every meeting gets one (issue 48): minutes with no
 * decision say what the meeting took up by kind, a cancelled or postponed meeting says so.
 */
import type { MeetingTimeState } from '#contract/enums.ts';
import type { VotingRecord } from '#contract/meetings.ts';
import { NO_PLAIN_LEAD_KINDS } from './plain-line.ts';
import { type HeldState, recordsOfItem, RESULT_WORDS, resultWord, type SummaryItem, type SummaryRecord } from './summary-words-es.ts';

export type { HeldState, SummaryItem, SummaryRecord } from './summary-words-es.ts';
// The detailed summary is reached through here, the one module of the Spanish summaries the meeting pages import.
export { type DetailedSummaryEs, spanishDetailedSummary } from './detailed-summary-es.ts';

/** A roll call's ayes and nays, as stored beside it (server/meetings/roll-call-tallies.ts). */
export function summaryRecordOf(record: Pick<VotingRecord, 'id' | 'agenda_item_id' | 'outcome'> & { votes: { vote: string }[] }): SummaryRecord {
  const count = (choice: string) => record.votes.filter((v) => v.vote === choice).length;
  return { id: record.id, agenda_item_id: record.agenda_item_id, outcome: record.outcome, ayes: count('aye'), nays: count('nay') };
}

// The business a resident most often asks about leads when there are more than three decisions.
const KIND_ORDER = [
  'annual_budget', 'rezoning', 'zoning_code', 'comprehensive_plan', 'bonds', 'budget', 'assessment', 'ordinance', 'tax_increment',
  'housing_fund', 'settlement', 'legal_representation', 'appeal', 'contract', 'change_order', 'license', 'closing', 'plat',
  'appointment', 'council_leadership', 'zoning_initiation', 'zoning_map_initiation', 'plan_adoption', 'election_call', 'reconsideration', 'easement_or_property', 'land_gift', 'election',
];


interface Lead {
  item: SummaryItem;
  index: number;
  sentence: string;
  rank: number;
}

/** "Aprobado 5.a (9-0)": the result, the item's number and its last roll call's tally. */
function decidedHead(word: string, item: SummaryItem, last: SummaryRecord | undefined): string {
  return `${word} ${item.item_number.replace(/\.$/, '')}${last ? ` (${last.ayes}-${last.nays})` : ''}`;
}

/**
 * The best of each kind first (three rezonings say less than a rezoning, a budget change and a contract), then the
 * next best: `count` of them, in agenda order.
 */
function bestOfEachKind<T extends { item: SummaryItem; index: number }>(ranked: T[], count: number): T[] {
  const firstOfKind = ranked.filter((l, i) => ranked.findIndex((o) => o.item.plain?.kind === l.item.plain?.kind) === i);
  return [...new Set([...firstOfKind, ...ranked])].slice(0, count).sort((a, b) => a.index - b.index);
}

function leadOf(item: SummaryItem, index: number, records: SummaryRecord[]): Lead | null {
  const own = recordsOfItem(item, records);
  const last = own.at(-1);
  const word = resultWord(item, last);
  if (!word || !item.plain || NO_PLAIN_LEAD_KINDS.has(item.plain.kind)) return null;
  const split = own.some((r) => r.nays > 0);
  const line = item.plain.es.charAt(0).toLowerCase() + item.plain.es.slice(1);
  const kindRank = KIND_ORDER.indexOf(item.plain.kind);
  return {
    item,
    index,
    sentence: `${decidedHead(word, item, last)}: ${line}`,
    // A split vote or a result other than approval is news; then the kind of business.
    rank: (split ? 0 : 100) + (word === RESULT_WORDS.passed ? 50 : 0) + (kindRank < 0 ? KIND_ORDER.length : kindRank),
  };
}

/** "Aprobado 4 (9-0): su título oficial solo está en inglés." Decided items of no known kind, at most two. */
function untoldDecisions(items: SummaryItem[], records: SummaryRecord[]): Lead[] {
  return items.flatMap((item, index): Lead[] => {
    if (item.plain) return [];
    const last = recordsOfItem(item, records).at(-1);
    const word = resultWord(item, last);
    if (!word) return [];
    return [{ item, index, rank: 0, sentence: `${decidedHead(word, item, last)}: su título oficial solo está en inglés` }];
  }).slice(0, 2);
}


/**
 * What a meeting's state lets its Spanish summary say; null only for a meeting the notice of the year's meetings
 * announced whose date passed with no agenda (its summary is the notice's facts, announced-summary.ts).
 */
export function heldStateOf(state: MeetingTimeState): HeldState | null {
  if (state === 'no_agenda') return null;
  if (state === 'cancelled' || state === 'postponed') return state;
  return state === 'upcoming' ? 'ahead' : state === 'completed' ? 'held' : 'awaiting_minutes';
}

const points = (n: number) => `${n} ${n === 1 ? 'punto' : 'puntos'}`;

/** A cancelled or postponed meeting: that, and what its agenda listed, if one was published. */
function calledOffSummary(items: SummaryItem[], held: 'cancelled' | 'postponed'): string {
  const said = held === 'cancelled' ? 'La reunión se canceló.' : 'La reunión se aplazó.';
  return items.length ? `${said} Su agenda incluía ${points(items.length)}.` : said;
}

/**
 * Minutes that record no decision (a work session, reports, residents speaking): what the meeting took up, by
 * kind, from the items' kinds; never a decision.
 */
function noDecisionSummary(items: SummaryItem[]): string {
  if (items.length === 0) return 'El acta de la reunión no registra puntos de la agenda.';
  const count = (kind: string) => items.filter((i) => i.plain?.kind === kind && i.vote_result !== 'pulled').length;
  const parts = [
    [count('report'), 'informe al concejo', 'informes al concejo'],
    [count('public_comment'), 'vecino inscrito para hablar', 'vecinos inscritos para hablar'],
    [count('public_hearing'), 'audiencia pública', 'audiencias públicas'],
  ].flatMap(([n, one, many]) => (Number(n) > 0 ? [`${n} ${Number(n) === 1 ? one : many}`] : []));
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : parts[0];
  const counted = items.filter((i) => i.vote_result !== 'pulled').length;
  return [`La reunión trató ${points(counted)} de la agenda.`, listed ? `Hubo ${listed}.` : '', 'El acta no registra votaciones nominales.']
    .filter(Boolean)
    .join(' ');
}

/**
 * `held` says whether the record shows the meeting took place (its minutes are in): an agenda's items are what the
 * council will take up, or what it was scheduled to, never what it "treated" (issue 33).
 */
export function spanishSummary(items: SummaryItem[], records: SummaryRecord[], held: HeldState = 'held'): string {
  if (held === 'cancelled' || held === 'postponed') return calledOffSummary(items, held);
  const ranked = items
    .map((item, index) => leadOf(item, index, records))
    .filter((l): l is Lead => l !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const leads = bestOfEachKind(ranked, 3);
  // Nothing decided has a plain line: still say what was decided, by number, without translating the clerk's words.
  if (leads.length === 0) leads.push(...untoldDecisions(items, records));
  if (leads.length === 0 && records.length === 0) return held === 'held' ? noDecisionSummary(items) : agendaSummary(items, held);
  const sentences = leads.map((l) => (/[.]$/.test(l.sentence) ? l.sentence : `${l.sentence}.`));
  const counted = points(items.filter((i) => i.vote_result !== 'pulled').length);
  if (held === 'held') sentences.push(`La reunión trató ${counted} de la agenda.`);
  else sentences.push(`La agenda ${held === 'ahead' ? 'incluye' : 'incluía'} ${counted}.`);
  if (held === 'awaiting_minutes') sentences.push('Su acta todavía no se ha publicado.');
  if (records.length > 0) {
    const carried = records.filter((r) => r.outcome === 'passed').length;
    const failed = records.length - carried;
    sentences.push(
      `Hubo ${records.length} ${records.length === 1 ? 'votación' : 'votaciones'}: ` +
        `${carried} ${carried === 1 ? 'moción aprobada' : 'mociones aprobadas'}` +
        (failed > 0 ? ` y ${failed} ${failed === 1 ? 'rechazada' : 'rechazadas'}` : '') +
        '.',
    );
  }
  return sentences.join(' ');
}

/**
 * An agenda with no result yet: what it lists, in the items' own plain lines ("Punto 14: permite usar un terreno
 * ..."), the business a resident asks about first; never what was decided. With no item whose line says something,
 * how many items it lists (or that none is published yet).
 */
function agendaSummary(items: SummaryItem[], held: 'ahead' | 'awaiting_minutes'): string {
  const listed = items
    .map((item, index) => ({ item, index, rank: item.plain ? KIND_ORDER.indexOf(item.plain.kind) : -1 }))
    .filter((l) => l.item.plain && !NO_PLAIN_LEAD_KINDS.has(l.item.plain.kind) && l.item.vote_result !== 'pulled')
    .sort((a, b) => (a.rank < 0 ? KIND_ORDER.length : a.rank) - (b.rank < 0 ? KIND_ORDER.length : b.rank) || a.index - b.index);
  const shown = bestOfEachKind(listed, 2);
  // Every item the page lists, as the English summary counts them; of an agenda not yet in the record, that.
  const sentences = [
    items.length ? `La agenda ${held === 'ahead' ? 'incluye' : 'incluía'} ${points(items.length)}.` : 'El registro todavía no tiene la agenda de esta reunión.',
  ];
  for (const { item } of shown) {
    const line = item.plain!.es.charAt(0).toLowerCase() + item.plain!.es.slice(1);
    sentences.push(`Punto ${item.item_number.replace(/\.$/, '')}: ${/[.]$/.test(line) ? line : `${line}.`}`);
  }
  if (held === 'awaiting_minutes') sentences.push('Su acta todavía no se ha publicado.');
  return sentences.join(' ');
}
