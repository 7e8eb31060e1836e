/**
 * `npm run eval:ingest`: runs the extraction on every gold meeting of the city (city/<id>/eval/ingest-gold) on its
 * PDF (from ../shared/data/minutes, or the bundled copies in the city's data folder, city/<id>/data/minutes) and
 * prints precision and recall per field, on the whole gold set and on the held-out part (ingest-gold/held-out:
 * labelled by hand and never looked at while tuning the parser), plus the
 * false claims: item results, vote outcomes and summary sentences that say "approved" where the record does not.
 * Exit code 1 when a goal is missed on either. `GOLD_DIR` evaluates another gold folder (its `held-out/` too);
 * `MINUTES_DIR` adds a folder to look for the PDFs in; `EVAL_DEBUG=1` lists every miss.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MeetingSeed, meetingSeedSchema } from '../../city-data/meeting-seed.ts';
import { buildMeetingInput } from '../pipeline/build-meeting.ts';
import { checksumOf } from '../stored-pdfs/minutes-store.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import { loadTopicMatchers } from '../keywords-and-topics/topics.ts';
import { compareMeeting, precisionRecall, type Scores } from './compare.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// A script builds its own city context: the deployment's city, whose gold set this is.
const city = cityContext(DEFAULT_CITY_ID);
const GOLD_DIR = process.env.GOLD_DIR ?? city.evalFile('ingest-gold');
const PDF_DIRS = [process.env.MINUTES_DIR, path.join(here, '../../../../shared/data/minutes'), city.dataFile('minutes')].filter(
  (d): d is string => Boolean(d),
);
/** Precision and recall goals per field, in percent; false claims must be zero. */
export const GOALS: Record<string, number> = {
  'agenda item numbers': 99.5,
  'motion kind': 99.5,
  'vote outcomes': 99.5,
  'per-councilor votes': 99.5,
  'item results (4 classes)': 99.5,
};

function goldFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f)) : [];
}

async function evaluate(files: string[], topics: ReturnType<typeof loadTopicMatchers>): Promise<{ scores: Scores; evaluated: number }> {
  const scores: Scores = {};
  let evaluated = 0;
  for (const file of files) {
    const gold: MeetingSeed = meetingSeedSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const pdf = PDF_DIRS.map((d) => path.join(d, gold.source_file ?? '')).find((p) => gold.source_file && fs.existsSync(p));
    if (!pdf) {
      console.warn(`skip ${path.basename(file)}: ${gold.source_file} not found`);
      continue;
    }
    const bytes = new Uint8Array(fs.readFileSync(pdf));
    const text = await readPdfText(bytes);
    const predicted = buildMeetingInput(parseMinutes(text.pages, gold.source_file!), {
      city,
      fileName: gold.source_file!,
      checksum: checksumOf(bytes),
      topics,
    });
    compareMeeting(scores, gold, predicted, path.relative(GOLD_DIR, file));
    evaluated++;
  }
  return { scores, evaluated };
}

/** Prints one table; returns whether every goal was met. */
function report(title: string, scores: Scores, evaluated: number): boolean {
  console.log(`\n${title}: ${evaluated} gold meetings\n`);
  console.log(`${'field'.padEnd(32)}${'precision'.padStart(10)}${'recall'.padStart(10)}${'tp'.padStart(7)}${'fp'.padStart(6)}${'fn'.padStart(6)}  goal`);
  let met = evaluated > 0;
  for (const [field, s] of Object.entries(scores)) {
    if (field === 'false claims') continue;
    const { precision, recall } = precisionRecall(s);
    const goal = GOALS[field];
    const ok = goal === undefined || (precision >= goal && recall >= goal);
    if (!ok) met = false;
    console.log(
      `${field.padEnd(32)}${precision.toFixed(1).padStart(9)}%${recall.toFixed(1).padStart(9)}%${String(s.tp).padStart(7)}${String(s.fp).padStart(6)}${String(s.fn).padStart(6)}  ${goal ? `>= ${goal}% ${ok ? 'met' : 'MISSED'}` : ''}`,
    );
  }
  const claims = scores['false claims']?.fp ?? 0;
  if (claims > 0) met = false;
  console.log(`${'false claims'.padEnd(32)}${String(claims).padStart(10)}  ${claims === 0 ? '= 0 met' : '= 0 MISSED'}`);
  return met;
}

const topics = loadTopicMatchers(city);
const tuning = goldFiles(GOLD_DIR);
const heldOut = goldFiles(path.join(GOLD_DIR, 'held-out'));
const whole = await evaluate([...tuning, ...heldOut], topics);
const held = await evaluate(heldOut, topics);
const wholeMet = report('Whole gold set', whole.scores, whole.evaluated);
const heldMet = heldOut.length === 0 || report('Held-out part (not used for tuning)', held.scores, held.evaluated);
process.exit(wholeMet && heldMet ? 0 : 1);
