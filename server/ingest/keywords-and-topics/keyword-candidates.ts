/**
 * Finds what an agenda item is about, as a resident would name it: zoning case numbers ("Z-7792"), streets
 * ("Peoria Avenue"), events ("Blocktober Fall Festival"), titled ordinances ("Emergency Medical Services Code")
 * and named places, bodies, programs and funds ("Sales Tax Overview Committee", "Gilcrease Museum").
 */
import {
  FUND_HEADS,
  GENERIC_MODIFIERS,
  HEAD_NOUNS,
  JOINERS,
  LEADING_HEADS,
  PERSON_TITLES,
  PRIVATE_HOLDINGS,
  STREET_TYPES,
  TITLE_WORDS,
} from './keyword-lists.ts';
import type { CityContext } from '#city/context.ts';
import { cityVocabulary, isBoilerplateName } from './city-vocabulary.ts';

/** What kind of thing a keyword names; the kind sets its rank and how many of its kind a meeting shows. */
export type KeywordKind = 'zoning' | 'ordinance' | 'name' | 'event' | 'street' | 'fund';

/** One keyword found in one item. */
export interface KeywordCandidate {
  text: string;
  kind: KeywordKind;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ZONING = /\b(?:Z-\d{4}(?:-SP-\d+|-[A-Z]\b)?|PUD-\d{2,4}(?:-[A-Za-z](?:-\d)?)?|ZCA-\d{1,3}|MPD-\d{1,2}|CPA-\d{1,3})\b/g;
const STREET =
  /\b[NSEW]\.?\s+(\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,3}(?:\sJr\.)?)\s+(?:([NSEW])\.?\s+)?(St|Ave|Dr|Rd|Blvd|Pl|Pkwy|Way|Ct|Ln|Cir|Expy|Hwy|Street|Avenue)\b/g;
const DIRECTIONS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const EVENT = new RegExp(`Special Event Application:\\s*(.+?)\\s+(?:scheduled|to be held|on (?:${MONTHS})|at \\d|starting)`, 'g');
const TITLED = /(?:titled|entitled|the)\s+["“]([A-Z][^"”]{3,70}?)[,.]?["”]/g;
const BREAK_WORDS = new Set(['ADOPT', 'APPROVAL', 'PULLED', 'AMENDED', 'READING', 'LANGUAGE', 'REQUESTING', 'WAIVER']);
const NUMBERED = new Set(['District', 'Phase', 'Ward', 'Section']);
// "St." is a street after a street name and a saint before one of these.
const SAINTS = /^(Patrick|Francis|John|Jude|Louis|Mary|Luke|Michael|Paul|Peter|Thomas|Joseph|Anthony|Vincent|James)/;

/** Removes a leading article, the city's own leading names, a month and the like, and trailing joiners or punctuation. */
function tidy(city: CityContext, text: string): string {
  const { leadingNoise, trailingCity } = cityVocabulary(city);
  let t = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) t = t.replace(leadingNoise, '').replace(/^(?:of|and|the|for|in|on|&)\s+/i, '');
  return t
    .replace(trailingCity, '')
    .replace(/(?:\s+(?:of|and|the|for|in|on|&))+$/i, '').replace(/[.,;:'’-]+$/, '').trim();
}

const NAME = "[A-Z][a-z]+(?:\\s[A-Z]\\.)?\\s(?:Mc|Mac|O')?[A-Z][A-Za-z'’-]+";
const SPEAKER = new RegExp(
  `(${NAME}),\\s(?:[A-Z][a-z]+\\s)*(?:Director|Administrator|Manager|Chief|Officer|President|Chair|Secretary|Attorney|Coordinator|Engineer|Planner|Superintendent|CEO|Executive|Councilor|Mayor|Deputy|Assistant|Senior|Vice|Clerk|Commissioner|Founder|Pastor|resident|representing)|(${NAME})(?:,[^,.]{0,80},)?\\s(?:spoke|presented|addressed|discussed|explained|answered|gave)`,
  'g',
);

const key = (text: string) => text.toLowerCase().replace(/[’]/g, "'");

/** Names of people in an item: after a title ("Officer ..."), before an appointment dash, after "requested by". */
export function peopleIn(text: string): string[] {
  const names = [...text.matchAll(PERSON_TITLES)].map((m) => m[1]!);
  const lead = /^([A-Z][A-Za-z.'’-]+(?:\s+[A-Z][A-Za-z.'’-]+){1,3})\s+[–-]\s/.exec(text);
  if (lead) names.push(lead[1]!);
  // "Sarah Davis, Council Administrator, ... presented", "Jeff Hall spoke".
  for (const m of text.matchAll(SPEAKER)) names.push((m[1] ?? m[2])!);
  return names;
}

/** A name whose words (apart from its head) are all known people's names: a person, or named after one. */
function isPersonal(name: string, peopleWords: Set<string>): boolean {
  const words = name.split(/\s+/).slice(0, -1).map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ''));
  return words.length > 0 && words.every((w) => peopleWords.has(w) || JOINERS.has(w));
}

