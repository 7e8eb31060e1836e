/**
 * Where the browser fetches a meeting's minutes PDF. Spec §7: a relative `minutes_url` is prefixed with the
 * site origin. A remote one goes through our same-origin proxy (`/api/v1/files/proxy`), since the CSP lets
 * pdf.js connect only to our origin and city sites rarely send CORS headers. The page's city's proxy (its API
 * base): each city's proxy fetches from its own city's hosts.
 */
import { apiUrl, cityApiPath } from '#web/lib/api-client.ts';

/** The URL pdf.js and the iframe load. */
export function resolvePdfUrl(minutesUrl: string, origin = window.location.origin): string {
  const absolute = new URL(cityApiPath(minutesUrl), `${origin}/`);
  if (absolute.origin === origin) return absolute.href;
  return `${origin}${apiUrl('/files/proxy')}?url=${encodeURIComponent(absolute.href)}`;
}

/** The URL opened in a new tab: the original document, which the browser's own viewer can show. */
export function openInNewTabUrl(minutesUrl: string, origin = window.location.origin): string {
  return new URL(cityApiPath(minutesUrl), `${origin}/`).href;
}
