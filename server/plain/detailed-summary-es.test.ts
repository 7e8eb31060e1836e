import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { plainLineFor } from './plain-line.ts';
import { type DetailedRecord, spanishDetailedSummary } from './detailed-summary-es.ts';

const city = cityContext(DEFAULT_CITY_ID);

const item = (id: number, item_number: string, title: string, vote_result: string | null = null) => ({ id, item_number, vote_result, plain: plainLineFor(city, title) });
const REZONING = 'Rezoning Ordinance Z-7654 from RS-3 to IL for property located west of the SW/c of S. Elwood Ave. and W. 37th Pl. S. requested by Leanne Robison.';
const APPOINTMENT = 'Ana Ruiz – Appointment to the Human Rights Commission replacing Jo Lee; term expires July 1, 2027. (CD-4)';
const UNKNOWN = 'Vision for the Arts Program update';
const roll = (agenda_item_id: number, outcome: 'passed' | 'failed', nays: string[] = [], moved_by: string | null = 'Jo Lee'): DetailedRecord => ({
  agenda_item_id,
  outcome,
  moved_by,
  seconded_by: moved_by ? 'Sam Poe' : null,
  votes: [...['Jo Lee', 'Sam Poe', 'Lu Kim'].filter((n) => !nays.includes(n)).map((councilor) => ({ councilor, vote: 'aye' as const })), ...nays.map((councilor) => ({ councilor, vote: 'nay' as const }))],
});

