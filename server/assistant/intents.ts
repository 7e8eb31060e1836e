/**
 * What a question asks for. The common intents of the issue (next meeting of X, what the council decided about
 * Y, how a councilor voted on Z, who my councilor is, how alerts work, which organizations work on W) are read
 * from phrasing; everything else is a search of the records. Spanish phrasing is read alongside the English, on
 * the text without accents; a Spanish subject is put in the records' English words (spanish-glossary.ts).
 */
import type { CityConfig } from '#contract/city.ts';
import { foldAccents } from '#contract/civic-scope.ts';
import type { MeetingType } from '#contract/enums.ts';
import type { Catalog } from './records.ts';
import { seatedTerms } from '../councilors/sitting-council.ts';
import { readStreetAddress } from '../places/street-address.ts';
import { toRecordWords } from './spanish-glossary.ts';
import { contentTerms, hasPhrase, words } from './text.ts';

export type Intent =
  | 'next_meeting'
  | 'recent_meeting'
  | 'councilor_vote'
  | 'votes_against'
  | 'who_councilor'
  | 'mayor'
  | 'list_councilors'
  | 'alerts'
  | 'contact'
  | 'organizations'
  | 'campaigns'
  | 'decision'
  | 'speak'
  | 'search';

/** A councilor (current or former) named in a question. */
export interface NamedCouncilor {
  /** Full name when seated now, else the surname the roll calls print. */
  name: string;
  surname: string;
  district: number | null;
  current: boolean;
}

export interface Question {
  intent: Intent;
  /** Stemmed subject words (what the question is about), for scoring records. */
  terms: string[];
  /** The same subject as plain words, for the full-text search (which stems by itself). */
  searchText: string;
  meetingTypes: MeetingType[] | null;
  district: number | null;
  councilor: NamedCouncilor | null;
  /** A year and month the question names ("in December 2022"), to narrow meetings by date. */
  period: { year: number | null; month: number | null };
  /** "my councilor": the district is unknown until the resident gives it. */
  asksAboutOwnCouncilor: boolean;
  /** A street address the resident gives ("if I live at 175 E 2nd St"), as written; null when none. */
  address: string | null;
}

const MEETING_TYPE_PHRASES: [string, MeetingType[]][] = [
  ['public works', ['public_works_committee']],
  ['urban and economic', ['urban_economic_committee']],
  ['urban & economic', ['urban_economic_committee']],
  ['urban economic', ['urban_economic_committee']],
  ['economic development committee', ['urban_economic_committee']],
  ['budget committee', ['budget_committee']],
  ['planning commission', ['planning_commission']],
  ['board of adjustment', ['board_of_adjustment']],
  ['regular', ['regular_council']],
  ['city council meeting', ['regular_council']],
  ['council meeting', ['regular_council']],
  // Spanish
  ['obras publicas', ['public_works_committee']],
  ['desarrollo urbano', ['urban_economic_committee']],
  ['desarrollo economico', ['urban_economic_committee']],
  ['comite de presupuesto', ['budget_committee']],
  ['comision de planificacion', ['planning_commission']],
  ['junta de ajustes', ['board_of_adjustment']],
  ['sesion ordinaria', ['regular_council']],
  ['reunion ordinaria', ['regular_council']],
  ['reunion del concejo', ['regular_council']],
  ['sesion del concejo', ['regular_council']],
];

/** Words that say which intent it is; they are not the subject. */
const INTENT_WORDS = new Set(
  `when where upcoming schedule scheduled meet meets held hold time date committee committees session agenda
  organization organization nonprofit group work working work focus campaign petition join joined alert
  notification notified sms text email subscribe signup sign contact write reach call represent representative
  rep district mayor members member list everyone who which did do does how support oppose decide pass passed
  approve result outcome happened happen discuss discussed talk talked cover covered my our get receive
  councilmember resident residents what accept accepted spend spending spent allow allowed agree agreed
  give gave take took anyone anybody against
  cuando donde proxima proximo proximas proximos siguiente horario programada programado reune reunen hora fecha
  comite comites sesion organizacion organizaciones grupo grupos trabaja trabajan campana campanas peticion unirme
  alerta alertas notificacion notificaciones avisos aviso mensaje mensajes texto correo suscribirme suscribir
  contactar contacto escribir escribirle llamar representa representante representantes distrito alcalde
  alcaldesa miembros miembro lista todos quien quienes cual cuales hizo hace apoyo apoya oponen decidir decidio
  decidieron aprobar aprobo aprobaron paso resultado sucedio ocurrio discutio discutieron hablo hablaron mi
  nuestro recibir acepto aceptaron gasto gastaron permitio acordo acordaron dio dieron voto votaron alguien contra`
    .split(/\s+/)
    .filter(Boolean),
);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** The month number (1-12) of an English or Spanish month name, else 0. */
const monthNumber = (word: string) => Math.max(MONTHS.indexOf(word), MONTHS_ES.indexOf(word), word === 'setiembre' ? 8 : -1) + 1;

