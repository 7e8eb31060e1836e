/** The city's glossary is served whole, in both languages, with a source for every term (issue 30). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/glossary', () => {
  it('lists at least 60 terms, A to Z, each in English and Spanish with a source', async () => {
    const res = await ctx.app.inject('/api/v1/glossary');
    expect(res.statusCode).toBe(200);
    const { terms } = res.json() as { terms: { id: string; en: { term: string }; es: { definition: string }; source: string }[] };
    expect(terms.length).toBeGreaterThanOrEqual(60);
    const names = terms.map((t) => t.en.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(terms.map((t) => t.id)).size).toBe(terms.length);
    const pud = terms.find((t) => t.id === 'pud');
    expect(pud?.es.definition).toMatch(/zonificación/);
    expect(terms.every((t) => t.source.length > 0)).toBe(true);
  });
});