function acceptName(city: CityContext, name: string, peopleWords: Set<string>): KeywordCandidate | null {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 7) return null;
  if (isBoilerplateName(city, key(name)) || PRIVATE_HOLDINGS.test(name)) return null;
  const cityName = city.config.name;
  const head = words.at(-1)!.toLowerCase().replace(/[^a-z]/g, '');
  if (words.every((w) => GENERIC_MODIFIERS.has(w.toLowerCase()) || w.toLowerCase() === cityName.toLowerCase() || w.toLowerCase().replace(/[^a-z]/g, '') === head)) return null;
  if (isPersonal(name, peopleWords) || JOINERS.has(words.at(-2)!)) return null;
  // "Mayor's Office and Council", "Vote on Council": a council needs a name of its own before it.
  if (head === 'council' && (words.length < 2 || JOINERS.has(words.at(-2)!) || ['City', cityName, 'Office'].includes(words.at(-2)!))) return null;
  return { text: name, kind: FUND_HEADS.has(head) ? 'fund' : 'name' };
}

/**
 * Whether a token extends the capitalised run: a capital word, a number after "District" or "Phase", an ordinal or
 * "of" before a capital, or "St." before a saint's name; never a street type ("Main St" is a street, not a name).
 */
function continuesName(token: string, bare: string, next: string, run: string[], capital: boolean, saint: boolean): boolean {
  const ordinal = /^\d{1,3}(st|nd|rd|th)$/.test(bare) && /^[A-Z]/.test(next);
  const number = /^\d+$/.test(bare) && NUMBERED.has(run.at(-1) ?? '');
  const joiner = JOINERS.has(token) && run.length > 0 && /^[A-Z]/.test(next);
  const street = /^(St|Ave|Dr|Rd|Blvd|Pl|Pkwy)$/.test(bare) && !saint;
  return (capital || number || ordinal || joiner || saint) && !street;
}

