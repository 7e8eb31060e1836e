/**
 * A Spanish reader searches the Spanish text (decision 110): the Spanish summary and plain lines, analysed as
 * Spanish and unaccented; English words read by the English stemmer no longer answer a Spanish word ("calle" is
 * not "call"). Through the list's API, on both engines (DATABASE_URL for PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { dialectOf } from './dialect.ts';
import { newestMatches } from './search.ts';
import { spanishStem, unaccented } from './search-spanish.ts';
import { indexMissingSpanishText } from '../ingest/spanish-text-backfill.ts';

const LEAD = 'Consideration and possible approval, adoption, denial, amendment or revision of ';
const BUDGET = `${LEAD}an Ordinance amending the fiscal year 2024-2025 budget to transfer unencumbered and unexpended appropriation balances of four hundred fifty-eight thousand ($458,532.40) between projects`;
const REZONING = `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL for property located at 19300 E. 21st St. (CD-6)`;

let ctx: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  // Every meeting has "Call to order"; only the budget meeting's Spanish lines speak of a budget.
  const call = { item_number: '1.', title: 'Call to order', item_type: 'report' as const };
  ids.budget = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    status: 'completed',
    meeting_date: '2024-10-23T23:00:00.000Z',
    agenda_items: [call, { item_number: '5.a.', title: BUDGET, item_type: 'motion', vote_required: true, vote_result: 'passed' }],
  });
  ids.rezoning = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    status: 'completed',
    meeting_date: '2024-11-06T23:00:00.000Z',
    agenda_items: [call, { item_number: '6.b.', title: REZONING, item_type: 'motion', vote_required: true, vote_result: 'passed' }],
  });
  ids.plain = await createMeeting(ctx.db, { title: 'Committee meeting', meeting_date: '2024-11-13T23:00:00.000Z', agenda_items: [call] });
});
afterAll(() => ctx.close());

const search = async (q: string, lang?: 'es') => {
  const res = await ctx.app.inject(`/api/v1/meetings/?limit=100&skip=0&q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.map((m) => m.id).sort((a, b) => a - b);
};

describe('search in Spanish', () => {
  it('finds a meeting by the words of its Spanish summary and plain lines, with or without accents', async () => {
    const summary = (await ctx.app.inject(`/api/v1/meetings/${ids.budget}`)).json().summary_es as string;
    expect(summary).toContain('presupuesto');
    expect(await search('presupuesto', 'es')).toEqual([ids.budget]);
    expect(await search('presupuestos de la ciudad', 'es')).toEqual([ids.budget]);
    expect(await search('oficinas pequenas', 'es')).toEqual([ids.rezoning]);
    expect(await search('oficinas pequeñas', 'es')).toEqual([ids.rezoning]);
    expect(await search('Pequeña oficina', 'es')).toEqual([ids.rezoning]);
  });

  it('does not read "calle" as the English "call"', async () => {
    // In English the stemmer makes both "call": every meeting has "Call to order".
    expect(await search('calle')).toEqual([ids.budget, ids.rezoning, ids.plain]);
    expect(await search('calle', 'es')).toEqual([]);
    expect(await search('call', 'es')).toEqual([]);
  });

  it("finds the same by each of PostgreSQL's walks (narrow, the newest few first, the planner)", async () => {
    const newest = (narrowFilter: number) => newestMatches(ctx.db, 'presupuesto', ctx.db.selectFrom('meetings'), 1, { language: 'es', narrowFilter, narrowShare: 1 });
    const walked = await newest(2000);
    expect(walked!.map((m) => m.id)).toEqual([ids.budget]);
    expect(await newest(0)).toEqual(walked);
    expect(await newest(-1)).toEqual(walked);
    // Found among the newest two meetings when only one may be walked: the second walk answers.
    const rezoning = (narrowFilter: number) => newestMatches(ctx.db, 'oficinas', ctx.db.selectFrom('meetings'), 1, { language: 'es', narrowFilter, narrowShare: 1 });
    expect((await rezoning(1))!.map((m) => m.id)).toEqual([ids.rezoning]);
    expect(await rezoning(-1)).toEqual(await rezoning(1));
  });

  it('keeps English search in English', async () => {
    expect(await search('budget')).toEqual([ids.budget]);
    expect(await search('presupuesto')).toEqual([]);
  });

  it('indexes at start the meetings written before the Spanish text was', async () => {
    const key = dialectOf(ctx.db) === 'postgres' ? sql`meeting_id` : sql`rowid`;
    await sql`delete from meeting_search_es where ${key} = ${ids.budget}`.execute(ctx.db);
    expect(await search('presupuesto', 'es')).toEqual([]);
    expect(await indexMissingSpanishText(ctx.db, ctx.city)).toBe(1);
    expect(await search('presupuesto', 'es')).toEqual([ids.budget]);
    expect(await indexMissingSpanishText(ctx.db, ctx.city)).toBe(0);
  });

  it('stems lightly and the same way on both sides', () => {
    expect(unaccented('Zonificación Pequeña')).toBe('zonificacion pequena');
    expect(['calle', 'calles'].map(spanishStem)).toEqual(['call', 'call']);
    expect(['presupuesto', 'presupuestos'].map(spanishStem)).toEqual(['presupuest', 'presupuest']);
    expect(['ciudad', 'ciudades'].map(spanishStem)).toEqual(['ciudad', 'ciudad']);
  });
});
