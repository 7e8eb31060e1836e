/**
 * SMS bodies that fit one segment: at most 160 characters of the GSM-7 alphabet (one character outside it,
 * an emoji or a curly quote, would switch the whole message to UCS-2 and a 70-character limit). The link is
 * never cut; the meeting title is shortened first.
 */
import { city } from '../../city/current.ts';
import { shortMeetingTime } from './alert-time.ts';
import { withoutCanceledMark } from './agenda-emails.ts';

export const SMS_MAX_LENGTH = 160;

const STOP_NOTE = ' Reply STOP to opt out.';

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
function compose(lead: string, title: string, tail: string, link: string): string {
  // toGsmText trims; a lead is followed by one space ("reminder: Title"), and a tail keeps a leading one (" is canceled.").
  const prefix = `${toGsmText(lead)} `;
  const suffix = `${/^\s/.test(tail) ? ' ' : ''}${toGsmText(tail)}`;
  const full = fit(prefix, toGsmText(title), `${suffix} ${link}${STOP_NOTE}`);
  return full.length <= SMS_MAX_LENGTH ? full : fit(prefix, toGsmText(title), `${suffix} ${link}`);
}

/** "<City> meeting reminder: Regular Council Meeting, Wed, Nov 18, 6:00 PM. https://... Reply STOP to opt out." */
export function reminderSms(meeting: { title: string; meeting_date: string }, link: string): string {
  return compose(`${city.name} meeting reminder:`, meeting.title, `, ${shortMeetingTime(meeting.meeting_date)}.`, link);
}

/** "New <City> minutes: Regular Council Meeting. Summary: https://... Reply STOP to opt out." */
export function minutesSms(meeting: { title: string }, link: string): string {
  return compose(`New ${city.name} minutes:`, meeting.title, '. Summary:', link);
}

/** "<City> agenda: 3 items for you at Regular Council Meeting, Wed, Nov 25, 5:00 PM. https://... Reply STOP to opt out." */
export function agendaSms(meetings: { title: string; meeting_date: string; items: unknown[] }[], link: string): string {
  const items = meetings.reduce((n, m) => n + m.items.length, 0);
  const lead = `${city.name} agenda: ${items} item${items === 1 ? '' : 's'} for you at `;
  if (meetings.length === 1) return compose(lead, meetings[0]!.title, `, ${shortMeetingTime(meetings[0]!.meeting_date)}.`, link);
  return compose(lead, `${meetings.length} meetings`, '.', link);
}

/** "<City>: Public Works Committee - August 6, 2025 is canceled. https://... Reply STOP to opt out." */
export function cancellationSms(meeting: { title: string }, link: string): string {
  return compose(`${city.name}: `, withoutCanceledMark(meeting.title), ' is canceled.', link);
}

/** The test message a subscriber asks for from the manage page. */
export function testSms(): string {
  return toGsmText(`Civic Commons test: SMS alerts for ${city.name} council meetings will reach this number.${STOP_NOTE}`);
}

/** Answers to the keywords of the inbound webhook (made when asked: HELP names the city this process serves). */
export const smsReplies = () => ({
  stop: 'Civic Commons: you will get no more SMS alerts. Reply START to resume.',
  start: 'Civic Commons: SMS alerts are on again. Reply STOP to opt out, HELP for help.',
  help: `Civic Commons: ${city.name} council meeting alerts. Reply STOP to opt out, START to resume. Manage alerts on our website.`,
}) as const;
