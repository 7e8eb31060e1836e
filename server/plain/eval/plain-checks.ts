/**
 * The checks `npm run eval:plain` makes on one plain line against its clerk's title: every figure, district and
 * case number the line states must be printed in the title (a false fact otherwise; `sums`: the sums of several
 * printed parts a line may state as such), and its reading level.
 */
import type { ItemPlain } from '#contract/plain.ts';
import { fernandezHuerta, fleschKincaidGrade } from '../readability.ts';
import { partialAmounts } from './amount-checks.ts';

/**
 * `genericPercentMax`: of the decided items (a result recorded, not pulled; steps of the meeting aside, whose line is
 * all there is to say), the share whose line is only a kind: the same line carried by `genericShared` or more of them.
 */
export const GOALS = { knownKindPercent: 95, englishGradeMax: 8, spanishEaseMin: 60, readablePercent: 90, genericPercentMax: 5, genericShared: 10 };

/** The facts a line states that its title does not print. */
export function falseFacts(line: string, title: string, sums: readonly string[] = []): string[] {
  const compact = title.replace(/\s+/g, ' ');
  const wrong: string[] = [];
  for (const [figure] of line.matchAll(/\$[\d,]+(?:\.\d+)?/g)) {
    if (compact.includes(figure) || compact.includes(figure.replace('$', '$ '))) continue;
    // A sum of the printed parts, said as one ("several amounts, $X in all"), is checked as an amount, not here.
    if (/in all|en total/.test(line) && (sums.includes(figure) || partialAmounts(line, compact).length === 0)) continue;
    wrong.push(figure);
  }
  for (const m of line.matchAll(/\b(?:District|Distrito) (\d+)/g)) {
    // "CD-6", "Council District 6", or "District 6" as printed (a summary may quote the clerk's words).
    const district = new RegExp(String.raw`\b(?:CD[- ]?|(?:Council )?District )${m[1]}\b`, 'i');
    if (!district.test(compact)) wrong.push(m[0]);
  }
  for (const [code] of line.matchAll(/\b[A-Z]{1,3}-\d+(?:-[A-Z0-9]+)*\b/g)) {
    if (!compact.includes(code)) wrong.push(code);
  }
  return wrong;
}

export interface PlainTally {
  items: number;
  known: number;
  unknownTitles: string[];
  easyEnglish: number;
  easySpanish: number;
  falseFacts: string[];
  samples: { title: string; plain: ItemPlain }[];
  /** The English line of each decided item that is not a step of the meeting (null: no known kind). */
  decidedLines: (string | null)[];
  /** Lines whose figure is neither the item's total nor marked as one of several. */
  partialAmounts: string[];
  /** Sums of the lines' Flesch-Kincaid grades (en) and Fernández-Huerta ease (es), for their means. */
  gradeSum: number;
  easeSum: number;
  /** Spanish lines that keep a name as printed, marked English (es_names), rather than leave it out. */
  namedSpanish: number;
}

export const emptyTally = (): PlainTally => ({
  items: 0,
  known: 0,
  unknownTitles: [],
  easyEnglish: 0,
  easySpanish: 0,
  falseFacts: [],
  samples: [],
  decidedLines: [],
  partialAmounts: [],
  gradeSum: 0,
  easeSum: 0,
  namedSpanish: 0,
});

/**
 * One item: `text` is its full wording (a display title may be shortened); `decided` whether a result is recorded
 * and the item was not pulled.
 */
export function tallyItem(tally: PlainTally, title: string, plain: ItemPlain | null | undefined, decided = false, text = title): void {
  tally.items++;
  if (decided && plain?.kind !== 'procedural') tally.decidedLines.push(plain?.en ?? null);
  if (!plain) {
    tally.unknownTitles.push(title);
    return;
  }
  tally.known++;
  tally.samples.push({ title, plain });
  const grade = fleschKincaidGrade(plain.en);
  const ease = fernandezHuerta(plain.es);
  tally.gradeSum += grade;
  tally.easeSum += ease;
  if (plain.es_names?.length) tally.namedSpanish++;
  if (grade <= GOALS.englishGradeMax) tally.easyEnglish++;
  if (ease >= GOALS.spanishEaseMin) tally.easySpanish++;
  for (const line of [plain.en, plain.es]) {
    for (const fact of falseFacts(line, text)) tally.falseFacts.push(`${fact} in "${line}" (title: ${title.slice(0, 100)})`);
    for (const figure of partialAmounts(line, text)) tally.partialAmounts.push(`${figure} in "${line}" (text: ${text.slice(0, 160)})`);
  }
}

