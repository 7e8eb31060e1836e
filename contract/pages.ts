/**
 * The web app's page routes, shared by the browser's router (checked by a web test) and the server, which
 * answers each page with its own status code and head (title, description, OpenGraph, canonical URL) and
 * answers any other path with 404. `:name?` is an optional segment, as in React Router.
 */
export const PAGE_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/meetings/:id?',
  '/councilors/:district',
  '/votes/split',
  '/votes/compare',
  '/organizations/:slug?',
  '/campaigns/:id?',
  '/contact-representatives',
  '/contact-representatives/find-district',
  '/signup/notifications',
  '/subscriptions/manage',
  '/subscriptions/confirm',
  '/follow/confirm',
  '/dashboard',
  '/profile',
  '/notifications',
  '/admin',
  '/admin/reports',
  '/corrections',
  '/status',
  '/data',
] as const;

/**
 * Pages that belong to one person or come from an emailed link: kept out of search engines (noindex, robots.txt,
 * not in the sitemap) and not server-rendered (the server cannot see the session).
 */
export const PRIVATE_PAGE_PATTERNS: ReadonlySet<PagePattern> = new Set<PagePattern>([
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/subscriptions/manage',
  '/subscriptions/confirm',
  '/follow/confirm',
  '/dashboard',
  '/profile',
  '/notifications',
  '/admin',
  '/admin/reports',
]);

/** The id of the `<script type="application/json">` holding a server-rendered page's state for hydration. */
export const SERVER_STATE_ID = 'server-state';

/** The id of the script element that carries the city's `PublicCity` JSON in every page the server sends. */
export const CITY_STATE_ID = 'city-state';

export type PagePattern = (typeof PAGE_PATTERNS)[number];

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
