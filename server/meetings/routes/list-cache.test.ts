/** The meetings-list cache: versions, time to live, one body per encoding, and its size bound. */
import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache.ts';

const bytes = (text: string) => Buffer.from(text);

describe('createListCache', () => {
  it('keeps each encoding of a page and drops them all when the data version moves on', () => {
    const cache = createListCache({ ttlMs: 1_000, maxBytes: 1_000, now: () => 0 });
    cache.set('page', 1, 'identity', bytes('{"items":[]}'));
    cache.set('page', 1, 'br', bytes('compressed'));
    expect(cache.get('page', 1, 'identity')?.toString()).toBe('{"items":[]}');
    expect(cache.get('page', 1, 'br')?.toString()).toBe('compressed');
    expect(cache.get('page', 1, 'gzip')).toBeUndefined();
    expect(cache.get('page', 2, 'identity')).toBeUndefined();
    // The stale entry is gone, not resurrected by asking for the old version again.
    expect(cache.get('page', 1, 'br')).toBeUndefined();
  });

  it("keeps the plain body's ETag beside it, hashed once, and drops it with the entry or a new plain body", () => {
    const cache = createListCache({ ttlMs: 1_000, maxBytes: 1_000, now: () => 0 });
    expect(cache.etag('page', 1)).toBeUndefined();
    cache.set('page', 1, 'identity', bytes('{"items":[1]}'));
    const tag = cache.etag('page', 1);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    cache.set('page', 1, 'br', bytes('compressed'));
    expect(cache.etag('page', 1)).toBe(tag);
    cache.set('page', 1, 'identity', bytes('{"items":[2]}'));
    expect(cache.etag('page', 1)).not.toBe(tag);
    expect(cache.etag('page', 2)).toBeUndefined();
  });

  it('forgets a page after its time to live', () => {
    let clock = 0;
    const cache = createListCache({ ttlMs: 2_000, maxBytes: 1_000, now: () => clock });
    cache.set('page', 1, 'identity', bytes('a'));
    clock = 2_000;
    expect(cache.get('page', 1, 'identity')?.toString()).toBe('a');
    clock = 2_001;
    expect(cache.get('page', 1, 'identity')).toBeUndefined();
  });

  it('replaces the forms of an older version when a newer one is stored', () => {
    const cache = createListCache({ ttlMs: 1_000, maxBytes: 1_000, now: () => 0 });
    cache.set('page', 1, 'identity', bytes('old'));
    cache.set('page', 1, 'gzip', bytes('old-gzip'));
    cache.set('page', 2, 'identity', bytes('new'));
    expect(cache.get('page', 2, 'identity')?.toString()).toBe('new');
    expect(cache.get('page', 2, 'gzip')).toBeUndefined();
  });

  it('evicts the least recently used pages beyond its size, and never keeps a body larger than that', () => {
    const cache = createListCache({ ttlMs: 1_000, maxBytes: 10, now: () => 0 });
    cache.set('a', 1, 'identity', bytes('aaaa'));
    cache.set('b', 1, 'identity', bytes('bbbb'));
    expect(cache.get('a', 1, 'identity')).toBeDefined(); // a is now the most recently used
    cache.set('c', 1, 'identity', bytes('cccc'));
    expect(cache.get('b', 1, 'identity')).toBeUndefined();
    expect(cache.get('a', 1, 'identity')?.toString()).toBe('aaaa');
    expect(cache.get('c', 1, 'identity')?.toString()).toBe('cccc');
    cache.set('huge', 1, 'identity', bytes('x'.repeat(11)));
    expect(cache.get('huge', 1, 'identity')).toBeUndefined();
    expect(cache.get('c', 1, 'identity')).toBeDefined();
  });

  it('counts a replaced body once', () => {
    const cache = createListCache({ ttlMs: 1_000, maxBytes: 10, now: () => 0 });
    for (let i = 0; i < 5; i++) cache.set('a', 1, 'identity', bytes('aaaaaaaa'));
    cache.set('b', 1, 'identity', bytes('bb'));
    expect(cache.get('a', 1, 'identity')).toBeDefined();
    expect(cache.get('b', 1, 'identity')).toBeDefined();
  });

  it('keeps the compressed copies and tag of a page built again after its time with the same plain body, and only then', () => {
    let clock = 0;
    const cache = createListCache({ ttlMs: 2_000, maxBytes: 1_000, now: () => clock });
    cache.set('page', 1, 'identity', bytes('{"items":[1]}'));
    cache.set('page', 1, 'br', bytes('compressed'));
    const tag = cache.etag('page', 1);
    clock = 2_001;
    expect(cache.get('page', 1, 'br')).toBeUndefined();
    cache.set('page', 1, 'identity', bytes('{"items":[1]}'));
    expect(cache.get('page', 1, 'br')?.toString()).toBe('compressed');
    expect(cache.etag('page', 1)).toBe(tag);
    // Its time starts again from that build.
    clock = 4_001;
    expect(cache.get('page', 1, 'br')?.toString()).toBe('compressed');
    clock = 6_002;
    cache.set('page', 1, 'identity', bytes('{"items":[2]}'));
    expect(cache.get('page', 1, 'br')).toBeUndefined();
    expect(cache.etag('page', 1)).not.toBe(tag);
    // Another version's copies are never reused, even for the same bytes.
    cache.set('page', 1, 'br', bytes('compressed-2'));
    cache.set('page', 2, 'identity', bytes('{"items":[2]}'));
    expect(cache.get('page', 2, 'br')).toBeUndefined();
  });
});
