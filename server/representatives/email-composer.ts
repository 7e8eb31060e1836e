/**
 * The offline email composer: writes a real email from what the resident typed, without a model. It restates
 * the concern in the resident's own words, names the district and the people written to, asks for a specific
 * action, and changes greeting, framing, ask, length and sign-off with the tone. It adds no facts of its own.
 */
import type { CityConfig } from '#contract/city.ts';
import type { ComposedEmail, Representative } from '#contract/representatives.ts';
import type { EmailTone } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import { parseCoordinates } from './address-input.ts';
import { type LetterFacts, letterParts } from './letter-parts.ts';

export interface ComposeRequest {
  address: string;
  issue: string;
  tone: EmailTone;
  representatives: Representative[];
  sender_name?: string | undefined;
  /** The letter's language, chosen by the resident (default English). */
  language?: Language | undefined;
}

/** The district of the councilor written to, if any: that is the resident's district. */
export function districtOf(representatives: Representative[]): number | null {
  return representatives.find((r) => r.district !== null)?.district ?? null;
}

/**
 * "Councilor Laura Bellis", "Mayor Monroe Nichols" ("Concejal Laura Bellis", "Alcalde Monroe Nichols"); offices
 * are greeted as a group, not by name.
 */
function addressee(rep: Representative, language: Language = 'en'): string | null {
  if (/office/i.test(rep.position)) return null;
  const role = /^councilor\b/i.test(rep.position) ? 'councilor' : /^mayor\b/i.test(rep.position) ? 'mayor' : null;
  return role ? `${TITLES[language][role]} ${rep.name}` : rep.name;
}

const TITLES = { en: { councilor: 'Councilor', mayor: 'Mayor' }, es: { councilor: 'Concejal', mayor: 'Alcalde' } } as const;

/**
 * The subject's topic in the resident's words: their first sentence when it fits a subject line, else its first
 * clause (up to a comma, semicolon, colon or dash), so the subject reads as a whole phrase rather than a sentence
 * cut off mid-way (issue 33). Only a first clause too long for a subject is shortened, with an ellipsis.
 */
export function topicOf(issue: string, max = 70): string {
  const first = (issue.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? '').trim().replace(/[.!?:;,]+$/, '');
  const clause = (first.split(/[,;:]\s+|\s+[-\u2013\u2014]\s+/)[0] ?? '').trim();
  const cut = (text: string) => `${text.slice(0, text.lastIndexOf(' ', max) > 20 ? text.lastIndexOf(' ', max) : max).trim()}…`;
  const short = first.length <= max ? first : clause.length >= 15 && clause.length <= max ? clause : cut(first);
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** The issue with tidy whitespace: paragraphs kept, runs of spaces collapsed. */
function tidy(issue: string): string {
  return issue
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/^./, (c) => c.toUpperCase());
}

export function composeOffline(city: CityConfig, request: ComposeRequest): ComposedEmail {
  const district = districtOf(request.representatives);
  // "36.15, -95.99" found the district but is no way to sign a letter.
  const address = parseCoordinates(request.address) ? '' : request.address.trim();
  const facts: LetterFacts = {
    recipients: request.representatives.map((r) => addressee(r, request.language)).filter((n): n is string => n !== null),
    district,
    topic: topicOf(request.issue),
    address,
    senderName: request.sender_name?.trim() || null,
  };
  const parts = letterParts(city, request.language ?? 'en', request.tone, facts);
  const concern = tidy(request.issue);
  const body = [parts.greeting, parts.intro, `${parts.lead}\n\n${concern}`, parts.ask, parts.close, parts.signOff].join('\n\n');
  return { subject: parts.subject, body, engine: 'offline' };
}
