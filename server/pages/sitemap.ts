/**
 * The sitemap: the public pages and every public record page (listed meetings of the city's record, each
 * council seat, active organizations, campaigns), read from the database on each request so it follows the
 * data. Demo meetings and pages of one person are never in it. Each page names its Spanish version (hreflang).
 */
import { isPrivatePage, PAGE_PATTERNS, PRIVATE_PAGE_PATTERNS, WHOLE_PAGE_PARAM } from '#contract/pages.ts';
import type { AppDatabase } from '../db/database.ts';
import { languageAlternates } from './language-links.ts';
import { publishedMeetings, whereListed } from '../meetings/public-record.ts';

/** The public pages without a record of their own: every page pattern with no required parameter, not private. */
const PUBLIC_PAGES = PAGE_PATTERNS.filter((pattern) => !isPrivatePage(pattern) && !/\/:\w+(\/|$)/.test(pattern)).map(
  (pattern) => pattern.replace(/\/:\w+\?/g, '') || '/',
);

/** The sitemap protocol allows 50,000 URLs per file; the newest meetings first if a city ever has more. */
const MAX_MEETINGS = 45_000;

interface Entry { path: string; lastmod?: string }

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const day = (timestamp: string | Date) => new Date(timestamp).toISOString().slice(0, 10);

export async function sitemapEntries(db: AppDatabase): Promise<Entry[]> {
  const [meetings, districts, organizations, campaigns] = await Promise.all([
    db
      .selectFrom(publishedMeetings(db))
      .select(['id', 'updated_at'])
      .$call((q) => whereListed(q))
      .orderBy('meeting_date', 'desc')
      .limit(MAX_MEETINGS)
      .execute(),
    db.selectFrom('districts').select('id').orderBy('id').execute(),
    db.selectFrom('organizations').select(['slug', 'updated_at']).where('is_active', '=', 1).orderBy('id').execute(),
    db.selectFrom('campaigns').select(['id', 'updated_at']).orderBy('id').execute(),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...meetings.map((m) => ({ path: `/meetings/${m.id}`, lastmod: day(m.updated_at) })),
    ...districts.map((d) => ({ path: `/councilors/${d.id}` })),
    ...organizations.map((o) => ({ path: `/organizations/${encodeURIComponent(o.slug)}`, lastmod: day(o.updated_at) })),
    ...campaigns.map((c) => ({ path: `/campaigns/${c.id}`, lastmod: day(c.updated_at) })),
  ];
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * One `<url>` per page, at its English (plain) address, with the page's language versions as `xhtml:link`
 * alternates: the same hreflang links the page's head carries (language-links.ts), so a crawler finds the
 * Spanish page (`?lang=es`) without a second entry per page (the 50,000-URL limit stays the meetings' room).
 */
function urlElement(publicUrl: string, entry: Entry): string {
  const alternates = languageAlternates(publicUrl + entry.path);
  const loc = alternates.find((a) => a.hreflang === 'en')!.href;
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`);
  return `  <url><loc>${escapeXml(loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${links.join('')}</url>`;
}

export function sitemapXml(publicUrl: string, entries: Entry[]): string {
  const urls = entries.map((entry) => urlElement(publicUrl, entry));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The open data under /api/ that people should find: feeds, exports, OCD views, the minutes we keep and the API
 * description. Listed first because older parsers (Python's robotparser) take the first matching line, while
 * RFC 9309 parsers take the longest match: either way these win over `Disallow: /api/`.
 */
const ALLOW = [
  '/api/v1/feeds/',
  '/api/v1/data/exports/',
  '/api/v1/ocd/',
  '/api/v1/files/minutes/',
  '/api/openapi.json',
  // The meetings' calendars (issue 50: they were blocked with the rest of /api/), and the GeoJSON for GIS tools.
  '/api/v1/meetings/calendar.ics',
  '/api/v1/meetings/*.ics$',
  '/api/v1/districts.geojson',
  '/api/v1/places.geojson',
];

/** Where one city's pages and API live (server/cities/city-sites.ts). */
export interface SiteBases { web_base: string; api_base: string }

const ROOT_SITE: SiteBases = { web_base: '/', api_base: '/api/v1' };
const under = (base: string, path: string) => (base === '/' ? path : `${base}${path}`);

/**
 * The rules for crawlers. `sites` are the cities a deployment serves (decision 145): each city's open data is
 * allowed under its API base and under its pages' path (where its absolute links point), and its private pages
 * are kept out under its pages' path.
 */
export function robotsTxt(publicUrl: string, sites: readonly SiteBases[] = [ROOT_SITE]): string {
  const apiBases = sites.flatMap((site) => [site.api_base, ...(site.web_base === '/' ? [] : [`${site.web_base}/api/v1`])]);
  const allow = apiBases.flatMap((base) => ALLOW.map((p) => (p.startsWith('/api/v1/') ? `${base}${p.slice('/api/v1'.length)}` : p)));
  const disallow = sites.flatMap((site) => [...(site.web_base === '/' ? [] : [`${site.web_base}/api/`]), ...PRIVATE_PAGE_PATTERNS.map((p) => under(site.web_base, p))]);
  const unique = (lines: string[]) => [...new Set(lines)];
  // A page's whole version (`?whole=1`) is the page again, longer: its canonical address is crawled instead.
  const whole = `/*${WHOLE_PAGE_PARAM}=1`;
  const rules = [...unique(allow).map((p) => `Allow: ${p}`), ...unique(['/api/', ...disallow, whole]).map((p) => `Disallow: ${p}`)];
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** The deployment's `/sitemap.xml` (decision 145): an index of each served city's own sitemap, under its path. */
export function sitemapIndexXml(publicUrl: string, cities: readonly { web_base: string }[]): string {
  const entries = cities.map((c) => `  <sitemap><loc>${escapeXml(`${publicUrl}${under(c.web_base, '')}/sitemap.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
