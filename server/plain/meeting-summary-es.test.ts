import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { plainLineFor } from './plain-line.ts';
import { spanishSummary } from './meeting-summary-es.ts';

const city = cityContext(DEFAULT_CITY_ID);

const item = (id: number, title: string, vote_result: string | null = null) => ({ id, item_number: `${id}`, vote_result, plain: plainLineFor(city, title) });
const REZONING = 'Rezoning Application Z-7820 from RS-3 to IL for property located at 1243 S. Quaker Ave.';

describe('the Spanish summary (issue 33: no claim that a meeting took place)', () => {
  it("tells an agenda by what it lists, in its items' plain lines, never as decided", () => {
    const ahead = spanishSummary([item(1, 'Adjournment.'), item(14, REZONING)], [], 'ahead')!;
    expect(ahead).toMatch(/^La agenda incluye 2 puntos\. Punto 14: (?:permite|cambia) .+\.$/);
    expect(ahead).not.toMatch(/Aprobado|trató|votaci/);
    const awaiting = spanishSummary([item(14, REZONING)], [], 'awaiting_minutes')!;
    expect(awaiting).toMatch(/^La agenda incluía 1 punto\. Punto 14: .+ Su acta todavía no se ha publicado\.$/);
    // An agenda of procedure alone says nothing: the card keeps the clerk's text.
    expect(spanishSummary([item(1, 'Adjournment.')], [], 'ahead')).toBeNull();
  });

  it('says what the meeting treated when its record holds votes, and never so while its minutes are awaited', () => {
    const record = { agenda_item_id: 1, outcome: 'passed' as const, ayes: 9, nays: 0 };
    expect(spanishSummary([item(1, REZONING, 'passed')], [record])).toMatch(/La reunión trató 1 punto de la agenda\./);
    const awaiting = spanishSummary([item(1, REZONING, 'passed')], [record], 'awaiting_minutes')!;
    expect(awaiting).not.toMatch(/trató/);
    expect(awaiting).toMatch(/La agenda incluía 1 punto\. Su acta todavía no se ha publicado\./);
  });

  it('leads with an item whose result is in words of its own ("Approved 7-0") from its roll call', () => {
    const record = { agenda_item_id: 1, outcome: 'passed' as const, ayes: 7, nays: 0 };
    expect(spanishSummary([item(1, REZONING, 'Approved 7-0')], [record])).toMatch(/^Aprobado 1 \(7-0\): /);
    // Without a roll call, words alone are not read: the summary says less.
    expect(spanishSummary([item(1, REZONING, 'Approved 7-0')], [{ ...record, agenda_item_id: 2 }])).toMatch(/^La reunión trató/);
  });

  it('names a decision of no known kind by its number and result, never translating the clerk\'s title', () => {
    const record = { agenda_item_id: 4, outcome: 'passed' as const, ayes: 9, nays: 0 };
    const summary = spanishSummary([item(3, 'Adjournment.'), item(4, 'FY 2024-2025 Vision for the Arts Program.', 'passed')], [record])!;
    expect(summary).toMatch(/^Aprobado 4 \(9-0\): su título oficial solo está en inglés\. La reunión trató 2 puntos/);
  });
});
