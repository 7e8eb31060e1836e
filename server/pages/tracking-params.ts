/**
 * Parameters that newsletters, social networks and ad platforms add to a link to count its clicks. No page reads
 * them, so a page is the same with or without them: the page cache keys (and the server renders) the URL without
 * them, and a link shared on Facebook (`?fbclid=...`, a new value per click) is a cache hit, not a render.
 */
const TRACKING_NAMES = new Set(['fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'twclid', 'ttclid', 'li_fat_id', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', '_hsenc', '_hsmi', 'mkt_tok', 'oly_anon_id', 'oly_enc_id', 'vero_id', 'rb_clickid', 's_cid']);

/** Whether a query parameter only tracks the click (`utm_source` and the other `utm_*`, `fbclid`, ...). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_NAMES.has(lower);
}

/** `url` (path and query) without its tracking parameters; the other parameters keep their order and spelling. */
export function withoutTracking(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = pair.split('=')[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // Not valid percent-encoding: not a tracking parameter's name either.
      }
      return !isTrackingParam(decoded);
    });
  return kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join('&')}`;
}