describe('the detailed summary in Spanish, built from the record', () => {
  it("tells each decision by the item's plain line, its result, tally, mover and who voted no", () => {
    const summary = spanishDetailedSummary([item(1, '5.a', REZONING, 'passed'), item(2, '5.b', APPOINTMENT, 'passed')], [roll(1, 'passed', ['Lu Kim']), roll(2, 'passed')])!;
    expect(summary.paragraphs).toHaveLength(1);
    expect(summary.paragraphs[0]).toBe(
      'Decisiones del concejo. 5.a: Permite usar el terreno cerca de S. Elwood Ave. y W. 37th Pl. S. para industria ligera. Hoy es para casas unifamiliares. ' +
        'Aprobado (2-1), a propuesta de Jo Lee y con el apoyo de Sam Poe. En contra: Lu Kim. ' +
        '5.b: Nombra a Ana Ruiz en una junta de la ciudad: Human Rights Commission. Aprobado (3-0), a propuesta de Jo Lee y con el apoyo de Sam Poe.',
    );
    expect(summary.names).toEqual(expect.arrayContaining(['S. Elwood Ave.', 'W. 37th Pl. S.', 'Jo Lee', 'Sam Poe', 'Lu Kim', 'Ana Ruiz', 'Human Rights Commission']));
  });

  it('translates no clerk English: an unknown item is named by number as English only, a free-text result quoted as English', () => {
    const summary = spanishDetailedSummary([item(1, '4', UNKNOWN, 'passed'), item(2, '6', UNKNOWN, 'Approved 8-0'), item(3, '7', UNKNOWN)], [])!;
    expect(summary.paragraphs[0]).toBe('Decisiones del concejo. 4: Su título oficial solo está en inglés. Aprobado.');
    expect(summary.paragraphs[1]).toBe('6: Su título oficial solo está en inglés. Resultado según el acta, en inglés: Approved 8-0.');
    expect(summary.paragraphs[2]).toBe('Otro punto (7) tiene su título oficial solo en inglés y el acta no registra una decisión sobre él.');
    expect(summary.names).toContain('Approved 8-0');
    expect(summary.paragraphs.join(' ')).not.toContain(UNKNOWN);
  });

  it('counts earlier motions, names steps of the meeting by number and lists pulled items', () => {
    const summary = spanishDetailedSummary(
      [item(1, '1', 'Call to Order'), item(2, '2', REZONING, 'failed'), item(3, '3', APPOINTMENT, 'pulled')],
      [roll(2, 'passed', [], null), roll(2, 'failed', ['Lu Kim', 'Sam Poe'])],
    )!;
    expect(summary.paragraphs[0]).toMatch(/ No aprobado \(1-2\), a propuesta de Jo Lee y con el apoyo de Sam Poe\. En contra: Lu Kim y Sam Poe\. Antes hubo 1 otra votación sobre este punto \(1 aprobada\)\.$/);
    expect(summary.paragraphs).toContain('Pasos para llevar la reunión: 1.');
    expect(summary.paragraphs).toContain('Retirados de la agenda: 3.');
  });

  it("tells an agenda's items as listed, never as decided, and nothing of a meeting called off", () => {
    const ahead = spanishDetailedSummary([item(1, '14', REZONING)], [], 'ahead')!;
    expect(ahead.paragraphs).toEqual([expect.stringMatching(/^En la agenda\. 14: Permite usar el terreno/)]);
    expect(ahead.paragraphs.join(' ')).not.toMatch(/Aprobado|Decisiones/);
    expect(spanishDetailedSummary([item(1, '14', REZONING)], [], 'cancelled')).toBeNull();
    expect(spanishDetailedSummary([], [])).toBeNull();
  });

  it('gives every item one motion decided the tally of that motion, and no tally the record does not tie to the item (issue 48)', () => {
    const items = [{ ...item(1, '5.a', REZONING, 'passed'), decided_by: 10 }, { ...item(2, '5.b', APPOINTMENT, 'passed'), decided_by: 10 }, item(3, '5.c', APPOINTMENT, 'passed')];
    const text = spanishDetailedSummary(items, [{ ...roll(1, 'passed', ['Lu Kim']), id: 10 }])!.paragraphs.join(' ');
    // One roll call decided 5.a and 5.b: its result, tally and mover are said once, after both lines.
    expect(text).toContain(
      '5.b: Nombra a Ana Ruiz en una junta de la ciudad: Human Rights Commission. ' +
        'Resultado de 5.a y 5.b, votados juntos: Aprobado (2-1), a propuesta de Jo Lee y con el apoyo de Sam Poe. En contra: Lu Kim.',
    );
    expect(text.match(/a propuesta de/g)).toHaveLength(1);
    // 5.c has a result but the record names no motion that decided it: its result alone.
    expect(text).toMatch(/5\.c: Nombra a Ana Ruiz en una junta de la ciudad: Human Rights Commission\. Aprobado\.$/);
    expect(text).not.toMatch(/Antes hubo/);
  });

  it('says a shared result once for a run of items one roll call decided, and apart for items decided apart', () => {
    const shared: DetailedRecord = { ...roll(1, 'passed'), id: 20 };
    const items = [
      { ...item(1, '7.a', APPOINTMENT, 'passed'), decided_by: 20 },
      { ...item(2, '7.b', APPOINTMENT, 'passed'), decided_by: 20 },
      { ...item(3, '7.c', APPOINTMENT, 'passed'), decided_by: 20 },
      item(4, '7.d', REZONING, 'passed'),
    ];
    const text = spanishDetailedSummary(items, [shared, roll(4, 'passed', ['Lu Kim'])])!.paragraphs.join(' ');
    expect(text).toContain('Resultado de 7.a, 7.b y 7.c, votados juntos: Aprobado (3-0), a propuesta de Jo Lee y con el apoyo de Sam Poe. 7.d:');
    expect(text).toMatch(/7\.d: Permite usar .* Aprobado \(2-1\), a propuesta de Jo Lee y con el apoyo de Sam Poe\. En contra: Lu Kim\.$/);
    expect(text.match(/a propuesta de/g)).toHaveLength(2);
    // A consent agenda's long run is named by its ends.
    const consent = Array.from({ length: 6 }, (_, i) => ({ ...item(i + 1, `8.${'abcdef'[i]}`, APPOINTMENT, 'passed'), decided_by: 20 }));
    expect(spanishDetailedSummary(consent, [shared])!.paragraphs.join(' ')).toContain('Resultado de los 6 puntos de 8.a a 8.f, votados juntos: Aprobado (3-0)');
  });
});
