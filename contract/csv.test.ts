import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows, quoting separators and quotes, defusing would-be formulas', () => {
    expect(toCsv(['name', 'share'], [['Lakin, Jr.', 0.5], ['Say "no"', null], ['=1+1', -1], ['@SUM(A1)', 2], ['\tx', 0]])).toBe(
      "name,share\r\n\"Lakin, Jr.\",0.5\r\n\"Say \"\"no\"\"\",\r\n'=1+1,-1\r\n'@SUM(A1),2\r\n'\tx,0\r\n",
    );
  });
});
