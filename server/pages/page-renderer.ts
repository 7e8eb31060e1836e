/**
 * Puts a page's server-rendered markup (web/src/entry-server.tsx, built to `<dist>-ssr/entry-server.js`) into
 * the HTML the server sends, with the state the browser hydrates from. The page's API calls are answered by
 * this server in-process (`app.inject`), as a visitor who is not signed in. A page that fails or takes too
 * long to render is sent as the shell, which the browser renders as before: server rendering can only add.
 * Finished pages are kept by the web app (page-cache.ts), so a page is rendered once per version of the records.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '#contract/languages.ts';
import type { PublicCity } from '#contract/city.ts';
import { EARLY_TAPS_SCRIPT } from '#contract/early-taps.ts';
import { SERVER_STATE_ID } from '#contract/pages.ts';
import { lowerAppScriptPriority } from './app-script-priority.ts';
import { scriptJson } from './head-html.ts';
import { loadRouteAssets } from './route-assets.ts';

interface EntryServer {
  /**
   * `url` with the city's base path; `city` is this render's own (one process may render several cities' pages at
   * once, issue 46), as are the API calls `apiFetch` answers.
   */
  renderPage(url: string, origin: string, apiFetch: typeof fetch, timeoutMs: number, language: Language, city: PublicCity): Promise<{ html: string; modules: string[]; state: unknown } | null>;
}

export interface PageRenderer {
  /**
   * `shell` (index.html with the page's head) with the page rendered into it in `language`, or `shell` unchanged.
   * `timeoutMs`: how long each pass of the render may take before the shell is sent instead.
   */
  render(shell: string, url: string, language: Language, timeoutMs?: number): Promise<string>;
}

const RENDER_TIMEOUT_MS = 3000;
/**
 * A whole page (`?whole=1`, decision 275) is a reader's explicit ask, rendered one at a time: a large council's
 * whole meeting took 7.7 s on a loaded machine, and the shell in its place shows nothing without JavaScript.
 */
export const WHOLE_PAGE_RENDER_TIMEOUT_MS = 20_000;
const ROOT = '<div id="root"></div>';

/**
 * The API, answered in-process: the same routes, validation and presenters as over the network. A city served
 * under its own API base (`/api/v1/cities/<id>`) is asked here without it, as the front hands its requests on.
 */
function injectFetch(app: FastifyInstance, apiBase: string): typeof fetch {
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: withoutBase(url, apiBase, '/api/v1'),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
}

/** `path` (with its query) under `base`: `/meetings?x` under `/fictionville` is `/fictionville/meetings?x`. */
export function withBase(path: string, base: string): string {
  if (base === '/' || base === '') return path;
  return path === '/' || path.startsWith('/?') ? `${base}${path.slice(1)}` : `${base}${path}`;
}

/** `path` with `base` (a whole leading segment run) put back as `to`; any other path unchanged. */
function withoutBase(path: string, base: string, to: string): string {
  if (base === to || !path.startsWith(base)) return path;
  const rest = path.slice(base.length);
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? `${to}${rest}` : path;
}

export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entryFile = path.join(`${distDir.replace(/\/+$/, '')}-ssr`, 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const city = app.publicCity;
  const apiFetch = injectFetch(app, city.api_base);
  const routeAssets = loadRouteAssets(distDir);
  return {
    async render(shell: string, url: string, language: Language, timeoutMs = RENDER_TIMEOUT_MS) {
      if (!shell.includes(ROOT)) return shell;
      try {
        const page = await entry.renderPage(withBase(url, city.web_base), app.config.PUBLIC_URL, apiFetch, timeoutMs, language, city);
        if (!page) return shell;
        const links = routeAssets?.(page.modules, shell) ?? [];
        // The early-taps script (contract/early-taps.ts) goes first, so a tap before hydration is remembered.
        const linked = shell.replace('</head>', `  <script>${EARLY_TAPS_SCRIPT}</script>\n${links.map((l) => `  ${l}\n`).join('')}  </head>`);
        // A function, so a `$&` or `$$` in the record's text is not read as a replacement pattern.
        return lowerAppScriptPriority(linked).replace(ROOT, () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>`);
      } catch (error) {
        app.log.warn({ err: error, url }, 'server rendering failed; sending the shell');
        return shell;
      }
    },
  };
}
