import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/make-pdf.ts';
import { readPdfText, UnreadablePdfError } from './pdf-text.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));

async function reasonFor(bytes: Uint8Array): Promise<string> {
  try {
    await readPdfText(bytes);
    return 'read';
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadablePdfError);
    return (error as UnreadablePdfError).code;
  }
}

describe('readPdfText', () => {
  it('rebuilds lines in reading order from a one-run-per-line PDF', async () => {
    const pdf = makePdf([[{ text: 'ROLL CALL:', y: 900 }, { text: 'Hall-Harper Yea', y: 880 }], [{ text: 'Motion carried.', y: 900 }]]);
    const text = await readPdfText(pdf);
    expect(text.pages.map((p) => p.map((l) => l.text))).toEqual([['ROLL CALL:', 'Hall-Harper Yea'], ['Motion carried.']]);
  });

  it('joins word-by-word runs (as Word 365 writes them) into one line with single spaces', async () => {
    const pdf = makePdf([[{ text: 'Councilor Cue moved to approve 1.a.', y: 900 }]], { splitWords: true });
    const text = await readPdfText(pdf);
    expect(text.pages[0]!.map((l) => l.text)).toEqual(['Councilor Cue moved to approve 1.a.']);
  });

  it.each([
    ['empty.pdf', 'empty_file'],
    ['html-error-page.pdf', 'html_page'],
    ['truncated.pdf', 'truncated'],
    ['encrypted.pdf', 'encrypted'],
    ['no-text-layer.pdf', 'no_text'],
  ])('rejects %s with the reason %s', async (name, code) => {
    expect(await reasonFor(fixture(name))).toBe(code);
  });

  it('rejects bytes that are neither PDF nor HTML', async () => {
    expect(await reasonFor(new TextEncoder().encode('PK\u0003\u0004 a zip archive'))).toBe('not_pdf');
  });
});
