/**
 * What an agenda item does, in one plain sentence in English and Spanish: the item's kind from the city's title
 * patterns, then the first of the kind's templates whose facts the title holds. An item no pattern recognises gets
 * null, never an invented line: the page shows the clerk's title alone, marked as such (issue 30).
 */
import type { ItemPlain } from '#contract/plain.ts';
import { extractItemFacts, type ItemFacts } from './item-facts.ts';
import { servedCity } from '#city/current.ts';
import { plainRules } from './plain-rules.ts';

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
function zoneName(code: string, language: 'en' | 'es'): string | undefined {
  const { zoning } = plainRules(servedCity());
  const family = code.split('-')[0] ?? code;
  return (zoning[code] ?? zoning[family] ?? zoning[family.replace(/\d+$/, '')])?.[language];
}

function zoneList(codes: string[] | undefined, language: 'en' | 'es'): string | undefined {
  if (!codes?.length) return undefined;
  const names = codes.map((c) => zoneName(c, language));
  if (names.some((n) => n === undefined)) return undefined;
  const unique = [...new Set(names as string[])];
  const last = unique.pop() as string;
  return unique.length ? `${unique.join(', ')} ${language === 'en' ? 'or' : 'o'} ${last}` : last;
}

/**
 * The zoning the item moves from and to, in plain names; none when the plain names do not differ (RS-2 to RS-4
 * are both single-family homes: "homes instead of homes" says nothing true), and the from-list without the
 * classes the land keeps.
 */
function zoneChange(facts: ItemFacts, language: 'en' | 'es'): { from?: string; to?: string } {
  const to = zoneList(facts.toCodes, language);
  const from = zoneList(
    facts.fromCodes?.filter((c) => !facts.toCodes?.some((t) => zoneName(t, language) === zoneName(c, language))),
    language,
  );
  return to && from ? { from, to } : {};
}

function factValues(facts: ItemFacts, language: 'en' | 'es'): Record<string, string | undefined> {
  return {
    ...zoneChange(facts, language),
    amount: facts.amount,
    district: facts.district,
    case: facts.case,
    place: facts.place,
    event: facts.event,
    board: facts.board,
    person: facts.person,
  };
}

/** The first template whose every {fact} is known, filled in. */
function fill(templates: string[], values: Record<string, string | undefined>): string | undefined {
  for (const template of templates) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (!names.every((n) => values[n] !== undefined)) continue;
    // A fact ending in an abbreviation ("Ave.") before the sentence's own full stop: one stop, not two.
    return template.replace(/\{(\w+)\}/g, (_, n: string) => values[n] as string).replace(/\.\.(?=\s|$)/g, '.');
  }
  return undefined;
}

/** The item's kind and plain line, or null when the city's rules do not recognise it. */
export function plainLineFor(title: string): ItemPlain | null {
  const subject = itemSubject(title);
  const kind = plainRules(servedCity()).kinds.find((k) => k.patterns.some((p) => p.test(subject)));
  if (!kind) return null;
  const facts = extractItemFacts(title);
  const en = fill(kind.en, factValues(facts, 'en'));
  const es = fill(kind.es, factValues(facts, 'es'));
  return en && es ? { kind: kind.kind, en, es } : null;
}
