/**
 * `npm run eval:plain` (issue 30): the plain lines of every agenda item of every minutes PDF in the shared folder
 * (../shared/data/minutes, or MINUTES_DIR) and of the city's gold set (city/<id>/eval/ingest-gold), the held-out
 * part (held-out/, never looked at while writing the rules) reported on its own. Prints the share of items with a
 * known kind (and the rest by title), the reading level of the lines in English and Spanish, false facts, the
 * meeting summaries' figures (summary-checks.ts), and ten
 * plain lines beside their clerk's titles, chosen at random. Exit code 1 when a goal is missed on any set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { meetingSeedSchema } from '../../city-data/meeting-seed.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import { fullTextOf, plainLineFor } from '../../plain/plain-line.ts';
import { emptyTally, type PlainTally, reportTally, tallyItem } from '../../plain/eval/plain-checks.ts';
import { checkKinds, readKindLabels, reportKinds } from '../../plain/eval/kind-labels.ts';
import { emptySummaryTally, reportSummaries, type SummaryTally, tallySummaries } from './summary-checks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MINUTES_DIR = process.env.MINUTES_DIR ?? path.join(here, '../../../../shared/data/minutes');
// A script builds its own city context: the deployment's city, whose gold set this is.
const city = cityContext(DEFAULT_CITY_ID);
const GOLD_DIR = process.env.GOLD_DIR ?? city.evalFile('ingest-gold');

function goldTally(dir: string): PlainTally {
  const tally = emptyTally();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const gold = meetingSeedSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    for (const item of gold.agenda_items) {
      const decided = Boolean(item.vote_result?.trim()) && !/^pulled/i.test(item.vote_result ?? '') && !/^PULLED\b/.test(item.title);
      tallyItem(tally, item.title, plainLineFor(city, item.title, item.description), decided, fullTextOf(item.title, item.description));
    }
  }
  return tally;
}

async function minutesTally(dir: string): Promise<{ tally: PlainTally; summaries: SummaryTally; meetings: number }> {
  const tally = emptyTally();
  const summaries = emptySummaryTally();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort() : [];
  for (const file of files) {
    const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(dir, file))));
    const minutes = parseMinutes(text.pages, file);
    for (const item of minutes.items) {
      const decided = Boolean(item.vote_result) && item.vote_result !== 'pulled' && !item.pulled;
      tallyItem(tally, item.title, plainLineFor(city, item.title, item.description), decided, fullTextOf(item.title, item.description));
    }
    tallySummaries(city, summaries, minutes, file);
  }
  return { tally, summaries, meetings: files.length };
}

function printSamples(tally: PlainTally, count: number): void {
  const pool = [...tally.samples];
  console.log(`\nTen plain lines beside their clerk's titles, chosen at random:`);
  for (let i = 0; i < count && pool.length; i++) {
    const [pick] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    if (!pick) break;
    console.log(`\n  title: ${pick.title.slice(0, 220)}\n  en:    ${pick.plain.en}\n  es:    ${pick.plain.es}`);
  }
}

const all = await minutesTally(MINUTES_DIR);
const tuned = goldTally(GOLD_DIR);
const heldOut = goldTally(path.join(GOLD_DIR, 'held-out'));
const results = [
  reportTally(`Every minutes PDF in ${path.relative(process.cwd(), MINUTES_DIR) || MINUTES_DIR} (${all.meetings} meetings)`, all.tally),
  reportTally('Gold set (tuning part)', tuned),
  reportTally('Gold set, held-out part (not used while writing the rules)', heldOut),
  reportSummaries(all.summaries),
];
const labels = readKindLabels(city.evalFile('plain-kind-labels.json'));
if (labels) {
  results.push(reportKinds('Kind labels (tuning part)', checkKinds(city, labels.tuning)));
  results.push(reportKinds('Kind labels, held-out part (not used while writing the rules)', checkKinds(city, labels.held_out)));
} else {
  console.log('\nNo kind labels (plain-kind-labels.json): lines of a wrong kind not measured.');
  results.push(false);
}
printSamples(all.tally.items ? all.tally : tuned, 10);
process.exit(results.every(Boolean) ? 0 : 1);
