import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref, stripLeadingEmoji } from './markdown.ts';

describe('assistant markdown', () => {
  it('strips leading emoji and whitespace from each line, and makes runs of bullets a list', () => {
    expect(stripLeadingEmoji('  📅 🏛️ Meeting')).toBe('Meeting');
    expect(stripLeadingEmoji('👩🏽‍⚖️ Judge')).toBe('Judge');
    expect(stripLeadingEmoji('2024 budget')).toBe('2024 budget');
    const blocks = parseMarkdown('🗳️ Results:\n• ✅ First\n- Second\n\n1. One\n2) Two\nAfter');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list', 'paragraph']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'First' }], [{ text: 'Second' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true });
  });

  it('reads bold, emphasis, code, escapes and links, keeping only safe links', () => {
    expect(parseInline('**Bold** and *em* and `x` and \\[not a link\\]')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'x' },
      { type: 'text', text: ' and [not a link]' },
    ]);
    expect(parseInline('[Meeting](/meetings/3)')).toEqual([{ type: 'link', href: '/meetings/3', children: [{ type: 'text', text: 'Meeting' }] }]);
    expect(parseInline('[x](javascript:alert(1))').some((n) => n.type === 'link')).toBe(false);
    expect(parseInline('[x](java\tscript:alert)').some((n) => n.type === 'link')).toBe(false);
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('https://www.tulsacouncil.org/')).toBe('https://www.tulsacouncil.org/');
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror="alert(1)"><script>x</script>')).toEqual([
      { type: 'text', text: '<img src=x onerror="alert(1)"><script>x</script>' },
    ]);
  });
});
