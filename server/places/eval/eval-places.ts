/**
 * `npm run eval:places` (issue 31). Three measures:
 * - places read from items against hand labels (city/<id>/eval/places-labels.json), the held-out part reported on
 *   its own: precision >= 97%, recall >= 90%;
 * - the clerk's district tags against the polygons, over every tagged address and corner in the shared minutes
 *   (../shared/data/minutes, or MINUTES_DIR), placed offline: agreement (goal 98%, reported, not a gate: decision
 *   058) over the minutes of meetings held on the shipped lines (from the city's `districtLinesSince`), each
 *   disagreement listed; minutes from before, tagged on the previous lines, are reported on their own;
 * - the offline geocoder's distance from the city's own points, each left out in turn (median and p90, reported).
 * Exit code 1 when a goal is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { parseMinutes } from '../../ingest/minutes-parser/parse-minutes.ts';
import { readPdfText } from '../../ingest/pdf-text/pdf-text.ts';
import { compareDistricts, conflictFile, districtsFromCityData } from './district-agreement.ts';
import { type ExtractionScore, placeLabelSchema, precision, recall, scoreExtraction } from './extraction-score.ts';
import { leaveOneOutDistances } from './geocode-distance.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// A script builds its own city context: the deployment's city, as the other evaluations measure.
const city = cityContext(DEFAULT_CITY_ID);
const MINUTES_DIR = process.env.MINUTES_DIR ?? path.join(here, '../../../../shared/data/minutes');
const LABELS = process.env.PLACES_LABELS ?? city.evalFile('places-labels.json');
const GOALS = { precision: 0.97, recall: 0.9, districtAgreement: 0.98 };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function reportExtraction(title: string, score: ExtractionScore): boolean {
  const ok = precision(score) >= GOALS.precision && recall(score) >= GOALS.recall;
  console.log(`\n${title}: ${score.items} items, ${score.labelled} labelled places, ${score.read} read`);
  console.log(`  precision ${pct(precision(score))} (goal ${pct(GOALS.precision)}), recall ${pct(recall(score))} (goal ${pct(GOALS.recall)}) ${ok ? 'ok' : 'MISSED'}`);
  for (const w of score.wrong.slice(0, 15)) console.log(`  read, not labelled: [${w.kind}] ${w.text}   (${w.id})`);
  for (const m of score.missed.slice(0, 15)) console.log(`  labelled, not read: [${m.kind}] ${m.text}   (${m.id})`);
  return ok;
}

async function minutesItems(dir: string): Promise<{ source: string; text: string; date: string | null }[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort() : [];
  const items: { source: string; text: string; date: string | null }[] = [];
  for (const file of files) {
    const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(dir, file))));
    const minutes = parseMinutes(text.pages, file);
    items.push(...minutes.items.map((item) => ({ source: file, text: item.title, date: minutes.date })));
  }
  return items;
}

type Comparison = ReturnType<typeof compareDistricts>;

/** Prints the agreement and every disagreement; the goal is shown where `goal` is set, never a gate (decision 058). */
function reportAgreement(title: string, count: number, districts: Comparison, goal: boolean): void {
  const agreement = districts.compared ? districts.agree / districts.compared : 1;
  const ok = agreement >= GOALS.districtAgreement;
  console.log(`\n${title} (${count} items):`);
  console.log(`  ${districts.compared} tagged places placed offline, ${districts.unplaced} not placed; agreement ${pct(agreement)}${goal ? ` (goal ${pct(GOALS.districtAgreement)}) ${ok ? 'ok' : 'missed: reported, not a gate (decision 058)'}` : ' (reported only)'}`);
  console.log(`  ${districts.movedToSide} placed on the side of their street their number's parity is on; ${districts.withheld.length} stored with no district (on a district line, side unknown)`);
  for (const w of districts.withheld) console.log(`  no district stored, tagged CD-${w.tagged.join('/')}, polygon ${w.polygon}: ${w.text}   (${w.source})`);
  const byPair = new Map<string, number>();
  for (const d of districts.disagreements) {
    const pair = `tagged CD-${d.tagged.join('/')}, polygon ${d.polygon ?? 'none'}`;
    byPair.set(pair, (byPair.get(pair) ?? 0) + 1);
  }
  console.log(`  by pair: ${[...byPair].sort((a, b) => b[1] - a[1]).map(([pair, n]) => `${pair}: ${n}`).join('; ')}`);
  for (const d of districts.disagreements) {
    console.log(`  tagged CD-${d.tagged.join('/')}, polygon ${d.polygon ?? 'none'} (${d.method}): ${d.text}   (${d.source})`);
  }
}

const results: boolean[] = [];
const labels = placeLabelSchema.array().parse(JSON.parse(fs.readFileSync(LABELS, 'utf8')));
results.push(reportExtraction('Hand labels, tuning part', scoreExtraction(labels.filter((l) => !l.heldOut))));
// The first held-out part's misses were printed by every run of this report, so they were seen while rules were
// written; the blind batch was labelled after the last rule change, by someone who never read the extractor.
results.push(reportExtraction('Hand labels, held-out part (its misses printed here, so seen)', scoreExtraction(labels.filter((l) => l.heldOut && !l.batch))));
for (const batch of [...new Set(labels.flatMap((l) => (l.batch ? [l.batch] : [])))]) {
  results.push(reportExtraction(`Hand labels, blind batch ${batch} (labelled without the extractor, after its last change)`, scoreExtraction(labels.filter((l) => l.batch === batch))));
}

const items = await minutesItems(MINUTES_DIR);
/** The day the shipped district lines took effect (city configuration); the record's start when they never changed. */
function districtLinesSince(): string {
  return city.config.districtLinesSince ?? '0000-01-01';
}
const since = districtLinesSince();
// Minutes without a readable date are compared with the current lines: saying less is not the aim here, measuring is.
const onLines = items.filter((item) => (item.date ?? since) >= since);
const before = items.filter((item) => (item.date ?? since) < since);
const districts = compareDistricts(onLines, districtsFromCityData(city), city);
reportAgreement(`Clerk's district tags against the polygons, minutes from ${since} on`, onLines.length, districts, true);
if (before.length > 0) reportAgreement(`Minutes before ${since}, tagged on the previous lines`, before.length, compareDistricts(before, districtsFromCityData(city), city), false);

// `--write-conflicts`: refresh the city's list of places where the clerk's tag and the polygons disagree.
if (process.argv.includes('--write-conflicts')) {
  const file = city.dataFile('district-tag-conflicts.json');
  fs.writeFileSync(file, `${JSON.stringify(conflictFile(districts), null, 2)}\n`);
  console.log(`  wrote ${path.relative(process.cwd(), file)}`);
}

const distance = leaveOneOutDistances(city);
console.log(`\nOffline geocoding, each of the city's ${distance.tried} address points left out in turn: ${distance.placed} placed`);
console.log(`  all: median ${distance.all.median} m, p90 ${distance.all.p90} m`);
for (const [method, d] of Object.entries(distance.byMethod)) console.log(`  ${method}: ${d.count}, median ${d.median} m, p90 ${d.p90} m`);

process.exit(results.every(Boolean) ? 0 : 1);
