/**
 * `npm run eval:ingest`: runs the extraction on every gold meeting's PDF (from ../shared/data/minutes, or the
 * bundled copies in server/seed/minutes) and prints precision and recall per field. Exit code 1 when a goal is
 * missed: >= 98% on vote outcomes and per-councilor votes, >= 95% on agenda items.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { meetingSeedSchema } from '../../seed/seed-meetings.ts';
import { buildMeetingInput } from '../build-meeting.ts';
import { checksumOf } from '../minutes-store.ts';
import { parseMinutes } from '../parse-minutes.ts';
import { readPdfText } from '../pdf-text.ts';
import { loadTopicMatchers } from '../topics.ts';
import { compareMeeting, precisionRecall, type Scores } from './compare.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GOLD_DIR = path.join(here, '../gold');
const PDF_DIRS = [process.env.MINUTES_DIR, path.join(here, '../../../../shared/data/minutes'), path.join(here, '../../seed/minutes')].filter(
  (d): d is string => Boolean(d),
);
const GOALS: Record<string, number> = { 'vote outcomes': 98, 'per-councilor votes': 98, 'agenda item numbers': 95 };

const scores: Scores = {};
const topics = loadTopicMatchers();
let evaluated = 0;
for (const file of fs.readdirSync(GOLD_DIR).filter((f) => f.endsWith('.json')).sort()) {
  const gold = meetingSeedSchema.parse(JSON.parse(fs.readFileSync(path.join(GOLD_DIR, file), 'utf8')));
  const pdf = PDF_DIRS.map((d) => path.join(d, gold.source_file ?? '')).find((p) => gold.source_file && fs.existsSync(p));
  if (!pdf) {
    console.warn(`skip ${file}: ${gold.source_file} not found`);
    continue;
  }
  const bytes = new Uint8Array(fs.readFileSync(pdf));
  const text = await readPdfText(bytes);
  const predicted = buildMeetingInput(parseMinutes(text.pages, gold.source_file!), {
    fileName: gold.source_file!,
    checksum: checksumOf(bytes),
    topics,
  });
  compareMeeting(scores, gold, predicted, file);
  evaluated++;
}

console.log(`Gold meetings evaluated: ${evaluated}\n`);
console.log(`${'field'.padEnd(32)}${'precision'.padStart(10)}${'recall'.padStart(10)}${'tp'.padStart(7)}${'fp'.padStart(6)}${'fn'.padStart(6)}  goal`);
let missed = false;
for (const [field, s] of Object.entries(scores)) {
  const { precision, recall } = precisionRecall(s);
  const goal = GOALS[field];
  const ok = goal === undefined || (precision >= goal && recall >= goal);
  if (!ok) missed = true;
  console.log(
    `${field.padEnd(32)}${precision.toFixed(1).padStart(9)}%${recall.toFixed(1).padStart(9)}%${String(s.tp).padStart(7)}${String(s.fp).padStart(6)}${String(s.fn).padStart(6)}  ${goal ? `>= ${goal}% ${ok ? 'met' : 'MISSED'}` : ''}`,
  );
}
process.exit(missed || evaluated === 0 ? 1 : 0);
