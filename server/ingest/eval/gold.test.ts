import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { meetingSeedSchema } from '../../city-data/meeting-seed.ts';
import { buildMeetingInput } from '../pipeline/build-meeting.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import { compareMeeting, precisionRecall, type Scores } from './compare.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Tulsa's hand-labelled minutes (the city's evaluation data) and the PDFs bundled with its data.
const goldDir = path.join(here, '../../../city/tulsa/eval/ingest-gold');
const bundled = path.join(here, '../../../city/tulsa/data/minutes');

// Only the gold meetings whose PDF is bundled in the project, so the suite does not need ../shared.
const golds = fs
  .readdirSync(goldDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, gold: meetingSeedSchema.parse(JSON.parse(fs.readFileSync(path.join(goldDir, f), 'utf8'))) }))
  .filter(({ gold }) => gold.source_file && fs.existsSync(path.join(bundled, gold.source_file)));

describe('extraction against the hand-written gold set (bundled PDFs)', () => {
  it('covers at least four gold meetings', () => {
    expect(golds.length).toBeGreaterThanOrEqual(4);
  });

  it('meets the goals (99.5% per field) and says nothing false about a vote or an item', async () => {
    const scores: Scores = {};
    for (const { file, gold } of golds) {
      const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(bundled, gold.source_file!))));
      const predicted = buildMeetingInput(parseMinutes(text.pages, gold.source_file!), { city: cityContext(DEFAULT_CITY_ID), fileName: gold.source_file!, checksum: 'x', topics: [] });
      compareMeeting(scores, gold, predicted, file);
    }
    const pr = (field: string) => precisionRecall(scores[field]!);
    for (const field of ['vote outcomes', 'per-councilor votes', 'agenda item numbers', 'motion kind', 'item results (4 classes)', 'moved by']) {
      expect(pr(field).precision, field).toBeGreaterThanOrEqual(99.5);
      expect(pr(field).recall, field).toBeGreaterThanOrEqual(99.5);
    }
    expect(scores['false claims']?.fp ?? 0).toBe(0);
  });
});
