/**
 * What the city front (server/cities/city-front.ts, handed these by the app) answers itself (issue 46, decision 145): the page at `/` where a first-time visitor chooses a
 * city, the same list with 404 for a path naming no served city, and that 404 as the API's JSON error for a client.
 * A small server-rendered page, no script: a list of links, in the visitor's language (decision 027).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedCityLink } from '#contract/city.ts';
import type { ErrorResponse } from '#contract/errors.ts';
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, readCookie } from '#contract/language-choice.ts';
import type { Language } from '#contract/languages.ts';
import { t } from '../i18n.ts';
import { escapeHtml } from '../lib/html.ts';
import { languageLinks } from './language-links.ts';

/** A served city as the chooser lists it. */
type ChooserCity = ServedCityLink & { api_base: string };

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;line-height:1.5;color:#1a1a1a;background:#fff}' +
  'main{max-width:36rem;margin:0 auto}ul{list-style:none;padding:0}li{margin:.75rem 0}' +
  'a{color:#0b4f9c}ul a{display:block;padding:.75rem 1rem;border:1px solid #8a8a8a;border-radius:.5rem;font-size:1.25rem;text-decoration:none}' +
  'ul a:hover,ul a:focus-visible{background:#eef4fb;text-decoration:underline}ul a span{display:block;font-size:1rem;color:#4a4a4a}';

/** Only what this page needs: no script, its one inline style, links. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'Cookie, Accept-Language',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The visitor's language: `?lang`, the `lang` cookie, Accept-Language (decision 027). */
export function requestLanguage(req: IncomingMessage, query: string): Language {
  const param = new URLSearchParams(query).get(LANGUAGE_PARAM);
  return chooseLanguage({ param, cookie: readCookie(req.headers.cookie, LANGUAGE_COOKIE), acceptLanguage: req.headers['accept-language'] });
}

/** The chooser's HTML: every served city as a link to its pages, in `language`. */
export function chooserHtml(cities: readonly ChooserCity[], language: Language, publicUrl: string, unknownPath?: string): string {
  const other: Language = language === 'es' ? 'en' : 'es';
  const suffix = language === 'es' ? '?lang=es' : '';
  const items = cities.map((c) => `<li><a href="${escapeHtml(c.web_base + suffix)}" lang="en">${escapeHtml(c.name)}<span>${escapeHtml(c.state)}</span></a></li>`);
  const head: string[] = [];
  if (unknownPath === undefined) {
    const { canonical, alternates } = languageLinks(`${publicUrl}/`, language);
    head.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`, ...alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`));
  } else {
    head.push('<meta name="robots" content="noindex">');
  }
  const title = t(unknownPath === undefined ? 'cityChooser.title' : 'cityChooser.not_found_title', undefined, language);
  const lead = unknownPath === undefined ? t('cityChooser.lead', undefined, language) : t('cityChooser.unknown', { path: unknownPath }, language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Civic Commons</title>
<meta name="description" content="${escapeHtml(t('cityChooser.lead', undefined, language))}">
${head.join('\n')}
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(lead)}</p>
<ul>
${items.join('\n')}
</ul>
<p><a href="/?lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(t('cityChooser.language', undefined, language))}</a></p>
</main>
</body>
</html>
`;
}

/** Sends the chooser (200) or, for a path naming no served city, the same list with 404. */
export function sendChooser(req: IncomingMessage, res: ServerResponse, options: { cities: readonly ChooserCity[]; publicUrl: string; query: string; unknownPath?: string }): void {
  const language = requestLanguage(req, options.query);
  const html = chooserHtml(options.cities, language, options.publicUrl, options.unknownPath);
  res.writeHead(options.unknownPath === undefined ? 200 : 404, { ...PAGE_HEADERS, 'content-length': Buffer.byteLength(html) });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** A path naming no served city, for a client that is not a browser: the API's 404 with the cities served. */
export function sendUnknownCityJson(req: IncomingMessage, res: ServerResponse, cities: readonly ChooserCity[]): void {
  const details = { cities: cities.map(({ id, name, web_base, api_base }) => ({ id, name, web_base, api_base })) };
  const body: ErrorResponse = { error: { code: 'not_found', message: t('errors.not_found', { resource: t('resources.city') }), details } };
  const json = JSON.stringify(body);
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), vary: 'Accept', 'x-content-type-options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : json);
}
