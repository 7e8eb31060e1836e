/**
 * A meeting that decided something opens its summary with a decision (issue 30): a card shows about 40 characters
 * on its first line at phone width, and that line must say what the Council did, not "The regular meeting of ...".
 * Read on the bundled minutes PDFs, among them meetings whose only decisions rank low (an officer's legal
 * representation after an executive session) and a special meeting that only elected its leaders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import { summarize } from './summarize.ts';

const city = cityContext(DEFAULT_CITY_ID);

const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes');
const DECISION = /\b(?:approved|voted|carried|failed|denied|continued|tabled|referred|rezoned)\b/i;

async function summaryOf(file: string) {
  const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(bundled, file))));
  const minutes = parseMinutes(text.pages, file);
  return { minutes, summary: summarize(city, minutes, 'The meeting')!.summary };
}

describe('the first words of a summary', () => {
  it('name a decision in every bundled minutes with a carried or failed motion', async () => {
    const files = fs.readdirSync(bundled).filter((f) => f.endsWith('.pdf'));
    const openers: string[] = [];
    for (const file of files) {
      const { minutes, summary } = await summaryOf(file);
      if (!minutes.items.some((i) => i.decided_by !== null)) continue;
      openers.push(`${file}: ${summary.slice(0, 40)}`);
    }
    expect(openers.length).toBeGreaterThanOrEqual(8);
    expect(openers.filter((o) => !DECISION.test(o.slice(o.indexOf(': ') + 2)))).toEqual([]);
  });

  it('tells an election by its vote and nominee, the verb first', async () => {
    const { summary } = await summaryOf('24-1157-1_2024-12-02_Special_Meeting_Minutes.pdf');
    expect(summary).toMatch(/^Item 2: the Council voted 9-0 for the nomination of Councilor Lakin for Chair of the Council\./);
    expect(summary).toContain('Item 3: the Council voted 7-2 for the nomination of Councilor Gilbert for Vice-Chair of the Council.');
  });

  it('leads with a low-ranked decision rather than with the counts', async () => {
    const { summary } = await summaryOf('24-1158-1_2024-12-04_4PM_Minutes.pdf');
    expect(summary).toMatch(/^Item 5: the Council voted 7-0 \(2 absent\) to approve the request of City of Tulsa Police Lieutenant Brian Wilson for legal representation/);
    expect(summary.indexOf('took up')).toBeGreaterThan(summary.indexOf('legal representation'));
    // A request for a lawyer is not a settlement: the plain line says what the record holds.
    expect(summary).toContain('Approved 7 (7-0, 2 absent): lets the city give Tulsa Police Officer Ronni Lowman (Carrocia) a lawyer for a court case.');
    expect(summary).not.toMatch(/settles/i);
  });

  // The year's budget leads, not a bond deal filed "as part of the FY 2024-2025 annual budget" (issue 48).
  const shared = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/minutes/24-692-2_2024-06-12_5PM_Minutes.pdf');
  it.skipIf(!fs.existsSync(shared))('leads with the adoption of the year\'s budget, named by its fiscal year', async () => {
    const file = path.basename(shared);
    const text = await readPdfText(new Uint8Array(fs.readFileSync(shared)));
    const summary = summarize(city, parseMinutes(text.pages, file), 'The meeting')!.summary;
    expect(summary).toContain('Approved 7.a (8-0, 1 absent): adopts the city budget for fiscal year 2024-2025.');
    expect(summary.indexOf('7.a')).toBeLessThan(summary.indexOf('took up'));
  });
});

