/**
 * What an agenda item does, in one plain sentence in English and Spanish: the item's kind from the city's title
 * patterns, then the first of the kind's templates whose facts the title holds. An item no pattern recognises gets
 * null, never an invented line: the page shows the clerk's title alone, marked as such (issue 30).
 */
import type { CityContext } from '#city/context.ts';
import type { ItemPlain, PlainSegment } from '#contract/plain.ts';
import { itemText } from './item-text.ts';
import { cityFactValues } from './city-facts.ts';
import { extractItemFacts, type ItemFacts } from './item-facts.ts';
import { type PlainRules, plainRules } from './plain-rules.ts';
import { MONTHS_ES } from './spanish-months.ts';

type ZoningNames = PlainRules['zoning'];

/**
 * Kinds whose plain line tells less than the clerk's words in a summary's decision sentence: procedure, reports, a
 * hearing, and a resolution ("states the council's formal decision") whose line names no fact.
 */
export const NO_PLAIN_LEAD_KINDS: ReadonlySet<string> = new Set(['procedural', 'report', 'public_comment', 'proclamation', 'public_hearing', 'resolution']);

/** The clerk's standard lead-in ("Consideration and possible approval, ... of a"), and a pulled item's mark. */
const MARK = /^(?:pulled|addendum|continued)\s*:\s*/i;
const LEAD_IN =
  /^(?:discussion,?\s+(?:and\s+)?)?(?:(?:consider(?:ation)?|possible vote to consider)\s+(?:and|&)?\s*possible\s+(?:vote to consider\s+)?(?:approval|action)[^]*?\bof\s+(?:an?\s+|the\s+)?|consider motion and vote to\s+)/i;

/** The clerk's title with its standard lead-in removed: what the item is. */
export function itemSubject(title: string): string {
  return title.trim().replace(MARK, '').replace(LEAD_IN, '').trim();
}

/** A zoning code's plain name: the full code, else its family (`RS-3` → `RS`, `MX1-U-45` → `MX`). */
function zoneName(zoning: ZoningNames, code: string, language: 'en' | 'es'): string | undefined {
  const family = code.split('-')[0] ?? code;
  return (zoning[code] ?? zoning[family] ?? zoning[family.replace(/\d+$/, '')])?.[language];
}

function zoneList(zoning: ZoningNames, codes: string[] | undefined, language: 'en' | 'es'): string | undefined {
  if (!codes?.length) return undefined;
  const names = codes.map((c) => zoneName(zoning, c, language));
  if (names.some((n) => n === undefined)) return undefined;
  const unique = [...new Set(names as string[])];
  const last = unique.pop() as string;
  return unique.length ? `${unique.join(', ')} ${language === 'en' ? 'or' : 'o'} ${last}` : last;
}

/**
 * The zoning the item moves from and to, in plain names; none when the plain names do not differ (RS-2 to RS-4
 * are both single-family homes: "homes instead of homes" says nothing true), nor when part of the land keeps its
 * use (RS-3 and OL to RS-4).
 */
function zoneChange(zoning: ZoningNames, facts: ItemFacts, language: 'en' | 'es'): { from?: string; to?: string } {
  const to = zoneList(zoning, facts.toCodes, language);
  const changed = facts.fromCodes?.filter((c) => !facts.toCodes?.some((t) => zoneName(zoning, t, language) === zoneName(zoning, c, language)));
  // Part of the land keeps its use (RS-3 and OL to RS-4): "today it is for small offices" would be half the truth.
  if (changed?.length !== facts.fromCodes?.length) return {};
  const from = zoneList(zoning, changed, language);
  return to && from ? { from, to } : {};
}

