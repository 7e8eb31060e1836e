/**
 * The checks `npm run eval:plain` makes on one plain line against its clerk's title: every figure, district and
 * case number the line states must be printed in the title (a false fact otherwise), and its reading level.
 */
import type { ItemPlain } from '#contract/plain.ts';
import { fernandezHuerta, fleschKincaidGrade } from '../readability.ts';

export const GOALS = { knownKindPercent: 95, englishGradeMax: 8, spanishEaseMin: 60, readablePercent: 90 };

/** The facts a line states that its title does not print. */
export function falseFacts(line: string, title: string): string[] {
  const compact = title.replace(/\s+/g, ' ');
  const wrong: string[] = [];
  for (const [figure] of line.matchAll(/\$[\d,]+(?:\.\d+)?/g)) {
    if (!compact.includes(figure) && !compact.includes(figure.replace('$', '$ '))) wrong.push(figure);
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
}

export const emptyTally = (): PlainTally => ({
  items: 0,
  known: 0,
  unknownTitles: [],
  easyEnglish: 0,
  easySpanish: 0,
  falseFacts: [],
  samples: [],
});

export function tallyItem(tally: PlainTally, title: string, plain: ItemPlain | null | undefined): void {
  tally.items++;
  if (!plain) {
    tally.unknownTitles.push(title);
    return;
  }
  tally.known++;
  tally.samples.push({ title, plain });
  if (fleschKincaidGrade(plain.en) <= GOALS.englishGradeMax) tally.easyEnglish++;
  if (fernandezHuerta(plain.es) >= GOALS.spanishEaseMin) tally.easySpanish++;
  for (const line of [plain.en, plain.es]) {
    for (const fact of falseFacts(line, title)) tally.falseFacts.push(`${fact} in "${line}" (title: ${title.slice(0, 100)})`);
  }
}

export const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 0);

/** Prints a tally's figures; returns whether every goal was met. */
export function reportTally(name: string, tally: PlainTally): boolean {
  const known = percent(tally.known, tally.items);
  const en = percent(tally.easyEnglish, tally.known);
  const es = percent(tally.easySpanish, tally.known);
  const checks = [
    [`items with a known kind`, known, known >= GOALS.knownKindPercent, `>= ${GOALS.knownKindPercent}%`],
    [`plain lines at FK grade <= ${GOALS.englishGradeMax} (en)`, en, en >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
    [`plain lines at Fernandez-Huerta (words/sentence) >= ${GOALS.spanishEaseMin} (es)`, es, es >= GOALS.readablePercent, `>= ${GOALS.readablePercent}%`],
  ] as const;
  console.log(`\n${name}: ${tally.items} items`);
  for (const [label, value, ok, goal] of checks) {
    console.log(`  ${label.padEnd(48)}${value.toFixed(1).padStart(6)}%  ${goal} ${ok ? 'met' : 'MISSED'}`);
  }
  console.log(`  ${'false facts'.padEnd(48)}${String(tally.falseFacts.length).padStart(7)}  = 0 ${tally.falseFacts.length ? 'MISSED' : 'met'}`);
  for (const fact of tally.falseFacts.slice(0, 20)) console.log(`    false: ${fact}`);
  const unknown = [...new Set(tally.unknownTitles)];
  if (unknown.length) console.log(`  no known kind (${tally.unknownTitles.length}):`);
  for (const title of unknown.slice(0, 30)) console.log(`    - ${title.slice(0, 140)}`);
  return tally.items > 0 && checks.every(([, , ok]) => ok) && tally.falseFacts.length === 0;
}
