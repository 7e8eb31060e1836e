/**
 * A meeting's detailed summary in Spanish (issue 48), built on read from the record as it stands, like the short one
 * (meeting-summary-es.ts): each item's number, its Spanish plain line, its result, the tally of the roll call that
 * decided it, who moved it and who voted no. Nothing is translated from the clerk's English: an item the city's
 * rules do not recognise is named by number as "only in English", its result said in Spanish when the contract
 * names it and quoted (a name to mark English) when the record states it in its own words. Names kept as printed
 * (the items' names, councilors) are listed beside the text so a page marks them `lang="en"`.
 */
import type { AgendaItem, VotingRecord } from '#contract/meetings.ts';
import { type HeldState, recordsOfItem, RESULT_WORDS, resultWord, type SummaryItem } from './summary-words-es.ts';

export type DetailedItem = SummaryItem & Pick<AgendaItem, 'plain'>;
export type DetailedRecord = Pick<VotingRecord, 'agenda_item_id' | 'outcome' | 'moved_by' | 'seconded_by'> & {
  id?: number;
  votes: Pick<VotingRecord['votes'][number], 'councilor' | 'vote'>[];
};

export interface DetailedSummaryEs {
  /** Paragraphs of Spanish text. */
  paragraphs: string[];
  /** The names the text keeps as the record prints them, in English: a page marks each `lang="en"`. */
  names: string[];
}

// Steps of the meeting (the call to order, the minutes): counted, not told one by one.
const STEP_KINDS: ReadonlySet<string> = new Set(['procedural']);

const numberOf = (item: SummaryItem) => item.item_number.replace(/\.$/, '');
const stop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function listEs(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}

class Names {
  readonly all = new Set<string>();
  add(...names: (string | null | undefined)[]): void {
    for (const n of names) if (n?.trim()) this.all.add(n.trim());
  }
}

/**
 * "Aprobado (9-0), a propuesta de Ana Ruiz, con el apoyo de Jo Lee. En contra: Sam Poe." `label` heads it when one
 * roll call decided several items ("Resultado de 5.a y 5.b, votados juntos: Aprobado ...").
 */
function resultSentence(item: DetailedItem, own: DetailedRecord[], names: Names, label = ''): string {
  const last = own.at(-1);
  const word = resultWord(item, last);
  const ayes = last?.votes.filter((v) => v.vote === 'aye').length ?? 0;
  const nays = last?.votes.filter((v) => v.vote === 'nay') ?? [];
  const tally = last && last.votes.length > 0 ? ` (${ayes}-${nays.length})` : '';
  let said: string;
  if (word) said = `${word}${tally}`;
  else {
    // A result the record states in its own words ("Approved 8-0"): quoted as printed, never translated.
    names.add(item.vote_result);
    said = `Resultado según el acta, en inglés: ${item.vote_result ?? ''}`;
  }
  if (last?.moved_by) {
    names.add(last.moved_by, last.seconded_by);
    said += `, a propuesta de ${last.moved_by}${last.seconded_by ? ` y con el apoyo de ${last.seconded_by}` : ''}`;
  }
  const sentences = [stop(`${label}${said}`)];
  if (nays.length > 0) {
    names.add(...nays.map((v) => v.councilor));
    sentences.push(stop(`En contra: ${listEs(nays.map((v) => v.councilor))}`));
  }
  const earlier = own.slice(0, -1);
  if (earlier.length > 0) {
    const carried = earlier.filter((r) => r.outcome === 'passed').length;
    const failed = earlier.length - carried;
    sentences.push(
      `Antes hubo ${earlier.length} ${earlier.length === 1 ? 'otra votación' : 'otras votaciones'} sobre este punto` +
        ` (${carried} ${carried === 1 ? 'aprobada' : 'aprobadas'}${failed > 0 ? `, ${failed} ${failed === 1 ? 'rechazada' : 'rechazadas'}` : ''}).`,
    );
  }
  return sentences.join(' ');
}

/** One item's number and what it does: "5.a: Permite usar ...". */
function itemLine(item: DetailedItem, names: Names): string {
  const what = item.plain ? stop(item.plain.es) : 'Su título oficial solo está en inglés.';
  names.add(...(item.plain?.es_names ?? []));
  return `${numberOf(item)}: ${what}`;
}

/** One decided item: "5.a: permite usar ... Aprobado (9-0), a propuesta de ...". */
function decidedItem(item: DetailedItem, own: DetailedRecord[], names: Names): string {
  return `${itemLine(item, names)} ${resultSentence(item, own, names)}`;
}

/**
 * Items in a row that one roll call decided together, with the same result and no other vote of their own (a
 * consent agenda, a motion naming several items): the result, tally and mover are one fact, said once after their
 * lines instead of once per item.
 */