/** The share of decided items whose line is shared by `GOALS.genericShared` or more of them, and those lines. */
export function genericShare(tally: PlainTally): { percent: number; lines: [string, number][] } {
  const counts = new Map<string, number>();
  for (const line of tally.decidedLines) if (line) counts.set(line, (counts.get(line) ?? 0) + 1);
  const lines = [...counts].filter(([, n]) => n >= GOALS.genericShared).sort((a, b) => b[1] - a[1]);
  const generic = lines.reduce((sum, [, n]) => sum + n, 0);
  return { percent: percent(generic, tally.decidedLines.length), lines };
}

export const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 0);

/** Prints a tally's figures; returns whether every goal was met. */
export function reportTally(name: string, tally: PlainTally): boolean {
  const known = percent(tally.known, tally.items);
  const en = percent(tally.easyEnglish, tally.known);
  const es = percent(tally.easySpanish, tally.known);
  const generic = genericShare(tally);
  const checks = [
    [`items with a known kind`, known, known >= GOALS.knownKindPercent, `>= ${GOALS.knownKindPercent}%`],
    [`decided items whose line is only a kind (${tally.decidedLines.length})`, generic.percent, generic.percent <= GOALS.genericPercentMax, `<= ${GOALS.genericPercentMax}%`],
    [`plain lines at FK grade <= ${GOALS.englishGradeMax} (en)`, en, en >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
    [`plain lines at Fernandez-Huerta (words/sentence) >= ${GOALS.spanishEaseMin} (es)`, es, es >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
  ] as const;
  console.log(`\n${name}: ${tally.items} items`);
  for (const [label, value, ok, goal] of checks) {
    console.log(`  ${label.padEnd(48)}${value.toFixed(1).padStart(6)}%  ${goal} ${ok ? 'met' : 'MISSED'}`);
  }
  const reported = [
    ['mean FK grade of the English lines', tally.known ? tally.gradeSum / tally.known : 0, ''],
    ['mean Fernandez-Huerta ease of the Spanish lines', tally.known ? tally.easeSum / tally.known : 0, ''],
    ['Spanish lines keeping a name, marked English', percent(tally.namedSpanish, tally.known), '%'],
  ] as const;
  for (const [label, value, unit] of reported) console.log(`  ${label.padEnd(48)}${value.toFixed(1).padStart(6)}${unit || ' '}  reported`);
  console.log(`  ${'false facts'.padEnd(48)}${String(tally.falseFacts.length).padStart(7)}  = 0 ${tally.falseFacts.length ? 'MISSED' : 'met'}`);
  for (const fact of tally.falseFacts.slice(0, 20)) console.log(`    false: ${fact}`);
  console.log(`  ${'amounts neither the total nor one of several'.padEnd(48)}${String(tally.partialAmounts.length).padStart(7)}  = 0 ${tally.partialAmounts.length ? 'MISSED' : 'met'}`);
  for (const figure of tally.partialAmounts.slice(0, 20)) console.log(`    partial: ${figure}`);
  for (const [line, n] of generic.lines) console.log(`    ${String(n).padStart(4)} × ${line}`);
  const unknown = [...new Set(tally.unknownTitles)];
  if (unknown.length) console.log(`  no known kind (${tally.unknownTitles.length}):`);
  for (const title of unknown.slice(0, 30)) console.log(`    - ${title.slice(0, 140)}`);
  return tally.items > 0 && checks.every(([, , ok]) => ok) && tally.falseFacts.length === 0 && tally.partialAmounts.length === 0;
}