/** The year and month a question names; they narrow the search instead of being searched for. */
function periodIn(text: string): Question['period'] {
  const t = text.toLowerCase();
  const year = /\b(19|20)\d{2}\b/.exec(t)?.[0];
  const month = words(foldAccents(t)).map(monthNumber).find((n) => n > 0);
  return { year: year ? Number(year) : null, month: month ?? null };
}

/** Date words: a month, a year, or a day number next to a month. */
function isDateWord(word: string, index: number, all: string[]): boolean {
  if (monthNumber(word) > 0 || /^(19|20)\d{2}$/.test(word)) return true;
  // "December 4", "4th of December", "4 de diciembre".
  const near = [all[index - 1], all[index + 1], all[index + 2]].some((w) => monthNumber(w ?? '') > 0);
  return /^\d{1,2}(st|nd|rd|th)?$/.test(word) && near;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4, quinto: 5, sexto: 6, septimo: 7, octavo: 8, noveno: 9,
};

/** "District 4", "district four", "4th district", "D4". */
export function districtIn(text: string, districtCount: number): number | null {
  const t = foldAccents(text.toLowerCase());
  const m =
    /\bdistrict\s*(?:#|no\.?|number)?\s*(\d{1,2}|[a-z]+)\b/.exec(t) ??
    /\bdistrito\s*(?:#|no\.?|num\.?|numero)?\s*(\d{1,2}|[a-z]+)\b/.exec(t) ??
    /\b(primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno)\s+distrito\b/.exec(t) ??
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:council\s+)?district\b/.exec(t) ??
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\s+(?:council\s+)?district\b/.exec(t) ??
    /\bd(\d)\b/.exec(t);
  if (!m) return null;
  // Own keys only: "district constructor" must not read what every object inherits.
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : Object.hasOwn(NUMBER_WORDS, m[1]!) ? NUMBER_WORDS[m[1]!] : undefined;
  return n !== undefined && n >= 1 && n <= districtCount ? n : null;
}

/**
 * A street address in the text: a house number, then words up to the next punctuation, read as an address that
 * names a direction or a street type ("175 E 2nd St", "4502 S Harvard Ave"). Dates, item numbers and district
 * numbers are not addresses.
 */
export function addressIn(text: string): string | null {
  for (const m of text.matchAll(/(?<![\w-])\d{1,6}\s+[^,;?!()\n]+/g)) {
    const candidate = m[0].trim().replace(/\.$/, '');
    const read = readStreetAddress(candidate);
    if (read && (read.street.prefix !== null || read.street.type !== null)) return candidate;
  }
  return null;
}

/**
 * The councilor a question names by surname: those seated on the city-local `day` first (terms honoured: an elect
 * is not yet seated, a predecessor is former), then anyone the roll calls name.
 */
export function councilorIn(text: string, catalog: Catalog, day: string): NamedCouncilor | null {
  for (const o of seatedTerms(catalog.officials, day).values()) {
    if (o.district === null) continue;
    // Prefer the surname as the roll calls print it ("Decter Wright"), else guess it from the full name.
    const surname =
      catalog.rollCallNames.find((r) => r.district === o.district && o.name.includes(r.councilor))?.councilor ??
      surnameOf(o.name);
    if (hasPhrase(text, o.name) || hasPhrase(text, surname)) {
      return { name: o.name, surname, district: o.district, current: true };
    }
  }
  for (const r of catalog.rollCallNames) {
    if (hasPhrase(text, r.councilor)) {
      return { name: r.councilor, surname: r.councilor, district: r.district, current: false };
    }
  }
  return null;
}

/** The surname as roll calls print it: "Lori Decter Wright" → "Decter Wright", "Phil Lakin, Jr." → "Lakin". */
export function surnameOf(fullName: string): string {
  const parts = fullName.replace(/,?\s+(jr|sr|ii|iii)\.?$/i, '').split(/\s+/);
  if (parts.length >= 3 && /^[A-Z]/.test(parts[parts.length - 2]!) && parts.length > 2) {
    return parts.slice(1).join(' ');
  }
  return parts[parts.length - 1]!;
}

function meetingTypesIn(text: string): MeetingType[] | null {
  for (const [phrase, types] of MEETING_TYPE_PHRASES) if (hasPhrase(text, phrase)) return types;
  if (/\b(committee|comite)\b/i.test(foldAccents(text))) {
    return ['public_works_committee', 'urban_economic_committee', 'budget_committee', 'hud_grant_committee', 'tribal_nations_committee'];
  }
  return null;
}

const has = (text: string, re: RegExp) => re.test(text);

type Partial = Omit<Question, 'intent'>;
/** One phrasing rule: the intent it gives when `test` holds for the (lower-cased) question. */
type IntentRule = [Intent, (t: string, q: Partial) => boolean];

const namesSomeone = (q: Partial) => q.councilor !== null || q.asksAboutOwnCouncilor || q.district !== null;

/**
 * How to be heard before a vote: public comment, a Request to Speak, a written comment on an item. What residents
 * said at a past public comment is a question about the records, not this.
 */
const SPEAK_EN = /\bpublic comments?\b|\brequest to speak\b|\bbe heard\b|\b(speak|testify|comment)\b.*\b(meeting|council|hearing|item|agenda)\b/;
const SPEAK_ES = /\bcomentarios? (del )?public\w*\b|\bsolicitud para hablar\b|\bser escuchad[ao]s?\b|\b(hablar|opinar|comentar)\b.*\b(reunion|sesion|concejo|audiencia|punto)\b|\buso de la palabra\b/;

/** The Spanish phrasings of the intents, in the same order as the English ones, read on the text without accents. */
const RULES_ES: IntentRule[] = [
  ['votes_against', (t, q) => has(t, /\b(alguien|algun\w*|quien(es)?)\b.*\bvot\w* en contra\b/) && q.councilor === null],
  ['alerts', (t) => has(t, /\b(alertas?|notificaciones?|notificar\w*|avisos?|recordatorios?|mensajes? de texto|suscrib\w+|darme de baja)\b/)],
  ['councilor_vote', (t, q) => has(t, /\bcomo (voto|votaron|ha votado)\b|\bvoto (a favor|en contra)\b|\bvotacion(es)? de\b/) && namesSomeone(q)],
  ['speak', (t) => has(t, SPEAK_ES) && !has(t, /\b(dijo|dijeron|hablaron|discutieron|que (se )?(dijo|paso))\b/)],
  ['contact', (t) => has(t, /\b(contactar\w*|contacto|escribir\w*|comunicarme|llamar\w*|telefono|correo)\b/) && has(t, /\b(concejal\w*|representantes?|alcalde\w*|concejo)\b/)],
  ['mayor', (t) => has(t, /\balcalde(sa)?\b/) && has(t, /\b(quien|nombre|como se llama)\b/)],
  ['list_councilors', (t) => has(t, /\b(quienes son|lista|todos)\b.*\bconcejal(es|as)\b|\bquien(es)? (esta|estan) en el concejo\b/)],
  ['who_councilor', (t, q) => has(t, /\b(que|cual) distrito\b|\bmi distrito\b/) || (q.address !== null && has(t, /\b(concejal\w*|distrito|representa\w*)\b/))],
  ['who_councilor', (t, q) => has(t, /\bquien\b/) && (q.district !== null || q.councilor !== null) && !has(t, /\bvot/)],
  ['who_councilor', (t, q) => q.councilor !== null && has(t, /\brepresenta\b/)],
  ['next_meeting', (t) => has(t, /\b(proxim[ao]s?|siguiente|cuando|horario|programad[ao]s?)\b/) && has(t, /\b(reunion(es)?|sesion(es)?|se reunen?|comite|concejo|audiencia)\b/)],
  ['recent_meeting', (t, q) => has(t, /\b(ultim[ao]|mas reciente|anterior)\b.*\b(reunion|sesion)\b/) && q.terms.length === 0],
  ['campaigns', (t) => has(t, /\b(campanas?|peticion(es)?|aboga\w*)\b/)],
  ['organizations', (t) => has(t, /\b(organizacion(es)?|grupos?|sin fines de lucro|voluntari\w+|caridad\w*)\b|\bquien(es)? (trabaja|ayuda)n?\b/)],
  ['decision', (t) => has(t, /\b(decidio|decidieron|aprobo|aprobaron|aprobad[ao]|voto|votaron|adopt\w+|rechaz\w+|nego|sucedio|ocurrio|que paso|resultado|acepto|aceptaron)\b/)],
];

const RULES_EN: IntentRule[] = [
  ['votes_against', (t, q) => has(t, /\b(anyone|anybody|who|any (councilors?|council ?members?))\b.*\bvot\w* (against|no)\b/) && q.councilor === null],
  ['alerts', (t) => has(t, /\b(alerts?|notifications?|notified|notify|sms|text messages?|remind(er)?s?|subscribe|unsubscribe|sign ?up for)\b/)],
  ['councilor_vote', (t, q) => has(t, /\bhow (did|does|do|has|have)\b.*\bvote|\bvoted?\b.*\b(on|for|against)\b|\bvoting record\b|\bvote (of|by)\b/) && namesSomeone(q)],
  ['speak', (t) => has(t, SPEAK_EN) && !has(t, /\b(say|said|says|discuss\w*|talked|what (did|was|were))\b/)],
  ['contact', (t) => has(t, /\b(contact|email|write to|reach|call|phone)\b/) && has(t, /\b(councilor|council ?member|representatives?|reps?|mayor|council)\b/)],
  ['mayor', (t) => has(t, /\bmayor\b/) && has(t, /\b(who|name)\b/)],
  ['list_councilors', (t) => has(t, /\b(who are|list|all)\b.*\b(councilors|council ?members|members of the (city )?council)\b|\bwho(?:'s| is) on the (city )?council\b/)],
  ['who_councilor', (t, q) => q.asksAboutOwnCouncilor || (q.address !== null && has(t, /\b(councilor|council ?member|district|represents?|representative)\b/)) || has(t, /\bwhich district\b|\bwhat district\b|\bmy district\b/)],
  ['who_councilor', (t, q) => has(t, /\bwho\b/) && (q.district !== null || q.councilor !== null) && !has(t, /\bvote/)],
  ['who_councilor', (t, q) => q.councilor !== null && has(t, /\b(which|what) district\b|\brepresents?\b/)],
  ['next_meeting', (t) => has(t, /\b(next|upcoming|coming up|when is|when's|when does|when will|schedule|scheduled)\b/) && has(t, /\b(meeting|meetings|meet|committee|council|session|hearing)\b/)],
  ['recent_meeting', (t, q) => has(t, /\b(last|latest|most recent|previous|recent)\b.*\b(meeting|session)\b/) && q.terms.length === 0],
  ['campaigns', (t) => has(t, /\b(campaigns?|petitions?|advoca\w*)\b/)],
  ['organizations', (t) => has(t, /\b(organizations?|orgs?|nonprofits?|groups?|charit\w+|volunteer\w*)\b|\bwho (works?|helps?)\b/)],
  ['decision', (t) => has(t, /\b(decide|decided|decision|approve|approved|pass|passed|vote|voted|adopt|adopted|reject|denied|deny|happened|outcome|action)\b/)],
];

const firstMatch = (rules: IntentRule[], t: string, q: Partial) => rules.find(([, test]) => test(t, q))?.[0] ?? null;

/** The intent: Spanish phrasings first (on the text without accents), then English, else a search of the records. */
function detectIntent(text: string, q: Partial): Intent {
  const t = text.toLowerCase();
  return firstMatch(RULES_ES, foldAccents(t), q) ?? firstMatch(RULES_EN, t, q) ?? 'search';
}

/**
 * Reads a question to `city` (with the earlier user turns, newest first, as context for follow-ups like "and how
 * did Bellis vote on it?"); `day` is the city-local day whose sitting councilors are named first.
 */
export function understand(text: string, catalog: Catalog, city: CityConfig, day: string, previous: string[] = []): Question {
  const district = districtIn(text, city.districtCount);
  const councilor = councilorIn(text, catalog, day);
  const asksAboutOwnCouncilor =
    /\bmy (city )?(councilor|council ?member|council ?woman|council ?man|representative|rep)\b/i.test(text) ||
    /\bmi (concejal|concejala|representante|miembro del concejo)\b/i.test(text);
  const meetingTypes = meetingTypesIn(text);
  const removable = new Set([...INTENT_WORDS, ...city.scope.residentWords, ...(councilor ? words(councilor.name) : [])]);
  const all = words(foldAccents(text));
  const subjectWords = all.filter(
    (w, i) => !removable.has(w) && contentTerms(w, city).length > 0 && !/^d?\d$/.test(w) && !isDateWord(w, i, all),
  );
  const period = periodIn(text);
  const recordWords = toRecordWords(subjectWords);
  let terms = contentTerms(recordWords.join(' '), city);
  let searchText = recordWords.join(' ');
  const address = addressIn(text);
  const partial = { terms, searchText, meetingTypes, district, councilor, asksAboutOwnCouncilor, period, address };
  const intent = detectIntent(text, partial);
  // A follow-up without its own subject ("how did Bellis vote on it?", "did anyone vote against it?") borrows the
  // subject of the latest earlier question that had one, so a thread of follow-ups keeps its subject.
  if (terms.length === 0 && (intent === 'councilor_vote' || intent === 'decision' || intent === 'votes_against')) {
    const prior = previous.map((p) => understand(p, catalog, city, day)).find((q) => q.terms.length > 0);
    terms = prior?.terms ?? terms;
    searchText = prior?.searchText ?? searchText;
  }
  return { ...partial, terms, searchText, intent };
}
