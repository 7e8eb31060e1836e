/**
 * RSS 2.0 output (https://www.rssboard.org/rss-specification) for the public feeds: every text escaped for XML,
 * characters XML 1.0 cannot carry dropped (a title read from a PDF may hold a form feed, which would make the
 * whole document unreadable to a strict parser), dates in RFC 822 form, and an `atom:link rel="self"` as the
 * RSS Advisory Board recommends so readers know the feed's own address.
 */

/** One entry of a feed. */
export interface RssItem {
  title: string;
  /** The page the entry is about. */
  link: string;
  /** Plain text; readers show it as the entry's body. */
  description: string;
  /** Stable across deployments and PUBLIC_URL changes, so a reader never shows the same entry twice. */
  guid: string;
  /** When this version of the entry was published (the record's last change). */
  pubDate: Date;
  categories?: string[];
}

export interface RssChannel {
  title: string;
  /** The web page the feed mirrors. */
  link: string;
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string;
  description: string;
  /** The newest entry's date; omitted for an empty feed. */
  lastBuildDate?: Date;
  /** Minutes a reader may cache the feed (`ttl`). */
  ttlMinutes: number;
  /** The language of the feed's own wording (`<language>`); English unless a reader asked for another. */
  language?: string;
  items: RssItem[];
}

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 except surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for an XML element or a double-quoted attribute, dropping characters XML cannot carry. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `Wed, 04 Dec 2024 23:00:00 GMT`: RFC 822 with a four-digit year, which is what toUTCString gives. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function itemXml(item: RssItem): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    element('description', item.description),
    `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
    element('pubDate', rfc822(item.pubDate)),
    ...(item.categories ?? []).map((c) => element('category', c)),
    '</item>',
  ].join('');
}

/** The whole feed as text, ready to send as `application/rss+xml`. */
export function buildRss(channel: RssChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element('language', channel.language ?? 'en-us'),
    ...(channel.lastBuildDate ? [element('lastBuildDate', rfc822(channel.lastBuildDate))] : []),
    element('ttl', String(channel.ttlMinutes)),
    element('generator', 'Civic Commons'),
    ...channel.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