/** "September 3, 10 and 17, 2022" → "3, 10 y 17 de septiembre de 2022"; a range "5-7" stays one. */
function spanishDate(date: string): string | undefined {
  const m = /^(\w+) (.+), (\d{4})$/.exec(date);
  const month = m?.[1] ? MONTHS_ES[m[1]] : undefined;
  if (!m?.[2] || !month) return undefined;
  const days = m[2].split(/\s*(?:,\s*and|,|and)\s*/).map((d) => d.trim().replace(/\s*[-–]\s*/, ' al ')).filter(Boolean);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} y ${days.at(-1)}` : days[0];
  return `${list} de ${month} de ${m[3]}`;
}

const BUDGET_ACTION = {
  en: { add: 'adds', move: 'moves', both: 'moves and adds', cut: 'cuts' },
  es: { add: 'agrega', move: 'mueve', both: 'mueve y agrega', cut: 'recorta' },
} as const;

/**
 * Facts that are a proper name or an official title as the record prints it (a person, a firm, a board, a plat, an
 * address, an event): in a Spanish line each is a segment of its own, kept as printed and marked as English
 * (`lang="en"` where a page shows it), so the line keeps the name and a screen reader says it in English (issue 48).
 */
const NAME_FACTS: ReadonlySet<string> = new Set([
  'party', 'requester', 'donor', 'traveler', 'recipient', 'borrower', 'destination', 'plat', 'idistrict', 'near', 'codeName', 'plan',
  'place', 'event', 'board', 'person',
]);

function factValues(zoning: ZoningNames, facts: ItemFacts, language: 'en' | 'es'): Record<string, string | undefined> {
  return {
    ...zoneChange(zoning, facts, language),
    action: facts.budgetAction ? BUDGET_ACTION[language][facts.budgetAction] : undefined,
    total: facts.total,
    party: facts.party,
    requester: facts.requester,
    donor: facts.donor,
    traveler: facts.traveler,
    destination: facts.destination,
    plat: facts.plat,
    idistrict: facts.improvementDistrict,
    plan: facts.adoptedPlan,
    near: facts.near?.join(language === 'en' ? ' and ' : ' y '),
    codeTitle: facts.codeTitle,
    codeName: facts.codeName,
    year: facts.budgetYear,
    recipient: facts.recipient,
    upto: facts.amount ? (facts.upTo ? (language === 'en' ? 'up to ' : 'hasta ') : '') : undefined,
    borrower: facts.borrower,
    // An empty fact: a template that only a travel authorization may use.
    authorized: facts.travelAuthorized ? '' : undefined,
    date: facts.eventDate && (language === 'en' ? facts.eventDate : spanishDate(facts.eventDate)),
    source: facts.fromGrant ? (language === 'en' ? 'from a grant' : 'de una subvención') : undefined,
    amount: facts.amount,
    district: facts.district,
    case: facts.case,
    place: facts.place,
    event: facts.event,
    board: facts.board,
    person: facts.person,
  };
}

const comparable = (text: string) => itemSubject(text).replace(/…$/, '').replace(/\s+/g, ' ').slice(0, 60).toLowerCase();

/**
 * The item's full wording: its description when that is the title's own text at length (the minutes print the item
 * once; the title is that text shortened), else the title. A description that is something else (a narrative
 * note, "Chair Cue adjourned the meeting at 6:10 P.M.") says nothing of what the item is.
 */
export function fullTextOf(title: string, description?: string | null): string {
  if (!description?.trim()) return title;
  const full = itemText(description);
  return comparable(full).startsWith(comparable(title).slice(0, 40)) ? full : title;
}

/** How much of the item's opening its kind is read from: about a display title's length. */
const KIND_HEAD = 200;

/**
 * The first template whose every {fact} is known, filled in: the line as segments, a name fact (NAME_FACTS) a
 * segment marked `name`, our own words the others.
 */
function fill(templates: string[], values: Record<string, string | undefined>, cityNames: ReadonlySet<string>): PlainSegment[] | undefined {
  for (const template of templates) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (!names.every((n) => values[n] !== undefined)) continue;
    const segments: PlainSegment[] = [];
    for (const [i, piece] of template.split(/\{(\w+)\}/).entries()) {
      // Odd pieces are fact names, even pieces our words.
      const text = i % 2 === 1 ? (values[piece] as string) : piece;
      const prev = segments.at(-1);
      // A fact ending in an abbreviation ("Ave.") before the sentence's own full stop: one stop, not two.
      const own = prev?.text.endsWith('.') && /^\.(?=\s|$)/.test(text) ? text.slice(1) : text;
      if (own) segments.push(...(i % 2 === 1 && (NAME_FACTS.has(piece) || cityNames.has(piece)) ? nameSegments(piece, own) : [{ text: own }]));
    }
    return segments;
  }
  return undefined;
}

/**
 * A name fact as segments: the streets of a corner (`near`, joined by our own "and"/"y") are two names, the joining
 * word ours; any other name is one segment, its "and" the record's ("Water and Sewer").
 */
function nameSegments(fact: string, text: string): PlainSegment[] {
  if (fact !== 'near') return [{ text, name: true }];
  const parts = text.split(/( (?:and|y) )/);
  return parts.flatMap((part, i): PlainSegment[] => (i % 2 === 1 ? [{ text: part }] : part ? [{ text: part, name: true }] : []));
}

/** A line's text, its segments joined. */
export const segmentsText = (segments: readonly PlainSegment[]): string => segments.map((s) => s.text).join('');

/** The names a Spanish line keeps in English, once each, in order. */
function namesOf(segments: readonly PlainSegment[]): string[] {
  return [...new Set(segments.filter((s) => s.name && /\p{L}/u.test(s.text)).map((s) => s.text.trim()))];
}

/**
 * The item's kind and plain line, or null when the rules of `city` do not recognise it. `description` is the item's
 * full text as printed, when stored: a title shortened for display loses the place, the party or the total.
 * `decidedBy`: the words of the passed motion that decided the item, when the caller has the record's motions: the
 * city's own facts read them too, so an election's line can name who the council elected ("nominated Councilor
 * Lakin for Chair", carried), which the title never says.
 */
export function plainLineFor(city: CityContext, title: string, description?: string | null, decidedBy?: string | null): ItemPlain | null {
  const full = fullTextOf(title, description);
  const subject = itemSubject(full);
  const { kinds, zoning, facts: cityFacts } = plainRules(city);
  // The kind is read from what the item opens with, as a display title shows it: a clause deep in the clerk's
  // text ("... the Director of Appeals", "... pursuant to the Revised Ordinances") is not what the item is.
  const head = subject.slice(0, KIND_HEAD);
  const kind = kinds.find((k) => k.patterns.some((p) => p.test(head)));
  if (!kind) return null;
  const facts = extractItemFacts(full);
  // What the record says beyond the item's own text: a note in place of its text ("Councilor Patrick was elected
  // Chair"), the carried motion.
  const note = description?.trim() && full === title ? description : undefined;
  const recorded = [full, note, decidedBy].filter(Boolean).join('\n');
  const own = { en: cityFactValues(cityFacts, recorded, 'en'), es: cityFactValues(cityFacts, recorded, 'es') };
  // The city's own facts come after the shared ones: a city that words a shared fact its own way is read its way.
  const en = fill(kind.en, { ...factValues(zoning, facts, 'en'), ...own.en.values }, own.en.names);
  const es = fill(kind.es, { ...factValues(zoning, facts, 'es'), ...own.es.values }, own.es.names);
  if (!en || !es) return null;
  const names = namesOf(es);
  return { kind: kind.kind, en: segmentsText(en), es: segmentsText(es), ...(names.length > 0 ? { es_names: names } : {}) };
}
