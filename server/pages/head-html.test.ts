import { describe, expect, it } from 'vitest';
import { renderHead, scriptJson } from './head-html.ts';

describe('JSON inside a <script> (JSON-LD, a server-rendered page state)', () => {
  it('cannot be closed or turned into a comment by the text it carries, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', lines: 'a\u2028b\u2029c' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("a page's head", () => {
  const index = '<html lang="en"><head><title>Civic Commons</title><meta name="description" content="Generic" /></head><body></body></html>';

  it("keeps a record's dollar signs as text ($& and $' are not replacement patterns)", () => {
    const title = "Budget: $& and $' and $$5";
    const html = renderHead(index, { status: 200, title, description: 'Spend $` here', canonical: null, noindex: false, serverRendered: true, ogType: 'article' }, 'Civic Commons', 'https://example.org');
    expect(html).toContain('<title>Budget: $&amp; and $&#39; and $$5</title>');
    expect(html).toContain('<meta name="description" content="Spend $` here" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
