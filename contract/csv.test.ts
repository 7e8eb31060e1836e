import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.ts';

describe('toCsv', () => {
  it('writes a header and rows, quoting separators and quotes, defusing would-be formulas', () => {
    expect(toCsv(['name', 'share'], [['Lakin, Jr.', 0.5], ['Say "no"', null], ['=1+1', -1]])).toBe(
      "name,share\r\n\"Lakin, Jr.\",0.5\r\n\"Say \"\"no\"\"\",\r\n'=1+1,-1\r\n",
    );
  });
});
