/**
 * Every decided item shows the tally of the roll call that decided it (issue 48): one motion often decides several
 * items ("approve 5.a through 5.f"), and the items after the first showed "Aprobado." alone. Counted on the Spanish
 * detailed summary, where every decided item is told, and on the short summary's leads.
 */
import type { ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { RESULT_WORDS } from '../../plain/summary-words-es.ts';

const RESULT = `(?:${Object.values(RESULT_WORDS).join('|')})`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The items decided by a roll call whose tally the text does not give beside its result; `detailed` or the short summary's heads. */
export function itemsMissingTally(minutes: ParsedMinutes, text: string, form: 'detailed' | 'short'): string[] {
  const missing: string[] = [];
  for (const item of minutes.items) {
    const vote = item.decided_by === null ? undefined : minutes.votes[item.decided_by];
    if (!vote || vote.votes.length === 0 || item.pulled) continue;
    const n = escape(item.item_number.replace(/\.$/, ''));
    const tally = `(${vote.votes.filter((v) => v.vote === 'aye').length}-${vote.votes.filter((v) => v.vote === 'nay').length})`;
    // Detailed: "5.c: <line> Aprobado (8-0)", or for a run one roll call decided, "5.a: <line> 5.b: <line> Resultado
    // de 5.a y 5.b, votados juntos: Aprobado (8-0)" (no other result between); short: "Aprobado 5.c (8-0):". An item
    // the text does not tell is not counted.
    const own = `(?:(?!\\s\\d+(?:\\.\\w+)*: )[^])*?`;
    const run = `(?:(?!${RESULT})[^])*?Resultado de [^:\\n]*, votados juntos: `;
    const told = form === 'detailed' ? new RegExp(`(?:^|\\s)${n}: (?:${own}|${run})${RESULT}(?: (\\(\\d+-\\d+\\)))?`) : new RegExp(`${RESULT} ${n}(?: (\\(\\d+-\\d+\\)))?:`);
    const match = text.match(told);
    if (match && match[1] !== tally) missing.push(`${item.item_number} ${match[1] ?? 'without a tally'} where the roll call was ${tally}`);
  }
  return missing;
}
