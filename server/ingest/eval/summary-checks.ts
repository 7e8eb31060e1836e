/**
 * What `npm run eval:plain` checks of a meeting's summaries (issue 30): the English short summary names a decision
 * in its first 160 characters when the minutes record one; the Spanish summary (built from results, plain lines and
 * roll calls) reads at Fernandez-Huerta >= 60; neither states a figure, district or case number the minutes'
 * items and motions do not print. The English summary quotes the clerk's words, so its grade is reported, not a goal.
 */
import type { CityContext } from '#city/context.ts';
import type { ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { summarize } from '../summaries/summarize.ts';
import { type DetailedSummaryEs, spanishDetailedSummary, spanishSummary, summaryRecordOf } from '../../plain/meeting-summary-es.ts';
import { extractItemFacts } from '../../plain/item-facts.ts';
import { fullTextOf, plainLineFor } from '../../plain/plain-line.ts';
import { fernandezHuerta, fleschKincaidGrade } from '../../plain/readability.ts';
import { checkGroupSentences } from './group-checks.ts';
import { itemsMissingTally } from './tally-checks.ts';
import { falseFacts, GOALS, percent } from '../../plain/eval/plain-checks.ts';

export interface SummaryTally {
  meetings: number;
  withDecision: number;
  decisionFirst: number;
  easyEnglish: number;
  spanish: number;
  easySpanish: number;
  falseFacts: string[];
  /** Sentences naming the items one motion decided ("The motion to approve 2.b-2.g carried 9-0"). */
  groupSentences: number;
  falseGroups: string[];
  spanishSamples: string[];
  /** Meetings with an English detailed summary, and those with a Spanish one. */
  detailed: number;
  detailedSpanish: number;
  /** Items (not pulled) of the Spanish detailed summaries, and those told in Spanish words (a plain line). */
  detailedItems: number;
  detailedItemsTold: number;
  detailedEaseSum: number;
  detailedSamples: string[];
  /** Decided items told without the tally of the roll call that decided them (tally-checks.ts). */
  missingTallies: string[];
}

export const emptySummaryTally = (): SummaryTally => ({
  meetings: 0,
  withDecision: 0,
  decisionFirst: 0,
  easyEnglish: 0,
  spanish: 0,
  easySpanish: 0,
  falseFacts: [],
  groupSentences: 0,
  falseGroups: [],
  spanishSamples: [],
  detailed: 0,
  detailedSpanish: 0,
  detailedItems: 0,
  detailedItemsTold: 0,
  detailedEaseSum: 0,
  detailedSamples: [],
  missingTallies: [],
});

const DECISION_WORDS = /\b(?:Approved|approved|voted|carried|failed|continued|denied|tabled|referred)\b/;

/** The words of the carried motion that decided a parsed item (its `decided_by`, else its own last), as the API reads them. */
function carriedMotionOf(minutes: ParsedMinutes, item: ParsedMinutes['items'][number]): string | undefined {
  const decider = item.decided_by != null ? minutes.votes[item.decided_by] : minutes.votes.filter((v) => v.item_number === item.item_number).at(-1);
  return decider?.outcome === 'passed' ? decider.motion : undefined;
}

/** The Spanish summary of parsed minutes of `city`, as the API builds it from the stored record. */
export function spanishSummaryOf(city: CityContext, minutes: ParsedMinutes): string | null {
  const items = minutes.items.map((item, id) => ({
    id,
    item_number: item.item_number,
    vote_result: item.vote_result,
    plain: plainLineFor(city, item.title, item.description, carriedMotionOf(minutes, item)),
    decided_by: item.decided_by,
  }));
  const idOf = new Map(items.map((i) => [i.item_number, i.id]));
  // A motion's id is its index, as an item's `decided_by` names it.
  const records = minutes.votes.map((v, id) => summaryRecordOf({ id, agenda_item_id: v.item_number ? (idOf.get(v.item_number) ?? null) : null, outcome: v.outcome, votes: v.votes }));
  return spanishSummary(items, records);
}

/** The Spanish detailed summary of parsed minutes of `city`, as the API builds it from the stored record. */
export function spanishDetailedSummaryOf(city: CityContext, minutes: ParsedMinutes): DetailedSummaryEs | null {
  const items = minutes.items.map((item, id) => ({
    id,
    item_number: item.item_number,
    vote_result: item.pulled ? 'pulled' : item.vote_result,
    plain: plainLineFor(city, item.title, item.description, carriedMotionOf(minutes, item)),
    decided_by: item.decided_by,
  }));
  const idOf = new Map(items.map((i) => [i.item_number, i.id]));
  const records = minutes.votes.map((v, id) => ({
    id,
    agenda_item_id: v.item_number ? (idOf.get(v.item_number) ?? null) : null,
    outcome: v.outcome,
    moved_by: v.moved_by,
    seconded_by: v.seconded_by,
    votes: v.votes.map((x) => ({ councilor: x.councilor, vote: x.vote })),
  }));
  return spanishDetailedSummary(items, records);
}

function tallyDetailed(city: CityContext, tally: SummaryTally, minutes: ParsedMinutes, source: string, sums: string[], file: string): void {
  tally.detailed++;
  const detailed = spanishDetailedSummaryOf(city, minutes);
  if (!detailed) return;
  tally.detailedSpanish++;
  const text = detailed.paragraphs.join('\n\n');
  tally.detailedEaseSum += fernandezHuerta(text);
  const items = minutes.items.filter((i) => !i.pulled && i.vote_result !== 'pulled');
  tally.detailedItems += items.length;
  tally.detailedItemsTold += items.filter((i) => plainLineFor(city, i.title, i.description)).length;
  if (tally.detailedSamples.length < 200) tally.detailedSamples.push(text);
  for (const fact of falseFacts(text, source, sums)) tally.falseFacts.push(`${fact} in the Spanish detailed summary of ${file}`);
  for (const wrong of itemsMissingTally(minutes, text, 'detailed')) tally.missingTallies.push(`${wrong}, detailed summary of ${file}`);
}

export function tallySummaries(city: CityContext, tally: SummaryTally, minutes: ParsedMinutes, file: string): void {
  const summaries = summarize(city, minutes, 'The meeting');
  const english = summaries?.summary;
  if (!english) return;
  tally.meetings++;
  const groups = checkGroupSentences(summaries.detailed, minutes);
  tally.groupSentences += groups.sentences;
  for (const wrong of groups.falses) tally.falseGroups.push(`${wrong} in ${file}`);
  const texts = minutes.items.map((i) => fullTextOf(i.title, i.description));
  const source = [...texts, ...minutes.votes.map((v) => v.motion)].join(' ');
  // "Several amounts, $X in all": the sum of one item's printed parts, as its plain line states it.
  const sums = texts.flatMap((t) => extractItemFacts(t).total ?? []);
  if (minutes.votes.length > 0 || minutes.items.some((i) => i.vote_result && i.vote_result !== 'pulled')) {
    tally.withDecision++;
    if (DECISION_WORDS.test(english.slice(0, 160))) tally.decisionFirst++;
  }
  if (fleschKincaidGrade(english) <= GOALS.englishGradeMax) tally.easyEnglish++;
  const spanish = spanishSummaryOf(city, minutes);
  if (spanish) {
    // Every meeting has a Spanish summary (issue 48); only one with a decision is held to the reading goal's sample.
    tally.spanish++;
    if (fernandezHuerta(spanish) >= GOALS.spanishEaseMin) tally.easySpanish++;
    if (tally.spanishSamples.length < 500) tally.spanishSamples.push(spanish);
    for (const wrong of itemsMissingTally(minutes, spanish, 'short')) tally.missingTallies.push(`${wrong}, summary of ${file}`);
  }
  for (const text of [english, spanish ?? '']) {
    for (const fact of falseFacts(text, source, sums)) tally.falseFacts.push(`${fact} in the summary of ${file}`);
  }
  if (summaries.detailed) tallyDetailed(city, tally, minutes, source, sums, file);
}


/** Prints the summary figures; returns whether every goal was met. */
export function reportSummaries(tally: SummaryTally): boolean {
  const first = percent(tally.decisionFirst, tally.withDecision);
  const es = percent(tally.easySpanish, tally.spanish);
  const rows = [
    [`decision in the first 160 characters (${tally.withDecision} meetings with one)`, first, first >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
    [`meetings with a Spanish summary (${tally.spanish} of ${tally.meetings})`, percent(tally.spanish, tally.meetings), tally.spanish === tally.meetings, '= 100%'],
    [`Spanish summaries at Fernandez-Huerta >= ${GOALS.spanishEaseMin} (${tally.spanish})`, es, es >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
    [`English summaries at FK grade <= ${GOALS.englishGradeMax} (clerk's words)`, percent(tally.easyEnglish, tally.meetings), true, 'reported'],
    [`meetings with a Spanish detailed summary (${tally.detailedSpanish} of ${tally.detailed})`, percent(tally.detailedSpanish, tally.detailed), tally.detailedSpanish === tally.detailed, '= 100%'],
    [`items of the Spanish detailed summaries told in Spanish (${tally.detailedItemsTold} of ${tally.detailedItems})`, percent(tally.detailedItemsTold, tally.detailedItems), true, 'reported'],
  ] as const;
  console.log(`\nMeeting summaries: ${tally.meetings} meetings`);
  for (const [label, value, ok, goal] of rows) console.log(`  ${label.padEnd(64)}${value.toFixed(1).padStart(6)}%  ${goal} ${ok ? (goal === 'reported' ? '' : 'met') : 'MISSED'}`);
  console.log(`  ${'false facts in summaries'.padEnd(64)}${String(tally.falseFacts.length).padStart(7)}  = 0 ${tally.falseFacts.length ? 'MISSED' : 'met'}`);
  for (const fact of tally.falseFacts.slice(0, 20)) console.log(`    false: ${fact}`);
  const groupLabel = `group sentences over a pulled or unvoted item (${tally.groupSentences})`;
  console.log(`  ${groupLabel.padEnd(64)}${String(tally.falseGroups.length).padStart(7)}  = 0 ${tally.falseGroups.length ? 'MISSED' : 'met'}`);
  for (const wrong of tally.falseGroups.slice(0, 20)) console.log(`    false: ${wrong}`);
  console.log(`  ${'decided items told without their roll call\'s tally (es)'.padEnd(64)}${String(tally.missingTallies.length).padStart(7)}  = 0 ${tally.missingTallies.length ? 'MISSED' : 'met'}`);
  for (const wrong of tally.missingTallies.slice(0, 10)) console.log(`    ${wrong}`);
  const ease = tally.detailedSpanish ? tally.detailedEaseSum / tally.detailedSpanish : 0;
  console.log(`  ${'mean Fernandez-Huerta ease of the Spanish detailed summaries'.padEnd(64)}${ease.toFixed(1).padStart(6)}   reported`);
  const sample = tally.spanishSamples[Math.floor(Math.random() * tally.spanishSamples.length)];
  if (sample) console.log(`  a Spanish summary, chosen at random: ${sample}`);
  const detailedSample = tally.detailedSamples[Math.floor(Math.random() * tally.detailedSamples.length)];
  if (detailedSample) console.log(`  a Spanish detailed summary, chosen at random, its opening: ${detailedSample.slice(0, 700)}`);
  return rows.every(([, , ok]) => ok) && tally.falseFacts.length === 0 && tally.falseGroups.length === 0 && tally.missingTallies.length === 0;
}
