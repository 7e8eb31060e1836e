// @vitest-environment jsdom
/**
 * The sitemap is well-formed XML in the sitemap namespace, and each page names its language versions as the
 * page's head does (decision 027): English at the plain address and as x-default, Spanish at `?lang=es`.
 */
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ORIGIN = 'https://commons.example.org';

/** Parses as XML (jsdom's parser, namespaces and all): a malformed document or an undeclared prefix fails here. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const problem = document.getElementsByTagName('parsererror')[0];
  if (problem) throw new Error(`not well-formed XML: ${problem.textContent}`);
  return document;
}

function pages(document: Document) {
  return [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
    alternates: [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href'),
    })),
  }));
}

describe('the sitemap', () => {
  const xml = sitemapXml(ORIGIN, [
    { path: '/' },
    { path: '/meetings/42', lastmod: '2026-11-18' },
    { path: `/organizations/${encodeURIComponent('a&b')}`, lastmod: '2026-11-17' },
  ]);
  const document = parseXml(xml);

  it('is a urlset in the sitemap namespace that declares the xhtml namespace of its links', () => {
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
  });

  it('lists each page at its plain address with its English, Spanish and default versions', () => {
    const alternatesOf = (url: string) => [
      { rel: 'alternate', hreflang: 'en', href: url },
      { rel: 'alternate', hreflang: 'es', href: `${url}?lang=es` },
      { rel: 'alternate', hreflang: 'x-default', href: url },
    ];
    expect(pages(document)).toEqual([
      { loc: `${ORIGIN}/`, lastmod: null, alternates: alternatesOf(`${ORIGIN}/`) },
      { loc: `${ORIGIN}/meetings/42`, lastmod: '2026-11-18', alternates: alternatesOf(`${ORIGIN}/meetings/42`) },
      { loc: `${ORIGIN}/organizations/a%26b`, lastmod: '2026-11-17', alternates: alternatesOf(`${ORIGIN}/organizations/a%26b`) },
    ]);
  });

  it('refuses, in this test, a document that uses a prefix it does not declare', () => {
    expect(() => parseXml(xml.replace(` xmlns:xhtml="${XHTML_NS}"`, ''))).toThrow(/not well-formed/);
  });
});
