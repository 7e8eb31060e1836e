/** Accept-Encoding negotiation and the compressed bodies it leads to. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    // The second answer comes from memory and must be the same.
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodeBody', () => {
  const json = Buffer.from(JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'Meeting' })) }));

  it('compresses with brotli and gzip into bodies that decompress to the original', async () => {
    const br = await encodeBody(json, 'br');
    const gz = await encodeBody(json, 'gzip');
    expect(br.length).toBeLessThan(json.length / 4);
    expect(zlib.brotliDecompressSync(br).equals(json)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(json)).toBe(true);
  });

  it('returns the same bytes for identity', async () => {
    expect(await encodeBody(json, 'identity')).toBe(json);
  });
});
