/** Minutes text to structured facts: the header, then the body. */
import { joinLines, type ParsedBody, parseBody } from './parse-body.ts';
import { type MeetingHeader, parseHeader } from './parse-header.ts';
import { type Paragraph, toParagraphs } from '../pdf-text/paragraphs.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';

/** Everything read from one set of minutes. */
export interface ParsedMinutes extends MeetingHeader, ParsedBody {
  /** The whole text, paragraph per line, for search. */
  fullText: string;
}

/** Parses the pages of a minutes PDF; `fileName` supplies the date when the header cannot be read. */
export function parseMinutes(pages: TextLine[][], fileName: string): ParsedMinutes {
  const paragraphs = toParagraphs(pages);
  const start = paragraphs.findIndex((p) => /MINUTES OF THE/i.test(p.lines.join(' ')));
  // The header runs from "MINUTES OF THE ..." to the sentence that ends in "to transact all business ... P.M.".
  const headerParas: Paragraph[] = [];
  let bodyStart = 0;
  if (start >= 0) {
    for (let i = start; i < paragraphs.length && i < start + 6; i++) {
      headerParas.push(paragraphs[i]!);
      bodyStart = i + 1;
      if (/to transact|posted in the Office/i.test(joinLines(paragraphs[i]!.lines)) && /[AP]\.M\.?$/.test(paragraphs[i]!.lines.at(-1)!)) break;
    }
  }
  const headerText = [
    ...pages[0]!.slice(0, 3).map((l) => l.text),
    ...headerParas.map((p) => joinLines(p.lines)),
  ].join(' ');
  const body = parseBody(paragraphs.slice(bodyStart));
  const subject = body.items.map((i) => i.description).join(' ');
  const header = parseHeader(headerText, fileName, subject);
  return { ...header, ...body, fullText: paragraphs.map((p) => joinLines(p.lines)).join('\n') };
}