function runsOfOneVote(group: DetailedItem[], ownOf: (item: SummaryItem) => DetailedRecord[]): DetailedItem[][] {
  const runs: DetailedItem[][] = [];
  const sharedKey = (item: DetailedItem) => {
    const own = ownOf(item);
    return own.length === 1 && own[0]!.votes.length > 0 ? own[0] : undefined;
  };
  for (const item of group) {
    const previous = runs.at(-1)?.at(-1);
    const record = sharedKey(item);
    const word = record && resultWord(item, record);
    // A result the record states in its own words is quoted per item: two such quotes may differ.
    const joins = previous && word && sharedKey(previous) === record && resultWord(previous, record) === word;
    if (joins) runs.at(-1)!.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** A run of items decided by one roll call: each item's line, then the result once, labelled with their numbers. */
function decidedRun(run: DetailedItem[], ownOf: (item: SummaryItem) => DetailedRecord[], names: Names): string {
  if (run.length === 1) return decidedItem(run[0]!, ownOf(run[0]!), names);
  const lines = run.map((item) => itemLine(item, names)).join(' ');
  // A long run (a consent agenda) is named by its ends, so the sentence stays short.
  const which = run.length > 3 ? `los ${run.length} puntos de ${numberOf(run[0]!)} a ${numberOf(run.at(-1)!)}` : listEs(run.map(numberOf));
  const label = `Resultado de ${which}, votados juntos: `;
  return `${lines} ${resultSentence(run[0]!, ownOf(run[0]!), names, label)}`;
}

const isPulled = (item: SummaryItem) => item.vote_result === 'pulled';
const isDecided = (item: SummaryItem, own: DetailedRecord[]) => !isPulled(item) && (Boolean(item.vote_result) || own.length > 0);

/** Items in agenda order, grouped by the part of the number before its first dot ("5" of "5.a"). */
function groupByPart<T extends SummaryItem>(items: T[]): T[][] {
  const groups: T[][] = [];
  let part: string | undefined;
  for (const item of items) {
    const own = item.item_number.split('.')[0];
    if (groups.length === 0 || own !== part) groups.push([]);
    groups.at(-1)!.push(item);
    part = own;
  }
  return groups;
}

/** "Pasos para llevar la reunión: 1, 2 y 12 (aprobados: 2)." The call to order, the minutes: named by number. */
function stepsParagraph(steps: DetailedItem[], ownOf: (item: SummaryItem) => DetailedRecord[]): string {
  const passed = steps.filter((i) => resultWord(i, ownOf(i).at(-1)) === RESULT_WORDS.passed).map(numberOf);
  return `Pasos para llevar la reunión: ${listEs(steps.map(numberOf))}` + (passed.length > 0 ? ` (${passed.length === 1 ? 'aprobado' : 'aprobados'}: ${listEs(passed)}).` : '.');
}

/**
 * The detailed summary in Spanish of a meeting whose record holds `items` and `records`; null when there is nothing
 * to say (no item), or the meeting was called off (the short summary says so).
 */
export function spanishDetailedSummary(items: DetailedItem[], records: DetailedRecord[], held: HeldState = 'held'): DetailedSummaryEs | null {
  if (items.length === 0 || held === 'cancelled' || held === 'postponed') return null;
  const names = new Names();
  const ownOf = (item: SummaryItem) => recordsOfItem(item, records);
  const isStep = (i: DetailedItem) => Boolean(i.plain && STEP_KINDS.has(i.plain.kind));
  const decided = items.filter((i) => isDecided(i, ownOf(i)));
  const steps = items.filter((i) => !isPulled(i) && isStep(i));
  const business = decided.filter((i) => !isStep(i));
  const undecided = items.filter((i) => !isPulled(i) && !decided.includes(i) && !isStep(i));
  const told = undecided.filter((i) => i.plain);
  const untold = undecided.filter((i) => !i.plain);
  const pulled = items.filter(isPulled);

  const paragraphs: string[] = [];
  // One paragraph per part of the agenda (5.a, 5.b ... under 5), as the English one has one per section.
  for (const [i, group] of groupByPart(business).entries()) {
    const told = runsOfOneVote(group, ownOf).map((run) => decidedRun(run, ownOf, names)).join(' ');
    paragraphs.push(i === 0 ? `${held === 'held' ? 'Decisiones del concejo' : 'Decisiones registradas'}. ${told}` : told);
  }
  if (steps.length > 0) paragraphs.push(stepsParagraph(steps, ownOf));
  if (told.length > 0) {
    const head = held === 'ahead' ? 'En la agenda' : 'Sin votación registrada';
    paragraphs.push(`${head}. ${told.map((i) => {
      names.add(...(i.plain?.es_names ?? []));
      return `${numberOf(i)}: ${stop(i.plain!.es)}`;
    }).join(' ')}`);
  }
  if (untold.length > 0) {
    const n = untold.length;
    paragraphs.push(
      `${n === 1 ? 'Otro punto' : `Otros ${n} puntos`} (${listEs(untold.map(numberOf))}) ${n === 1 ? 'tiene' : 'tienen'} su título oficial solo en inglés` +
        (held === 'held' ? ' y el acta no registra una decisión sobre ' + (n === 1 ? 'él.' : 'ellos.') : '.'),
    );
  }
  if (pulled.length > 0) paragraphs.push(`Retirados de la agenda: ${listEs(pulled.map(numberOf))}.`);
  return paragraphs.length > 0 ? { paragraphs, names: [...names.all] } : null;
}
