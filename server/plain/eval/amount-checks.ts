/**
 * Whether every dollar figure a plain line states is the whole of what the item is about (issue 48): the one figure
 * the clerk's text prints, the one it calls the total, the largest when it is the sum of some others, or the sum of several
 * parts said as such ("several amounts, $X in all", "varias sumas, $X en total"), the sum an appropriation is said to be
 * when no part is larger. A line that gives the first of
 * several parts as if it were the item's amount fails.
 */
import { APPROPRIATION_OF, isSumOfSome } from '../item-facts.ts';

const FIGURE = /\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2,3})?|\d+(?:\.\d{2})?)(?!\d)/g;
const cents = (figure: string) => Math.round(Number(figure.replace(/[$,\s]/g, '')) * 100);
const SEVERAL = /several amounts|varias sumas/;

/** The figures a line states that are not the whole amount of its item's text. */
export function partialAmounts(line: string, text: string): string[] {
  const printed = [...new Set([...text.matchAll(FIGURE)].map((m) => cents(m[1] as string)).filter((c) => c > 0))];
  const sum = printed.reduce((a, b) => a + b, 0);
  const total = /\b(?:a total of|totaling|totalling|in the (?:total|aggregate)(?: principal)? amount of(?: not to exceed)?)\s+\$\s?([\d,]+(?:\.\d{2})?)/i.exec(text)?.[1];
  const appropriated = APPROPRIATION_OF.exec(text)?.[1];
  const wrong: string[] = [];
  for (const [figure] of line.matchAll(/\$[\d,]+(?:\.\d+)?/g)) {
    const value = cents(figure);
    const whole =
      (SEVERAL.test(line) && value === sum && printed.length > 1) ||
      (printed.length === 1 && printed[0] === value) ||
      (total !== undefined && cents(total) === value) ||
      (appropriated !== undefined && cents(appropriated) === value && value === Math.max(...printed)) ||
      (printed.length > 1 && value === Math.max(...printed) && isSumOfSome(value, printed.filter((c) => c !== value)));
    if (!whole) wrong.push(figure);
  }
  return wrong;
}
