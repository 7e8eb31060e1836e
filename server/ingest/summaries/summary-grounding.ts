/**
 * Checks a model-written meeting summary against the minutes it summarises before it replaces the extractive
 * one: 3 to 5 plain sentences, and every number, date and capitalised name in it must occur in the document.
 * A summary that fails any check is rejected whole; the extractive summary stays.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** Words a summary may capitalise at the start of a sentence without the document using them. */
const SENTENCE_STARTERS = new Set(
  `the a an in on at it its this that these those they there their during after before then also other another
  each all both most several some many two three four five six seven eight nine ten residents members`.split(/\s+/),
);

/** Titles that may sit in front of a name the document prints without them ("Councilor Bengel" for "Bengel"). */
const TITLES = /^(?:(?:The|City|Council|Councilor|Councilors|Chair|Vice-Chair|Mayor)(?:\s+|$))+/;

/** Every figure in a text as a plain number string: "$7,000,000.00" and "$7 million" both give "7000000". */
export function figuresIn(text: string): string[] {
  const out: string[] = [];
  const plain = text.replace(/(?<=\d),(?=\d{3}\b)/g, '');
  for (const m of plain.matchAll(/(\d+(?:\.\d+)?)(?:\s+(thousand|million|billion)\b)?/gi)) {
    const value = Number(m[1]) * (m[2] ? SCALE[m[2].toLowerCase()]! : 1);
    out.push(String(Number.isInteger(value) ? value : Number(value.toFixed(2))));
  }
  return out;
}

/** "December 4, 2024" and "December 4" as `month-day` keys (the year is checked as a figure). */
function datesIn(text: string): string[] {
  const re = new RegExp(`\\b(${MONTHS.join('|')})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'gi');
  return [...text.matchAll(re)].map((m) => `${MONTHS.indexOf(m[1]!.toLowerCase()) + 1}-${Number(m[2])}`);
}

/** Runs of capitalised words ("Sales Tax Overview Committee", "Bengel"), with their sentence-initial flag. */
function capitalisedRuns(text: string): { run: string; initial: boolean }[] {
  const out: { run: string; initial: boolean }[] = [];
  // No full stops inside a run: "Museum. The Trust" is two sentences, not one name.
  const re = /[A-Z][\p{L}'’-]*(?:\s+(?:of|and|the|for|de|&)\s+[A-Z][\p{L}'’-]*|\s+[A-Z][\p{L}'’-]*)*/gu;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index).trimEnd();
    out.push({ run: m[0].replace(/[’']+$/, ''), initial: before === '' || /[.!?:]$/.test(before) });
  }
  return out;
}

const normalise = (text: string) => text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');

/** The sentences of a plain-text summary. */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .filter((s) => s.trim().length > 0);
}

/** Null when the summary may be used; otherwise why not. `documentText` is the whole text of the minutes. */
export function summaryProblem(summary: string, documentText: string): string | null {
  const text = summary.trim();
  const count = sentencesOf(text).length;
  if (count < 3 || count > 5) return `has ${count} sentences, not 3 to 5`;
  if (/https?:|www\.|[#*_`|<>[\]]|^\s*[-•]/m.test(text)) return 'is not plain text';
  const knownDates = new Set(datesIn(documentText));
  for (const d of datesIn(text)) if (!knownDates.has(d)) return `states the date ${d}, which the document does not contain`;
  const known = new Set(figuresIn(documentText));
  for (const n of figuresIn(text)) if (!known.has(n)) return `states the figure ${n}, which the document does not contain`;
  const doc = normalise(documentText);
  for (const { run, initial } of capitalisedRuns(text)) {
    const words = run.split(/\s+/);
    // "The Council approved ...": a sentence may open with a common word the document never capitalises.
    const rest = initial && SENTENCE_STARTERS.has(words[0]!.toLowerCase()) ? words.slice(1).join(' ') : run;
    if (!rest) continue;
    // A bare title ("the Council", "the Mayor") names no one; a title with a name needs the name in the document.
    const name = rest.replace(TITLES, '');
    if (name && !doc.includes(normalise(name)) && !doc.includes(normalise(rest))) return `names "${rest}", which the document does not contain`;
  }
  return null;
}
