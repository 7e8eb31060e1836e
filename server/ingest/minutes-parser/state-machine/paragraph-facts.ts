/**
 * What one paragraph of the minutes looks like on its own, before anything read earlier is taken into account:
 * a numbered or lettered line, a heading in capitals, a file number at its end. Pure: the same paragraph always
 * gives the same facts, so the table tests can cover every shape the clerk prints.
 */
import { letterIndex } from '../item-references.ts';
import { FILE_NUMBER_AT_END, type Paragraph } from '../../pdf-text/paragraphs.ts';

export const TOP_ITEM = /^(\d{1,2})\.\s+(?=["'“(A-Z0-9])(.*)$/;
// The clerk sometimes types "h," for "h."; a comma is only trusted for the next expected letter.
export const SUB_ITEM = /^([a-z]{1,2})([.,])\s+(?=["'“(A-Z0-9$])(.*)$/;
// Agenda business printed as withdrawn: "PULLED:", "PULLED BY ADDENDUM:", "PULLED (Withdrawn):".
export const PULLED = /^(?:ADDENDUM:\s*)?PULLED\b/i;
// Top-level items a resident recognises as agenda business even in the middle of a numbered sub-list.
const TOP_LEVEL_LOOK = /^(?:Adjournment|Call to Order|ADDENDUM|PULLED|Consider(?:ation)? |Discussion |Hearing |Executive Session|Exit )/i;
const CAPITALS_LINE = /^[A-Z0-9 &'’,./()-]+$/;

/** Joins a paragraph's lines, keeping words that a line break split at a hyphen whole. */
export function joinLines(lines: string[]): string {
  return lines.reduce((acc, line) => (acc === '' ? line : acc.endsWith('-') ? acc + line : `${acc} ${line}`), '');
}

/** A line printed as "7. ..." */
export interface NumberedLine {
  number: number;
  /** The text after the number. */
  body: string;
  /** It reads like agenda business rather than a numbered condition inside an item. */
  looksTop: boolean;
  /** A one-line heading in capitals ("10. HEARING OF APPEALS"): starts its section whatever its number. */
  sectionHeading: boolean;
}

/** A line printed as "b. ..." */
export interface LetteredLine {
  letter: string;
  index: number;
  /** "," when the clerk typed "h," for "h.". */
  separator: string;
  body: string;
  /** It carries a file number, a PULLED marker or opens with "Consideration": an item even out of order. */
  readsLikeItem: boolean;
}

export interface ParagraphFacts {
  text: string;
  page: number;
  lineCount: number;
  numbered: NumberedLine | null;
  lettered: LetteredLine | null;
}

/** Reads what the paragraph is by its shape alone. */
export function readParagraphFacts(para: Paragraph): ParagraphFacts {
  const text = joinLines(para.lines);
  return { text, page: para.page, lineCount: para.lines.length, numbered: numberedLine(text, para.lines.length), lettered: letteredLine(text) };
}

function numberedLine(text: string, lineCount: number): NumberedLine | null {
  const top = TOP_ITEM.exec(text);
  if (!top) return null;
  const number = Number(top[1]);
  const body = top[2]!.trim();
  const oneCapitalsLine = lineCount === 1 && CAPITALS_LINE.test(body);
  const looksTop = (oneCapitalsLine && /[A-Z]{3}/.test(body)) || TOP_LEVEL_LOOK.test(body) || FILE_NUMBER_AT_END.test(text);
  return { number, body, looksTop, sectionHeading: oneCapitalsLine && /[A-Z]{4}/.test(body) && number <= 40 };
}

function letteredLine(text: string): LetteredLine | null {
  const sub = SUB_ITEM.exec(text);
  if (!sub) return null;
  const body = sub[3]!;
  return {
    letter: sub[1]!,
    index: letterIndex(sub[1]!),
    separator: sub[2]!,
    body,
    readsLikeItem: FILE_NUMBER_AT_END.test(text) || PULLED.test(body) || /^Consideration/i.test(body),
  };
}

/** A one-line item text in capitals is a section heading ("APPOINTMENTS"), not agenda business of its own. */
export function isHeadingText(itemText: string, lineCount: number): boolean {
  return lineCount === 1 && CAPITALS_LINE.test(itemText) && /[A-Z]{3}/.test(itemText);
}
