/**
 * Sources and the facts behind them. Every record an answer relies on becomes a `ChatSource` (a link to the
 * page that shows it); the same records, with their text, are what the LLM engine is allowed to use.
 */
import type { ChatSource } from '#contract/chat.ts';
import type { Catalog, MeetingRecord } from './records.ts';
import { mdEscape } from './text.ts';

/** A record the assistant found, with the facts it may state about it. */
export interface RetrievedRecord {
  source: ChatSource;
  /** Plain text: everything a reply may say about this record. */
  facts: string;
}

export function meetingSource(m: Pick<MeetingRecord, 'id' | 'title'>): ChatSource {
  return { type: 'meeting', id: String(m.id), title: m.title, url: `/meetings/${m.id}` };
}

export function councilorSource(district: number, name: string): ChatSource {
  return { type: 'councilor', id: String(district), title: `${name}, District ${district}`, url: `/councilors/${district}` };
}

export function organizationSource(o: Catalog['organizations'][number]): ChatSource {
  return { type: 'organization', id: o.slug, title: o.name, url: `/organizations/${o.slug}` };
}

export function campaignSource(c: Catalog['campaigns'][number]): ChatSource {
  return { type: 'campaign', id: String(c.id), title: c.title, url: `/campaigns/${c.id}` };
}

export function topicSource(t: Catalog['topics'][number]): ChatSource {
  return { type: 'topic', id: t.slug, title: `${t.display_name} alerts`, url: '/signup/notifications' };
}

/** Pages of this product that explain how something works. */
export const PAGES = {
  alerts: { type: 'page', id: 'signup-notifications', title: 'Get Notified', url: '/signup/notifications' },
  findDistrict: { type: 'page', id: 'find-district', title: 'Find Your District', url: '/contact-representatives/find-district' },
  contact: { type: 'page', id: 'contact-representatives', title: 'Contact Representatives', url: '/contact-representatives' },
  meetings: { type: 'page', id: 'meetings', title: 'City Council Meetings', url: '/meetings' },
  organizations: { type: 'page', id: 'organizations', title: 'Organizations', url: '/organizations' },
  campaigns: { type: 'page', id: 'campaigns', title: 'Campaigns', url: '/campaigns' },
} as const satisfies Record<string, ChatSource>;

/** A markdown link to a source. */
export function link(source: ChatSource): string {
  return `[${mdEscape(source.title)}](${source.url})`;
}

const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>();

/** The date formats of a locale in a city's time zone, made once per zone and locale (a second city has its own). */
function formatsOf(timeZone: string, locale: string) {
  const key = `${timeZone}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    const zone = { timeZone, month: 'long', day: 'numeric', year: 'numeric' } as const;
    f = {
      dateTime: new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long', hour: 'numeric', minute: '2-digit' }),
      dateOnly: new Intl.DateTimeFormat(locale, zone),
    };
    formatters.set(key, f);
  }
  return f;
}

/** "Wednesday, December 4, 2024 at 5:00 PM" in the city's `timeZone` ("miércoles, 4 de diciembre de 2024, 5:00 p.m." in Spanish). */
export function formatDateTime(iso: string, timeZone: string, locale = 'en-US'): string {
  return formatsOf(timeZone, locale).dateTime.format(new Date(iso));
}

/** "December 4, 2024" in the city's `timeZone` ("4 de diciembre de 2024"). */
export function formatDate(iso: string, timeZone: string, locale = 'en-US'): string {
  return formatsOf(timeZone, locale).dateOnly.format(new Date(iso));
}

/** The facts of a meeting for the model and for checking its answer; its date in the city's `timeZone`. */
export function meetingFacts(m: MeetingRecord, timeZone: string, extra: string[] = []): string {
  return [
    `Title: ${m.title}`,
    `Date: ${formatDateTime(m.meeting_date, timeZone)} (${m.status})`,
    m.location ? `Location: ${m.location}` : '',
    m.summary ? `Summary: ${m.summary}` : '',
    m.detailed_summary ? `Details: ${m.detailed_summary}` : '',
    ...extra,
  ]
    .filter(Boolean)
    .join('\n');
}
