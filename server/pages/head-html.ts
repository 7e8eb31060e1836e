/**
 * Writes a page's head into the built index.html: its title and description replace the generic ones, and the
 * canonical link, robots, OpenGraph, Twitter card and JSON-LD tags go before </head>. Every value is escaped;
 * JSON-LD is escaped so no text of the record can close its <script>.
 */
import type { Language } from '#contract/languages.ts';
import type { PageHead } from './page-head.ts';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** JSON inside <script>: `<`, `>` and `&` as escapes, so `</script>` or `<!--` in a title stays text. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The page's head in `language`, which `<html lang>` also names. */
export function renderHead(indexHtml: string, head: PageHead, siteName: string, publicUrl: string, language: Language = 'en'): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`),
    meta('property', 'og:locale', OG_LOCALES[language]),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    // The logo, the one picture every page has; 512 px square suits the "summary" card.
    meta('property', 'og:image', `${publicUrl}/icons/icon-512.png`),
    meta('property', 'og:image:width', '512'),
    meta('property', 'og:image:height', '512'),
    meta('property', 'og:image:alt', siteName),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
    ...(head.feeds ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`),
  ].filter(Boolean);
  // Replacement functions, not strings: a record's `$&` or `$'` is text, not a replacement pattern.
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
