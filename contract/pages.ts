/**
 * The web app's page routes, shared by the browser's router (checked by a web test) and the server, which
 * answers each page with its own status code and head (title, description, OpenGraph, canonical URL) and
 * answers any other path with 404. `:name?` is an optional segment, as in React Router.
 */
export const PAGES = [
  { pattern: '/' },
  { pattern: '/login', private: true },
  { pattern: '/register', private: true },
  { pattern: '/forgot-password', private: true },
  { pattern: '/reset-password', private: true },
  { pattern: '/verify-email', private: true },
  { pattern: '/meetings/:id?' },
  { pattern: '/councilors/:district' },
  { pattern: '/matters/:file' },
  { pattern: '/map' },
  { pattern: '/votes/split' },
  { pattern: '/votes/compare' },
  { pattern: '/organizations/:slug?' },
  { pattern: '/campaigns/:id?' },
  { pattern: '/contact-representatives' },
  { pattern: '/contact-representatives/find-district' },
  { pattern: '/signup/notifications' },
  { pattern: '/subscriptions/manage', private: true },
  { pattern: '/subscriptions/confirm', private: true },
  { pattern: '/follow/confirm', private: true },
  { pattern: '/dashboard', private: true },
  { pattern: '/profile', private: true },
  { pattern: '/notifications', private: true },
  { pattern: '/admin', private: true },
  { pattern: '/admin/reports', private: true },
  { pattern: '/corrections' },
  { pattern: '/status' },
  { pattern: '/data' },
  { pattern: '/glossary' },
] as const satisfies readonly PageRoute[];

/** One page route of the web app. */
export interface PageRoute {
  /** The route as React Router writes it. */
  pattern: string;
  /**
   * A page that belongs to one person or comes from an emailed link: kept out of search engines (noindex,
   * robots.txt, not in the sitemap) and not server-rendered (the server cannot see the session).
   */
  private?: true;
}

export type PagePattern = (typeof PAGES)[number]['pattern'];

/** Every page's pattern, in PAGES' order. */
export const PAGE_PATTERNS: readonly PagePattern[] = PAGES.map((page) => page.pattern);

/** The private pages' patterns (see PageRoute.private), in PAGES' order. */
export const PRIVATE_PAGE_PATTERNS: readonly PagePattern[] = PAGES.filter((page) => 'private' in page).map((page) => page.pattern);

/** Whether the page of `pattern` is private (see PageRoute.private). */
export function isPrivatePage(pattern: PagePattern): boolean {
  return PRIVATE_PAGE_PATTERNS.includes(pattern);
}

/**
 * The query parameter that asks for a page's whole version (`?whole=1`: every long list shown in full,
 * web/src/lib/whole-page.ts). Crawlers are kept off it (robots.txt): the page's own address is its canonical one.
 */
export const WHOLE_PAGE_PARAM = 'whole';

/** Whether a query string (`?lang=es&whole=1`, with or without its `?`) asks for the whole page. */
export function asksForWholePage(search: string): boolean {
  return new URLSearchParams(search).get(WHOLE_PAGE_PARAM) === '1';
}

/** The id of the `<script type="application/json">` holding a server-rendered page's state for hydration. */
export const SERVER_STATE_ID = 'server-state';

/** The id of the script element that carries the city's `PublicCity` JSON in every page the server sends. */
export const CITY_STATE_ID = 'city-state';

export interface PageMatch {
  pattern: PagePattern;
  params: Record<string, string>;
}

/** The page a pathname opens, with its parameters (decoded), or null for a path that is no page. */
export function matchPage(pathname: string): PageMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const pattern of PAGE_PATTERNS) {
    const segments = pattern.split('/').filter(Boolean);
    const required = segments.filter((s) => !s.endsWith('?')).length;
    if (parts.length < required || parts.length > segments.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, i) => {
      const part = parts[i];
      if (!segment.startsWith(':')) return part === segment;
      if (part === undefined) return segment.endsWith('?');
      try {
        params[segment.replace(/^:|\?$/g, '')] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (fits) return { pattern, params };
  }
  return null;
}
