/**
 * What the server says about a page before any JavaScript runs: its status code and its head (title,
 * description, canonical URL, OpenGraph and Twitter card, schema.org JSON-LD for a meeting). This is what a link
 * preview, a crawler and a link checker see; the browser app then takes over the same URL.
 */
import type { Language } from '#contract/languages.ts';
import { isPrivatePage, type PageMatch } from '#contract/pages.ts';
import { fileNumberSchema } from '#contract/subscriptions.ts';
import type { CityConfig } from '#contract/city.ts';
import type { AppDatabase } from '../db/database.ts';
import { t } from '../i18n.ts';
import { findCampaign } from '../campaigns/campaign-store.ts';
import { getCouncilorDistrict } from '../councilors/councilor-store.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { matterDossier } from '../meetings/matter-dossier.ts';
import { getMeetingRow, type MeetingRowWithoutText } from '../meetings/meeting-reads.ts';
import { findOrganization } from '../organizations/organization-store.ts';
import { meetingEvent } from './meeting-event.ts';
import type { PageFeed } from './page-feeds.ts';

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute URL of the page without its query, or null for a page that is not found. */
  canonical: string | null;
  /** Pages of one person (sign-in, links from emails, accounts, administration) stay out of search engines. */
  noindex: boolean;
  /**
   * Whether the server renders the page's body. Not for pages of one person: the server cannot see a session
   * (it lives in the browser), and they would only render their redirect to sign-in.
   */
  serverRendered: boolean;
  ogType: 'website' | 'article';
  jsonLd?: object;
  /** RSS feeds the page announces (page-feeds.ts). */
  feeds?: PageFeed[];
  /** The same page in each language (hreflang en, es and x-default), for a page that is found. */
  alternates?: { hreflang: string; href: string }[];
}


const SITE = 'Civic Commons';
const withSite = (title: string) => `${title} · ${SITE}`;

/** The first sentence or so of a text, cut at a word and never past `max` characters. */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.{40,}?[.!?])\s/.exec(flat)?.[1] ?? flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:]+$/, '')}…`;
}

function notFound(language: Language = 'en'): PageHead {
  return { status: 404, title: withSite(t('pages.notFound.title', {}, language)), description: t('pages.notFound.description', {}, language), canonical: null, noindex: true, serverRendered: false, ogType: 'website' };
}

/** The meeting's day in the city's time zone, in the page's language ("December 18, 2024", "18 de diciembre de 2024"). */
function meetingDate(city: CityConfig, row: MeetingRowWithoutText, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { timeZone: city.timeZone, dateStyle: 'long' }).format(new Date(row.meeting_date));
}

/** `/votes/split` → `votes-split`, `/meetings/:id?` → `meetings`: the page's key in the server's messages. */
const staticKey = (pattern: string) => (pattern === '/' ? 'home' : pattern.slice(1).replace(/\/:\w+\??/g, '').replaceAll('/', '-'));

const positiveId = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** A district's seat and who holds it on the city's day; undefined for a district that does not exist. */
async function councilorHead(db: AppDatabase, city: CityConfig, value: string | undefined, language: Language, now: Date): Promise<{ title: string; description: string } | undefined> {
  const district = positiveId(value);
  const seat = district === null ? undefined : await getCouncilorDistrict(db, district, cityDay(city, now));
  if (!seat) return undefined;
  const name = seat.councilor?.name;
  const tr = (key: string, values?: Record<string, unknown>) => t(key, values, language);
  return {
    title: withSite(name ? tr('pages.councilor.title', { name, district }) : tr('pages.councilor.vacant', { district })),
    description: tr('pages.councilor.description', { name: name ?? tr('pages.councilor.seat', { district }), city: city.name }),
  };
}

/** A followed item's dossier (issue 47): its file number and title; undefined when no record has the number. */
async function matterHead(db: AppDatabase, file: string | undefined, language: Language): Promise<{ title: string; description: string } | undefined> {
  const parsed = fileNumberSchema.safeParse(file);
  const dossier = parsed.success ? await matterDossier(db, parsed.data) : undefined;
  if (!dossier) return undefined;
  const values = { file: dossier.file_number, title: dossier.title ? oneLine(dossier.title, 120) : '' };
  return {
    title: withSite(t(dossier.title ? 'pages.matter.title' : 'pages.matter.file', values, language)),
    description: t('pages.matter.description', values, language),
  };
}

/**
 * The head of the page `match` opens, in `language`; reads the record for the pages of one meeting, councilor,
 * organization or campaign. The record's own words (a meeting's title and summary, an organization's
 * description) stay as the city or the organization published them.
 */
export async function pageHead(
  db: AppDatabase,
  city: CityConfig,
  publicUrl: string,
  match: PageMatch,
  pathname: string,
  language: Language = 'en',
  now: Date = new Date(),
): Promise<PageHead> {
  const tr = (key: string, values?: Record<string, unknown>) => t(key, values, language);
  const base = { status: 200 as const, canonical: `${publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`, noindex: isPrivatePage(match.pattern), serverRendered: !isPrivatePage(match.pattern), ogType: 'website' as const };
  const { params } = match;
  switch (match.pattern) {
    case '/meetings/:id?': {
      if (params.id === undefined) break;
      const id = positiveId(params.id);
      const row = id === null ? undefined : await getMeetingRow(db, id);
      if (!row) return notFound(language);
      const date = meetingDate(city, row, language);
      const summary = row.summary ? oneLine(row.summary) : tr('pages.meeting.noSummary');
      return {
        ...base,
        // Most of the clerk's titles carry the date already ("... - December 18, 2024"): it is said once.
        title: withSite(row.title.includes(date) ? row.title : `${row.title}, ${date}`),
        description: `${date}: ${summary}`,
        ogType: 'article',
        noindex: row.is_demo === 1,
        jsonLd: meetingEvent(city, row, `${publicUrl}/meetings/${row.id}`),
      };
    }
    case '/councilors/:district':
    case '/matters/:file': {
      const head = match.pattern === '/matters/:file' ? await matterHead(db, params.file, language) : await councilorHead(db, city, params.district, language, now);
      return head ? { ...base, ...head } : notFound(language);
    }
    case '/organizations/:slug?': {
      if (params.slug === undefined) break;
      const organization = await findOrganization(db, { slug: params.slug }, null);
      if (!organization) return notFound(language);
      return { ...base, title: withSite(organization.name), description: oneLine(organization.short_description ?? organization.description) };
    }
    case '/campaigns/:id?': {
      if (params.id === undefined) break;
      const id = positiveId(params.id);
      const campaign = id === null ? undefined : await findCampaign(db, id, null);
      if (!campaign) return notFound(language);
      return { ...base, title: withSite(campaign.title), description: oneLine(campaign.description) };
    }
    default:
      break;
  }
  const key = `pages.static.${staticKey(match.pattern)}`;
  return { ...base, title: match.pattern === '/' ? tr(`${key}.title`, { city: city.name }) : withSite(tr(`${key}.title`)), description: tr(`${key}.description`, { city: city.name, council: city.councilName }) };
}

export const notFoundHead = notFound;