/** Capitalised runs ("Port of Catoosa Facilities Authority"), cut after their last head noun. */
function namedThings(city: CityContext, text: string, peopleWords: Set<string>): KeywordCandidate[] {
  const out: KeywordCandidate[] = [];
  const flush = (run: string[]) => {
    let last = -1;
    run.forEach((w, i) => {
      if (HEAD_NOUNS.has(w.toLowerCase().replace(/[^a-z]/g, ''))) last = i;
    });
    // "Department of Justice", "Section of American Water Works Association": the head comes first.
    if (last >= 0 && run[last + 1] === 'of' && run.length > last + 2) last = run.length - 1;
    if (last < 0) {
      // Most runs have no head at all ("Consideration", "Cody Riley"): skip them before any string work.
      if (!run.includes('of')) return;
      const whole = tidy(city, run.join(' '));
      if (LEADING_HEADS.test(whole)) {
        const c = acceptName(city, whole, peopleWords);
        if (c) out.push(c);
      }
      return;
    }
    // "X Committee and Y Board" is two names; "Parks and Recreation Department" is one.
    const name = tidy(city, run.slice(0, last + 1).join(' '));
    const parts = name.split(/\s+(?:and|&)\s+(?=[A-Z])/);
    const separate = parts.length > 1 && parts.every((p) => HEAD_NOUNS.has(p.split(/\s+/).at(-1)!.toLowerCase().replace(/[^a-z]/g, '')));
    for (const part of separate ? parts : [name]) {
      const c = acceptName(city, tidy(city, part), peopleWords);
      if (c) out.push(c);
    }
  };
  for (const segment of text.split(/[,;:()[\]"“”–—/]|\s-\s/)) {
    const tokens = segment.split(/\s+/).filter(Boolean);
    let run: string[] = [];
    let person = false;
    tokens.forEach((token, i) => {
      const bare = token.replace(/[.,]+$/, '');
      const next = tokens[i + 1] ?? '';
      const capital = /^[A-Z][A-Za-z'’&-]*$/.test(bare) && !BREAK_WORDS.has(bare) && !(bare.length === 1);
      // "Officer Cody Riley", "Chief Brent Goins": the title and the name after it are nobody's keyword.
      if (TITLE_WORDS.has(bare)) {
        // The words before a title are the person's employer ("City Fire District Chief"), not a subject.
        person = true;
        run = [];
      }
      else if (!capital && !/^[A-Z]\.$/.test(token)) person = false;
      const saint = bare === 'St' && SAINTS.test(next);
      if (continuesName(token, bare, next, run, capital, saint) && !person) {
        run.push(saint ? 'St.' : bare);
        // A full stop that is not an abbreviation ends the sentence, and the name.
        if (token.endsWith('.') && !saint && !/^(Jr|Mt|Ft)$/.test(bare)) {
          flush(run);
          run = [];
        }
      } else {
        if (run.length > 0) flush(run);
        run = [];
      }
    });
    if (run.length > 0) flush(run);
  }
  return out;
}

// Who owns, donates or applies: private parties, not what the item is about.
const PARTIES = /\((?:Property )?owners?:[^)]*\)|\b(?:requested|owned|donated|submitted) by [^.;()]*|\b(?:Donation|Dedication|Easement) by [^,;()]*?(?=,| of property| dated|$)/gi;

/** Every keyword candidate in one item's text of `city`; `peopleWords` are lower-case words of people's names. */
export function itemCandidates(city: CityContext, fullText: string, peopleWords: Set<string>): KeywordCandidate[] {
  const out: KeywordCandidate[] = [];
  const text = fullText.replace(PARTIES, ' ');
  for (const m of text.matchAll(ZONING)) out.push({ text: m[0].toUpperCase(), kind: 'zoning' });
  for (const m of text.matchAll(STREET)) {
    const type = STREET_TYPES[m[3]!.toLowerCase()]!;
    out.push({ text: `${m[1]}${m[2] ? ` ${DIRECTIONS[m[2]]}` : ''} ${type}`, kind: 'street' });
  }
  for (const m of text.matchAll(EVENT)) {
    const name = tidy(
      city,
      m[1]!
        .replace(new RegExp(`\\b(?:${MONTHS}|(?:19|20)\\d\\d|\\d+(?:st|nd|rd|th)|Annual)\\b`, 'g'), ' ')
        .replace(/\([^)]*\)?|["“].*$/g, ' ')
        .replace(cityVocabulary(city).trailingDash, ''),
    );
    if (name.split(' ').length >= 2 && name.split(' ').length <= 7) out.push({ text: name, kind: 'event' });
  }
  for (const m of text.matchAll(TITLED)) {
    const title = tidy(city, m[1]!);
    if (title.split(' ').length >= 2 && !isBoilerplateName(city, key(title))) out.push({ text: title, kind: 'ordinance' });
  }
  out.push(...namedThings(city, text, peopleWords));
  return out;
}
