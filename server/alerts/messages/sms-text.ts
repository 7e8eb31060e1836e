/**
 * SMS bodies that fit one segment: at most 160 characters of the GSM-7 alphabet (one character outside it,
 * an emoji or a curly quote, would switch the whole message to UCS-2 and a 70-character limit). The link is
 * never cut; the meeting title is shortened first. Each text names the city the caller serves (decision 020).
 */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { translatorFor } from '../../i18n.ts';
import { shortMeetingTime } from './alert-time.ts';
import { withoutCanceledMark } from './agenda-emails.ts';

export const SMS_MAX_LENGTH = 160;

/** " Reply STOP to opt out." in `language` (Spanish names ALTO; both words work from any number). */
const stopNote = (language: Language) => ` ${toGsmText(translatorFor(language)('alerts.sms.stopNote'))}`;

/** Replaces typographic characters with GSM-7 ones and drops anything else outside plain ASCII. */
export function toGsmText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u202f]/g, ' ')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e\n]/g, '')
    .replace(/[[\]{}\\^~|`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fit(prefix: string, title: string, suffix: string): string {
  const room = SMS_MAX_LENGTH - prefix.length - suffix.length;
  if (title.length <= room) return prefix + title + suffix;
  if (room >= 8) return `${prefix}${title.slice(0, room - 3).trimEnd()}...${suffix}`;
  return `${prefix}${suffix}`.slice(0, SMS_MAX_LENGTH);
}

/**
 * Assembles `<lead> <title><tail> <link>`, dropping the STOP note only if the link would not fit otherwise.
 * The spaces are added here because toGsmText trims its input (a trailing space in `lead` would be lost).
 */
function compose(lead: string, title: string, tail: string, link: string, language: Language): string {
  // toGsmText trims; a lead is followed by one space ("reminder: Title"), and a tail keeps a leading one (" is canceled.").
  const prefix = `${toGsmText(lead)} `;
  const suffix = `${/^\s/.test(tail) ? ' ' : ''}${toGsmText(tail)}`;
  const full = fit(prefix, toGsmText(title), `${suffix} ${link}${stopNote(language)}`);
  return full.length <= SMS_MAX_LENGTH ? full : fit(prefix, toGsmText(title), `${suffix} ${link}`);
}

/**
 * "<City> meeting reminder: Regular Council Meeting, Wed, Nov 18, 6:00 PM. https://... Reply STOP to opt out."
 * Spanish loses its accents to GSM-7 ("reunion"): one accented letter would cost the message half its room.
 */
export function reminderSms(city: CityConfig, meeting: { title: string; meeting_date: string }, link: string, language: Language = 'en'): string {
  const tr = translatorFor(language);
  const tail = tr('alerts.sms.reminderTail', { when: shortMeetingTime(city, meeting.meeting_date, language) });
  return compose(tr('alerts.sms.reminderLead', { city: city.name }), meeting.title, tail, link, language);
}

/** "New <City> minutes: Regular Council Meeting. Summary: https://... Reply STOP to opt out." */
export function minutesSms(city: CityConfig, meeting: { title: string }, link: string, language: Language = 'en'): string {
  const tr = translatorFor(language);
  return compose(tr('alerts.sms.minutesLead', { city: city.name }), meeting.title, tr('alerts.sms.minutesTail'), link, language);
}

/** "<City> agenda: 3 items for you at Regular Council Meeting, Wed, Nov 25, 5:00 PM. https://... Reply STOP to opt out." */
export function agendaSms(city: CityConfig, meetings: { title: string; meeting_date: string; items: unknown[] }[], link: string, language: Language = 'en'): string {
  const tr = translatorFor(language);
  const items = tr('alerts.agenda.items', { count: meetings.reduce((n, m) => n + m.items.length, 0) });
  const lead = tr('alerts.sms.agendaLead', { city: city.name, items });
  if (meetings.length === 1) {
    return compose(lead, meetings[0]!.title, tr('alerts.sms.agendaTail', { when: shortMeetingTime(city, meetings[0]!.meeting_date, language) }), link, language);
  }
  return compose(lead, tr('alerts.sms.agendaMeetings', { count: meetings.length }), tr('alerts.sms.agendaMeetingsTail'), link, language);
}

/** "<City>: Public Works Committee - August 6, 2025 is canceled. https://... Reply STOP to opt out." */
export function cancellationSms(city: CityConfig, meeting: { title: string }, link: string, language: Language = 'en'): string {
  const tr = translatorFor(language);
  return compose(tr('alerts.sms.cancelLead', { city: city.name }), withoutCanceledMark(meeting.title), tr('alerts.sms.cancelTail'), link, language);
}

/** The test message a subscriber asks for from the manage page. */
export function testSms(city: CityConfig, language: Language = 'en'): string {
  return toGsmText(`${translatorFor(language)('alerts.sms.test', { city: city.name })}${stopNote(language)}`);
}

/** `startNone`: a YES or START from a number with no subscription to turn on. */
export type SmsReply = 'stop' | 'start' | 'startNone' | 'help';

/** The answer to a keyword of the inbound webhook, in `language`, in one GSM-7 segment; HELP names our site. */
export function smsReply(city: CityConfig, reply: SmsReply, language: Language = 'en', siteUrl = ''): string {
  return toGsmText(translatorFor(language)(`alerts.sms.replies.${reply}`, { city: city.name, url: siteUrl }));
}

/**
 * The one text a number gets before its owner agrees (double opt-in): the program, "reply YES to confirm", how
 * often, "Msg & data rates may apply", HELP and STOP, as carriers require. The Spanish one takes two segments.
 */
export function smsOptInRequest(city: CityConfig, language: Language = 'en'): string {
  return toGsmText(translatorFor(language)('alerts.sms.optIn', { city: city.name }));
}

/**
 * "<City> bill you follow: Int 12-2026: Signed Into Law by Mayor (+1 more step). https://... Reply STOP to opt out."
 * The newest step names the text; the link is its dossier, where every step is.
 */
export function matterStepSms(city: CityConfig, step: { file: string; action: string; more: number }, link: string, language: Language = 'en'): string {
  const tr = translatorFor(language);
  const tail = step.more > 0 ? tr('alerts.sms.matterStepMore', { count: step.more }) : tr('alerts.sms.matterStepTail');
  return compose(tr('alerts.sms.matterStepLead', { city: city.name }), `${step.file}: ${step.action}`, tail, link, language);
}
