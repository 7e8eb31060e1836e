/**
 * Turns lines into paragraphs. The minutes have no blank lines in their text layer, but paragraphs are set
 * apart by a visibly larger gap than the line spacing; that gap is the most reliable boundary between an agenda
 * item's text and the narrative that follows it. Running page headers are dropped, and a paragraph broken by a
 * page end is joined again.
 */
import type { TextLine } from './text-lines.ts';

/** A paragraph: its lines in reading order, and the page it starts on (1-based). */
export interface Paragraph {
  lines: string[];
  page: number;
}

const RUNNING_HEADER = [
  /^[A-Z][a-z]+ \d{1,2}, \d{4}( \d{3,6})?$/, // "October 19, 2022 10865"
  /^\d{3,6}( [A-Z][a-z]+ \d{1,2}, \d{4})?$/, // page number printed first
  /^\((\d{1,2}:\d{2} [AP]\.M\. )?(Regular|Special).*Meeting\)$/i, // "(5:00 P.M. Regular Meeting)"
  /^_{5,}$/,
];

/** Whether a line is part of the header printed at the top of every page. */
export function isRunningHeader(text: string): boolean {
  return RUNNING_HEADER.some((re) => re.test(text));
}

/** Ends with a city file number such as `22-913-1`. */
export const FILE_NUMBER_AT_END = /\b\d{2}-\d{1,4}-\d{1,2}$/;

// Lines that always open a block of their own, even right after a page break.
const STARTS_BLOCK = /^((?:Yeas?|Ayes?):|Present:|Motion (carried|denied|failed)|ROLL CALL|\d{1,2}\.\s|[a-z]{1,2}\.\s)/;

// Lines that open a block even without a gap before them (some pages are set tighter than others).
const FORCED_BREAK =
  /^(ROLL CALL|(?:Yeas?|Ayes?):\s*\d|Present:\s*\d|Motion (carried|denied|failed|was denied)|(Councilor|Chair|Vice[- ]Chair) [A-Z][A-Za-z'-]+( [A-Z][A-Za-z'-]+)? (moved|nominated|made a motion|called (?:for )?the question)\b)/;

function looksUnfinished(lines: string[]): boolean {
  const last = lines[lines.length - 1] ?? '';
  return !/[.:;)\]"!?]$/.test(last) && !FILE_NUMBER_AT_END.test(last);
}

/** Splits pages of lines into paragraphs by vertical gaps, joining paragraphs split by a page break. */
export function toParagraphs(pages: TextLine[][]): Paragraph[] {
  const out: Paragraph[] = [];
  pages.forEach((page, index) => {
    let lines = page;
    // The running header sits in the first few lines of each page.
    let skip = 0;
    while (skip < Math.min(4, lines.length) && isRunningHeader(lines[skip]!.text)) skip++;
    lines = lines.slice(skip);
    if (lines.length === 0) return;
    let current: Paragraph | null = null;
    lines.forEach((line, i) => {
      const gap = i === 0 ? Infinity : lines[i - 1]!.y - line.y;
      // Lines are set about 1.15 font heights apart and paragraphs about 2.3; a page with few lines has too
      // few gaps for statistics, so the font height is the yardstick.
      const threshold = Math.max(line.height, lines[i - 1]?.height ?? 0) * 1.6;
      if (!current || gap > threshold || gap < 0 || FORCED_BREAK.test(line.text)) {
        current = { lines: [line.text], page: index + 1 };
        out.push(current);
      } else {
        current.lines.push(line.text);
      }
      // The first paragraph of a page continues the last one of the page before when that one stopped mid-way.
      if (i === 0 && out.length > 1) {
        const previous = out[out.length - 2]!;
        if (previous.page === index && looksUnfinished(previous.lines) && !STARTS_BLOCK.test(line.text)) {
          out.pop();
          previous.lines.push(line.text);
          current = previous;
        }
      }
    });
  });
  return out;
}
