/**
 * The letter a resident sends about one agenda item (issue 49), written for that item rather than from the
 * general contact template: the greeting, the resident's own words first, then the item (its number and its whole
 * title, once), the meeting, and the one thing asked (vote for it, vote against it, answer my question), the
 * written-comment deadline when the city's rules give one, and the resident's name. It never asks to place the
 * item on an agenda: it is on one. Every fact is the record's or the resident's; no model writes it (decision 100).
 */
import type { CityConfig } from '#contract/city.ts';
import type { EmailTone } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import type { Representative } from '#contract/representatives.ts';
import type { SpeakUpStance } from '#contract/speak-up.ts';

export interface ItemFacts {
  itemNumber: string;
  title: string;
  meetingTitle: string;
  meetingDate: Date;
  timeZone: string;
  /** When written comments on the meeting's items close, by the city's rules; null when the city names none. */
  writtenCommentsClose: Date | null;
}

export interface LetterInput {
  stance: SpeakUpStance;
  /** The resident's own lines ('' when they wrote none). */
  words: string;
  tone: EmailTone;
  senderName: string | null;
  district: number | null;
  councilors: Representative[];
}

const locale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

function dateOf(language: Language, facts: ItemFacts, date: Date, withTime: boolean): string {
  const style: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(locale(language), { ...style, timeZone: facts.timeZone }).format(date);
}

/**
 * When written comments close, said without repeating the meeting's date: "5:00 PM on the day of the meeting"
 * when they close that day, else the whole date and time.
 */
function closing(language: Language, facts: ItemFacts, close: Date): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: facts.timeZone }).format(d);
  if (day(close) !== day(facts.meetingDate)) return dateOf(language, facts, close, true);
  const time = new Intl.DateTimeFormat(locale(language), { timeStyle: 'short', timeZone: facts.timeZone }).format(close);
  return language === 'es' ? `a las ${time} del día de la sesión` : `at ${time} on the day of the meeting`;
}

/** "Councilor Laura Bellis and Councilor Anthony Archie"; the council as a whole when no councilor is written to. */
function greeted(language: Language, city: CityConfig, councilors: Representative[]): string {
  const title = language === 'es' ? 'Concejal' : 'Councilor';
  const names = councilors.map((c) => `${title} ${c.name}`);
  if (names.length === 0) return language === 'es' ? `miembros del ${city.councilName}` : `Members of the ${city.councilName}`;
  const and = language === 'es' ? 'y' : 'and';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** The resident's words with tidy whitespace: paragraphs kept, runs of spaces collapsed. */
function tidy(words: string): string {
  return words
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const SIGN_OFF: Record<Language, Record<EmailTone, string>> = {
  en: { friendly: 'Thanks,', formal: 'Respectfully,', urgent: 'Thank you,' },
  es: { friendly: 'Gracias,', formal: 'Atentamente,', urgent: 'Gracias,' },
};

function english(city: CityConfig, facts: ItemFacts, input: LetterInput) {
  const several = input.councilors.length !== 1;
  const you = several ? 'each of you' : 'you';
  const date = dateOf('en', facts, facts.meetingDate, false);
  const subjectAsk = { support: 'I support it', oppose: 'I oppose it', question: 'a question before the vote' }[input.stance];
  return {
    subject: `Item ${facts.itemNumber} of the ${facts.meetingTitle}, ${date}: ${subjectAsk}`,
    greeting: input.tone === 'urgent' ? `${greeted('en', city, input.councilors)},` : `Dear ${greeted('en', city, input.councilors)}:`,
    item: `I am writing about item ${facts.itemNumber} on the agenda of the ${facts.meetingTitle} of ${date}: "${facts.title.trim()}".`,
    ask: {
      support: `I ask ${you} to vote for it.`,
      oppose: `I ask ${you} to vote against it.`,
      question: `I ask ${you} to answer my question before the vote.`,
    }[input.stance],
    deadline: facts.writtenCommentsClose
      ? `I send this before written comments close (${closing('en', facts, facts.writtenCommentsClose)}) and ask that it be entered in the record of the meeting.`
      : 'I ask that it be entered in the record of the meeting.',
    sender: input.senderName ?? (input.district ? `A District ${input.district} resident` : `A ${city.name} resident`),
    place: input.senderName && input.district ? `District ${input.district}` : null,
  };
}

function spanish(city: CityConfig, facts: ItemFacts, input: LetterInput) {
  // One person is "usted"; several (or the council as a whole) are "ustedes".
  const several = input.councilors.length !== 1;
  const v = (one: string, many: string) => (several ? many : one);
  const date = dateOf('es', facts, facts.meetingDate, false);
  const subjectAsk = { support: 'lo apoyo', oppose: 'me opongo', question: 'una pregunta antes de la votación' }[input.stance];
  const who = greeted('es', city, input.councilors);
  return {
    subject: `Punto ${facts.itemNumber} de la sesión "${facts.meetingTitle}", ${date}: ${subjectAsk}`,
    greeting: input.tone === 'urgent' ? `${who}:` : `${v('Estimado/a', 'Estimados/as')} ${who}:`,
    item: `${v('Le', 'Les')} escribo sobre el punto ${facts.itemNumber} de la agenda de la sesión "${facts.meetingTitle}" del ${date}: "${facts.title.trim()}".`,
    ask: {
      support: `${v('Le', 'Les')} pido que ${v('vote', 'voten')} a favor.`,
      oppose: `${v('Le', 'Les')} pido que ${v('vote', 'voten')} en contra.`,
      question: `${v('Le', 'Les')} pido que ${v('responda', 'respondan')} a mi pregunta antes de la votación.`,
    }[input.stance],
    deadline: facts.writtenCommentsClose
      ? `Envío este mensaje antes del cierre de los comentarios por escrito (${closing('es', facts, facts.writtenCommentsClose)}) y pido que se incluya en el registro de la sesión.`
      : 'Pido que este mensaje se incluya en el registro de la sesión.',
    sender: input.senderName ?? (input.district ? `Residente del Distrito ${input.district}` : `Residente de ${city.name}`),
    place: input.senderName && input.district ? `Distrito ${input.district}` : null,
  };
}

/** The subject and text of the letter, in the resident's language. */
export function speakUpLetter(city: CityConfig, language: Language, facts: ItemFacts, input: LetterInput): { subject: string; body: string } {
  const parts = language === 'es' ? spanish(city, facts, input) : english(city, facts, input);
  const words = tidy(input.words);
  const signature = [SIGN_OFF[language][input.tone], parts.sender, parts.place].filter(Boolean).join('\n');
  const body = [parts.greeting, words, `${parts.item} ${parts.ask}`, parts.deadline, signature].filter(Boolean).join('\n\n');
  return { subject: parts.subject, body };
}
