/**
 * The city's meeting listings, in the two formats recorded in City-Bureau's city scrapers: the council's
 * Granicus listing page (HTML rows with name, date, Agenda / Minutes / Video links) and the city's agenda
 * service (JSON rows with Agenda_ID, Meeting_Date, Meeting_Time, Board_Name).
 */
import { parseClock, parseLongDate } from '../minutes-parser/parse-header.ts';

/** One meeting found in a listing. */
export interface ListingEntry {
  name: string;
  /** City-local date `YYYY-MM-DD` and time `HH:MM` (null when the listing gives none). */
  date: string;
  time: string | null;
  agendaUrl: string | null;
  minutesUrl: string | null;
  videoUrl: string | null;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href.replace(/&amp;/g, '&'), base);
    return /^https?:$/.test(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Rows of the Granicus listing page; a row without a readable date is skipped, not guessed. */
/** `baseUrl`: the listing's own address, against which its relative links resolve. */
export function parseGranicusListing(html: string, baseUrl: string): ListingEntry[] {
  const entries: ListingEntry[] = [];
  for (const row of html.match(/<tr[^>]*class="listingRow"[^>]*>[\s\S]*?<\/tr>/g) ?? []) {
    const cells = row.match(/<td[\s\S]*?<\/td>/g) ?? [];
    const name = decode(cells[0] ?? '');
    const when = decode(cells[1] ?? '');
    const date = parseLongDate(when);
    if (!name || !date) continue;
    const clock = /(\d{1,2}):(\d{2})\s*([AP])M/i.exec(when);
    const links = [...row.matchAll(/<a([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => {
      const href = /href="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
      // Video links open a player window from onclick; the real address is the window.open argument.
      const opened = /window\.open\('([^']+)'/.exec(m[1]!)?.[1];
      return { href: href.startsWith('javascript') || !href ? (opened ?? '') : href, label: decode(m[2] ?? '').toLowerCase() };
    });
    const link = (label: string) => {
      const found = links.find((l) => l.label.startsWith(label));
      return found ? absolute(found.href, baseUrl) : null;
    };
    entries.push({
      name,
      date,
      time: clock ? parseClock(clock[1]!, clock[2]!, clock[3]!) : null,
      agendaUrl: link('agenda'),
      minutesUrl: link('minutes'),
      videoUrl: link('video'),
    });
  }
  return entries;
}

/**
 * Rows of the agenda service JSON (a list, or `{ value: list }`); rows with an error code are skipped. A row's
 * agenda is `documentUrl` followed by its id (the city's `agendaDocumentUrl`); without one, rows have no agenda link.
 */
export function parseAgendaService(json: unknown, documentUrl: string | null): ListingEntry[] {
  const list = Array.isArray(json) ? json : Array.isArray((json as { value?: unknown })?.value) ? (json as { value: unknown[] }).value : [];
  const entries: ListingEntry[] = [];
  for (const raw of list as Record<string, unknown>[]) {
    if (Number(raw.Return_Code ?? 0) !== 0) continue;
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(raw.Meeting_Date ?? ''));
    if (!m || !raw.Board_Name) continue;
    const clock = /(\d{1,2}):(\d{2})\s*([AP])\.?M/i.exec(String(raw.Meeting_Time ?? ''));
    entries.push({
      name: String(raw.Board_Name),
      date: `${m[3]}-${m[1]}-${m[2]}`,
      time: clock ? parseClock(clock[1]!, clock[2]!, clock[3]!) : null,
      agendaUrl: raw.Agenda_ID && documentUrl ? `${documentUrl}${encodeURIComponent(String(raw.Agenda_ID))}` : null,
      minutesUrl: null,
      videoUrl: null,
    });
  }
  return entries;
}
