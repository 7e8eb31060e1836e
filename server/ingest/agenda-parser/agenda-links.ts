/**
 * The link annotations of an agenda PDF, each placed on the item it sits on. The city's agendas link each item's
 * documents ("Supporting Documentation") through a link annotation under the item's text; a link belongs to the
 * nearest item that starts above it on its page (or to the last item of an earlier page). Item numbers run 1, 2,
 * 3...: a line that starts with another number and a period ("2025. (Registration...") is not an item.
 */
import type { CityConfig } from '#contract/city.ts';
import { loadPdfJs } from '../pdf-text/load-pdfjs.ts';
import { isAgendaText } from './parse-agenda.ts';
import { pageRuns } from '../pdf-text/pdf-text.ts';
import { runsToLines } from '../pdf-text/text-lines.ts';

/** One agenda item with the links found on it. */
export interface LinkedItem {
  number: number;
  /** The item's words, from its number to the next item. */
  text: string;
  urls: string[];
}

export interface AgendaLinks {
  firstPageText: string;
  items: LinkedItem[];
}

const ITEM_START = /^(\d{1,3})\s*\.\s+\S/;

/**
 * Reads the items and their links; items without a link are kept (their text may be all that is asked for). A PDF
 * whose first page is not an agenda's (minutes, kept beside the agendas) is read no further: no items.
 */
export async function readAgendaLinks(bytes: Uint8Array, city: CityConfig): Promise<AgendaLinks> {
  const { getDocument } = await loadPdfJs();
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const items: LinkedItem[] = [];
    let firstPageText = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const lines = runsToLines(await pageRuns(page));
      if (n === 1) firstPageText = lines.map((l) => l.text).join(' ');
      if (!isAgendaText(firstPageText, city)) return { firstPageText, items: [] };
      // Where each item of this page starts (its first line's baseline); later lines join the item above them.
      const starts: { y: number; item: LinkedItem }[] = [];
      for (const line of lines) {
        const number = Number(ITEM_START.exec(line.text)?.[1]);
        if (number === (items.at(-1)?.number ?? 0) + 1) {
          const item = { number, text: line.text, urls: [] };
          items.push(item);
          starts.push({ y: line.y, item });
        } else if (items.length > 0) items.at(-1)!.text += ` ${line.text}`;
      }
      const carried = items.filter((i) => !starts.some((s) => s.item === i)).at(-1);
      for (const annotation of await page.getAnnotations()) {
        const url = (annotation as { url?: string }).url;
        if (annotation.subtype !== 'Link' || !url || !/^https?:/i.test(url)) continue;
        // The box's bottom sits just under its words' baseline: an item starting on the link's own line owns it.
        const bottom = (annotation.rect as number[])[1]!;
        const owner = starts.filter((s) => s.y >= bottom - 3).at(-1)?.item ?? carried;
        if (owner && !owner.urls.includes(url)) owner.urls.push(url);
      }
      page.cleanup();
    }
    return { firstPageText, items };
  } finally {
    await doc.destroy();
  }
}
