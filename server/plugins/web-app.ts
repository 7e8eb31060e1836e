/**
 * Serves the built web app from the same origin. Hashed assets are cached for a year; pages are never cached,
 * so a deploy is picked up on the next visit. Every page of the app (contract/pages.ts) answers HTML whatever
 * the Accept header, with its own status (404 for a meeting, councilor, organization or campaign that does not
 * exist) and its own head (server/pages/), in the visitor's language (decision 027: `?lang`, then the `lang`
 * cookie, then Accept-Language); the browser app then takes over. Any other path is a 404: HTML
 * for a browser, the JSON error shape otherwise (hence `Vary: Accept`), and always JSON under /api.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, languageCookie, readCookie } from '#contract/language-choice.ts';
import { asksForWholePage, CITY_STATE_ID, matchPage } from '#contract/pages.ts';
import { CITY_COOKIE, cityCookie } from '#contract/city-choice.ts';
import type { Language } from '#contract/languages.ts';
import { AppError } from '../lib/app-error.ts';
import { createWorkGate } from '../lib/work-gate.ts';
import { renderHead, scriptJson } from '../pages/head-html.ts';
import { languageLinks } from '../pages/language-links.ts';
import { pageFeeds } from '../pages/page-feeds.ts';
import { notFoundHead, pageHead } from '../pages/page-head.ts';
import { sendEncoded } from '../lib/content-encoding.ts';
import { registerItemLinkRoute } from '../meetings/item-links.ts';
import { registerCrawlerRoutes } from '../pages/crawler-routes.ts';
import { createPageCache, type PageAnswer, sendPage } from '../pages/page-cache.ts';
import { loadPageRenderer, WHOLE_PAGE_RENDER_TIMEOUT_MS } from '../pages/page-renderer.ts';
import { withoutTracking } from '../pages/tracking-params.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_NAME = 'Civic Commons';

/**
 * What a page remembers: a link that names its language remembers it, so the next page (without ?lang) stays in it;
 * a page of a city served under its own path remembers the city, so `/` takes a returning visitor back to it
 * (decision 145).
 */
function pageCookies(app: FastifyInstance, cookieHeader: string | undefined, page: { param: string | null; language: Language; isPage: boolean }): string[] {
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  const cookies: string[] = [];
  if (page.param && page.param === page.language && readCookie(cookieHeader, LANGUAGE_COOKIE) !== page.language) cookies.push(languageCookie(page.language, secure));
  const { id } = app.city.config;
  if (page.isPage && app.publicCity.web_base !== '/' && readCookie(cookieHeader, CITY_COOKIE) !== id) cookies.push(cityCookie(id, secure));
  return cookies;
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  // Read once: a deploy restarts the server, and every page is this file with its own head.
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build wrote each text asset beside itself as Brotli and gzip at their best settings (build/precompress.ts):
      // sent as they are, smaller than per-request compression makes them and at no CPU; a file without them is
      // compressed per request as before.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.setHeader('Cache-Control', relative.startsWith('assets') ? IMMUTABLE : 'no-cache');
        // Which copy was sent depends on Accept-Encoding, and a cache between must know it.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  await app.register(registerCrawlerRoutes);
  await app.register(registerItemLinkRoute);
  // The server-rendering bundle built beside the web app (`npm run build`); without it pages are the shell.
  const renderer = indexHtml === null ? null : await loadPageRenderer(app, distDir);
  const pages = createPageCache(app, { now: () => app.clock.now().getTime() });
  // Every page says which city it serves, as data the browser reads before it renders (decision 020).
  const cityState = `<script type="application/json" id="${CITY_STATE_ID}">${scriptJson(app.publicCity)}</script>`;

  // Whole pages are rendered one at a time (a burst of them would take every core from the other pages).
  const wholePages = createWorkGate(1);
  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && indexHtml !== null && isRead) {
      const page = matchPage(pathname);
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (page || wantsHtml) {
        const param = new URLSearchParams(search).get(LANGUAGE_PARAM);
        const cookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
        const language = chooseLanguage({ param, cookie, acceptLanguage: request.headers['accept-language'] });
        const cookies = pageCookies(app, request.headers.cookie, { param, language, isPage: page !== null });
        if (cookies.length > 0) reply.header('Set-Cookie', cookies.length === 1 ? cookies[0] : cookies);
        // The same URL answers in the language its cookie or Accept-Language asks for; a path that is no page
        // also depends on Accept (HTML or JSON).
        reply.header('Vary', page ? 'Cookie, Accept-Language' : 'Accept, Cookie, Accept-Language');
        // Pages are never stored by browsers or proxies (a deploy shows on the next visit) but revalidated: their
        // ETag turns a visit to an unchanged page into a 304.
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
        const answer = async (): Promise<PageAnswer> => {
          const head = page ? await pageHead(app.db, app.city.config, app.config.PUBLIC_URL, page, pathname, language, app.clock.now()) : notFoundHead(language);
          if (page && head.status === 200) head.feeds = pageFeeds(app.city.config, page, app.config.PUBLIC_URL, language);
          if (head.canonical) Object.assign(head, languageLinks(head.canonical, language));
          const shell = renderHead(indexHtml, head, SITE_NAME, app.config.PUBLIC_URL, language).replace('</head>', `  ${cityState}\n  </head>`);
          const rendered = renderer !== null && head.serverRendered && head.status === 200 && request.method === 'GET';
          // Rendered without tracking parameters (tracking-params.ts), as the page cache keys it. A whole page
          // (`?whole=1`, decision 275) waits for the one before it: a large council's takes seconds of one core.
          const whole = asksForWholePage(search);
          const render = () => renderer!.render(shell, withoutTracking(request.url), language, whole ? WHOLE_PAGE_RENDER_TIMEOUT_MS : undefined);
          const html = rendered ? await (whole ? wholePages.run(render) : render()) : shell;
          // Kept: a public page the server rendered (a private page is never rendered, a fallback is the shell).
          return { status: head.status, html, keep: rendered && html !== shell };
        };
        // Compressed here: the compression plugin's hook covers routes, and a page is answered outside them (a
        // server-rendered meeting page is about 140 KB of HTML, 20 KB compressed).
        if (page && request.method === 'GET') return sendPage(request, reply, await pages.page(language, request.url, answer));
        const { status, html } = await answer();
        reply.code(status);
        return sendEncoded(request, reply, html);
      }
      reply.header('Vary', 'Accept');
    }
    throw new AppError(404, 'route_not_found', { values: { method: request.method, path: pathname } });
  });
}
