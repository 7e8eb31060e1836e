/**
 * What an agenda item does, in one plain sentence in English and Spanish: the item's kind from the city's title
 * patterns, then the first of the kind's templates whose facts the title holds. An item no pattern recognises gets
 * null, never an invented line: the page shows the clerk's title alone, marked as such (issue 30).
 */
import type { CityContext } from '#city/context.ts';
import type { ItemPlain } from '#contract/plain.ts';
import { extractItemFacts, type ItemFacts } from './item-facts.ts';
import { type PlainRules, plainRules } from './plain-rules.ts';

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
 * are both single-family homes: "homes instead of homes" says nothing true), and the from-list without the
 * classes the land keeps.
 */
function zoneChange(zoning: ZoningNames, facts: ItemFacts, language: 'en' | 'es'): { from?: string; to?: string } {
  const to = zoneList(zoning, facts.toCodes, language);
  const from = zoneList(
    zoning,
    facts.fromCodes?.filter((c) => !facts.toCodes?.some((t) => zoneName(zoning, t, language) === zoneName(zoning, c, language))),
    language,
  );
  return to && from ? { from, to } : {};
}

function factValues(zoning: ZoningNames, facts: ItemFacts, language: 'en' | 'es'): Record<string, string | undefined> {
  return {
    ...zoneChange(zoning, facts, language),
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

/** The item's kind and plain line, or null when the rules of `city` do not recognise it. */
export function plainLineFor(city: CityContext, title: string): ItemPlain | null {
  const subject = itemSubject(title);
  const { kinds, zoning } = plainRules(city);
  const kind = kinds.find((k) => k.patterns.some((p) => p.test(subject)));
  if (!kind) return null;
  const facts = extractItemFacts(title);
  const en = fill(kind.en, factValues(zoning, facts, 'en'));
  const es = fill(kind.es, factValues(zoning, facts, 'es'));
  return en && es ? { kind: kind.kind, en, es } : null;
}
