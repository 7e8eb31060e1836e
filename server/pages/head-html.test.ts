import { describe, expect, it } from 'vitest';
import { scriptJson } from './head-html.ts';

describe('JSON inside a <script> (JSON-LD, a server-rendered page state)', () => {
  it('cannot be closed or turned into a comment by the text it carries, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', lines: 'a\u2028b\u2029c' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
