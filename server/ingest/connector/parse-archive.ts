/**
 * A city's council archive (the address is the city's, in `city/<id>/config.ts`), where the city publishes council
 * minutes: a search form (`Meeting_Date` as MM/DD/YYYY, `Council_Meeting_Type`, `btnMeetingSearch`) whose answer links documents
 * through `COTDisplayDocument` with a `DocumentIdentifiers` id, named like "25-100-1 2025-01-22 Special Meeting
 * Minutes" (the archive's item number, the meeting's date and sitting). No recorded answer of the real page exists
 * (see the city's sources under `../shared/data/sources/`), so both readers rely only on those known names and links,
 * never on layout: field names are matched by their ending (ASP.NET prefixes them with `ctl00$...$`), attributes
 * in any order and quoting, documents wherever their links sit.
 */
import { parseClock, parseLongDate } from '../minutes-parser/parse-header.ts';

/** The search form as the page serves it: where to send it, its hidden state, and the names of its fields. */
export interface ArchiveForm {
  action: string;
  hidden: [string, string][];
  dateField: string;
  typeField: string | null;
  /** The meeting type codes the form offers (`0` Regular, `263` Public Works Committee...). */
  typeOptions: string[];
  submit: [string, string] | null;
}

/** One document the archive links. */
export interface ArchiveDocument {
  url: string;
  /** The link's words, or its row's when the link itself says only "View". */
  label: string;
  /** The archive's item number ("25-100-1"), when the label carries one. */
  itemNumber: string | null;
  /** City-local `YYYY-MM-DD` and `HH:MM`, when the label carries them. */
  date: string | null;
  time: string | null;
  special: boolean;
  minutes: boolean;
}

const attribute = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : null;
};

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

/** A field whose name is `base` or ends with `$base` / `_base` / `:base` (ASP.NET naming containers). */
const named = (name: string | null, base: string) => !!name && new RegExp(`(^|[$_:.])${base}$`, 'i').test(name);

/** Reads the search form; throws when the page no longer has a meeting date field (its shape changed). */
export function parseArchiveForm(html: string, pageUrl: string): ArchiveForm {
  const formTag = /<form\b[^>]*>/i.exec(html)?.[0] ?? '';
  const action = new URL(attribute(formTag, 'action') || pageUrl, pageUrl).toString();
  const hidden: [string, string][] = [];
  let dateField: string | null = null;
  let submit: [string, string] | null = null;
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    const type = (attribute(tag, 'type') ?? 'text').toLowerCase();
    if (!name) continue;
    if (named(name, 'Meeting_Date')) dateField = name;
    else if (named(name, 'btnMeetingSearch')) submit = [name, attribute(tag, 'value') ?? 'Search'];
    else if (type === 'hidden') hidden.push([name, attribute(tag, 'value') ?? '']);
  }
  const button = /<button\b[^>]*>/gi.exec(html)?.[0];
  if (!submit && button && named(attribute(button, 'name'), 'btnMeetingSearch')) submit = [attribute(button, 'name')!, attribute(button, 'value') ?? 'Search'];
  if (!dateField) throw new Error('the archive search form has no Meeting_Date field (its format changed)');
  const select = [...html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)].find((m) => named(attribute(`<x ${m[1]}>`, 'name'), 'Council_Meeting_Type'));
  const typeOptions = select ? [...select[2]!.matchAll(/<option\b[^>]*>/gi)].map((m) => attribute(m[0], 'value') ?? '').filter(Boolean) : [];
  return { action, hidden, dateField, typeField: select ? attribute(`<x ${select[1]}>`, 'name') : null, typeOptions, submit };
}

/** Date and sitting from an archive name: "2025-01-22", "01/22/2025" or "January 22, 2025"; "5PM", "5:00 p.m.". */
function readWhen(label: string): { date: string | null; time: string | null } {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(label);
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(label);
  const date = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : parseLongDate(label);
  const clock = /\b(\d{1,2})(?::(\d{2}))?\s*([AP])\.?\s*M\b/i.exec(label.replace(/_/g, ' '));
  return { date, time: clock ? parseClock(clock[1]!, clock[2] ?? '00', clock[3]!) : null };
}

/** Every `COTDisplayDocument` link with a `DocumentIdentifiers` id, once each, described by its words. */
export function parseArchiveDocuments(html: string, baseUrl: string): ArchiveDocument[] {
  const documents: ArchiveDocument[] = [];
  const rows = [...html.matchAll(/<tr\b[\s\S]*?<\/tr>/gi)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: textOf(m[0]) }));
  for (const link of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const href = attribute(`<a ${link[1]}>`, 'href');
    if (!href || !/COTDisplayDocument/i.test(href) || !/DocumentIdentifiers=\w/i.test(href)) continue;
    let url: string;
    try {
      url = new URL(href, baseUrl).toString();
    } catch {
      continue;
    }
    if (documents.some((d) => d.url === url)) continue;
    const own = textOf(link[2]!);
    const row = rows.find((r) => r.start <= link.index && link.index < r.end);
    // A link that names no date ("View", an icon) is described by its table row.
    const label = readWhen(own).date || !row ? own : row.text;
    const words = `${label} ${href}`;
    documents.push({
      url,
      label,
      itemNumber: /\b(\d{2}-\d{1,5}-\d{1,3})\b/.exec(label)?.[1] ?? null,
      ...readWhen(label),
      special: /special/i.test(label),
      minutes: /minutes/i.test(words) && !/agenda/i.test(label),
    });
  }
  return documents;
}
