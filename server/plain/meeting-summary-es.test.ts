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
    // An agenda of procedure alone is counted, in Spanish (issue 48), never described by the clerk's English.
    expect(spanishSummary([item(1, 'Adjournment.')], [], 'ahead')).toBe('La agenda incluye 1 punto.');
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

  it('gives an item one motion decided among others that motion\'s tally, only where the record names the motion (issue 48)', () => {
    const record = { id: 7, agenda_item_id: 1, outcome: 'passed' as const, ayes: 8, nays: 1 };
    const rezoning = (id: number, decided_by?: number) => ({ ...item(id, REZONING.replace('Z-7820', `Z-782${id}`), 'passed'), decided_by });
    expect(spanishSummary([rezoning(1, 7), rezoning(2, 7)], [record])).toMatch(/^Aprobado 1 \(8-1\): .* Aprobado 2 \(8-1\): /);
    expect(spanishSummary([rezoning(1), rezoning(2)], [record])).toMatch(/ Aprobado 2: /);
  });

  it('names a decision of no known kind by its number and result, never translating the clerk\'s title', () => {
    const record = { agenda_item_id: 4, outcome: 'passed' as const, ayes: 9, nays: 0 };
    const summary = spanishSummary([item(3, 'Adjournment.'), item(4, 'FY 2024-2025 Vision for the Arts Program.', 'passed')], [record])!;
    expect(summary).toMatch(/^Aprobado 4 \(9-0\): su título oficial solo está en inglés\. La reunión trató 2 puntos/);
  });

  it('gives every meeting a Spanish summary: minutes with no decision, a cancelled or postponed meeting (issue 48)', () => {
    const session = [item(1, 'Pre-meeting discussion of updates on items listed on the Agenda.'), item(2, 'Discussion regarding the work of the Citizen Advocate.'), item(3, 'Adjournment.')];
    expect(spanishSummary(session, [])).toBe('La reunión trató 3 puntos de la agenda. Hubo 2 informes al concejo. El acta no registra votaciones nominales.');
    expect(spanishSummary([], [])).toBe('El acta de la reunión no registra puntos de la agenda.');
    expect(spanishSummary([item(1, REZONING)], [], 'cancelled')).toBe('La reunión se canceló. Su agenda incluía 1 punto.');
    expect(spanishSummary([], [], 'postponed')).toBe('La reunión se aplazó.');
    expect(spanishSummary([], [], 'ahead')).toBe('El registro todavía no tiene la agenda de esta reunión.');
    expect(spanishSummary([item(1, 'Adjournment.')], [], 'ahead')).toBe('La agenda incluye 1 punto.');
  });
});

