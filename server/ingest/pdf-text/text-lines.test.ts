import { describe, expect, it } from 'vitest';
import { runsToLines } from './text-lines.ts';

const run = (text: string, x: number, y: number, width = text.length * 6, height = 12) => ({ text, x, y, width, height });

describe('runsToLines', () => {
  it('orders lines top to bottom and runs left to right, whatever order they come in', () => {
    const lines = runsToLines([run('Yea', 200, 700), run('Cue', 144, 700), run('ROLL CALL:', 144, 720)]);
    expect(lines.map((l) => l.text)).toEqual(['ROLL CALL:', 'Cue Yea']);
  });

  it('keeps a superscript with the line it belongs to, without a space ("2nd")', () => {
    const lines = runsToLines([
      run('One Technology Center, 175 E. 2', 72, 876, 150),
      run('nd', 222, 880.4, 8, 8),
      run('St., Second Floor', 233.5, 876),
      run('scheduled for Wednesday', 72, 889.7),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['scheduled for Wednesday', 'One Technology Center, 175 E. 2nd St., Second Floor']);
  });

  it('drops whitespace-only runs and folds typographic hyphens and quotes', () => {
    const lines = runsToLines([run('22\u2010913\u20101', 72, 700), run(' ', 120, 700, 3, 0), run('\u201cA\u201d', 140, 700)]);
    expect(lines[0]!.text).toBe('22-913-1 "A"');
  });
});
