/**
 * New York's plain lines say where a property item is (issue 48, decision 185): the address or the project's name,
 * the borough and the council district, each only as the title prints it, and none of several; a local law names
 * what it is "in relation to". Real titles from
 * the Council's Legistar mirror (../shared/data/nyc/legistar-mirror/events), the file and matter named per case.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { plainLineFor } from '#server/plain/plain-line.ts';

const city = cityContext('nyc');

const CASES: [source: string, title: string, en: string, es: string, names: string[]][] = [
  [
    'events/2026/2026-04-30_11_00_finance_22331.json, LU 0062-2026',
    'TBK 1001B St. Nicks Alliance - 315 Harman Street, Block 3279, Lot 41, Brooklyn, Community District No. 4, Council District No. 37.',
    'A land use application for 315 Harman Street in Brooklyn (Council District 37).',
    'Una solicitud de uso del suelo para 315 Harman Street, en Brooklyn (Distrito 37 del Concejo).',
    ['315 Harman Street', 'Brooklyn'],
  ],
  [
    // "Council Districts No. 7": the plural word, one district.
    'events/2026/2026-04-30_11_00_finance_22331.json, LU 0059-2026',
    'Hudson View II, Block 2076, Lot 46 and 49, Manhattan, Community District No. 9, Council Districts No. 7.',
    'A land use application for Hudson View II in Manhattan (Council District 7).',
    'Una solicitud de uso del suelo para Hudson View II, en Manhattan (Distrito 7 del Concejo).',
    ['Hudson View II', 'Manhattan'],
  ],
  [
    'events/2025/2025-09-10_10_30_finance_21809.json, LU 0361-2025',
    'Le Grande Ville: Block 2867, Lot 98, Bronx, Community District 5, Council District 14.',
    'A land use application for Le Grande Ville in the Bronx (Council District 14).',
    'Una solicitud de uso del suelo para Le Grande Ville, en el Bronx (Distrito 14 del Concejo).',
    ['Le Grande Ville'],
  ],
  [
    // Two council districts: neither is named (the line says less, never one of them as if it were all).
    'events/2025/2025-12-18_11_30_finance_22089.json, LU 0454-2025',
    'Settlement Cluster Phase 3: Block 2750, Lot 22; Block 2832, Lots 4 and 30; Block 2846, Lot 37, Bronx, Community District 2 and 4, Council Districts 16 and 17.',
    'A land use application for Settlement Cluster Phase 3 in the Bronx.',
    'Una solicitud de uso del suelo para Settlement Cluster Phase 3, en el Bronx.',
    ['Settlement Cluster Phase 3'],
  ],
  [
    // The borough misspelt ("Brookyln"): no borough rather than a guess.
    'events/2026/2026-03-10_13_30_city-council_22315.json, LU 0044-2026',
    'Norgate Plaza: Block 1812, Lot 42, Brookyln, Community District 3, Council District 36',
    'A land use application for Norgate Plaza (Council District 36).',
    'Una solicitud de uso del suelo para Norgate Plaza (Distrito 36 del Concejo).',
    ['Norgate Plaza'],
  ],
  [
    'events/2025/2025-12-18_11_30_finance_22089.json, LU 0450-2025',
    'Tysens Park Apartments: Block 3983, Lots 1, 45, and 65, Staten Island, Community District 3, Council District 50.',
    'A land use application for Tysens Park Apartments in Staten Island (Council District 50).',
    'Una solicitud de uso del suelo para Tysens Park Apartments, en Staten Island (Distrito 50 del Concejo).',
    ['Tysens Park Apartments', 'Staten Island'],
  ],
  [
    'events/2026/2026-04-30_13_30_city-council_22423.json, Res 0456-2026',
    'Resolution approving an exemption from real property taxes for property located at Block 1622, Lot 34, Brooklyn, pursuant to Section 577 of the Private Housing Finance Law (Preconsidered L.U. No. 63).',
    'Lets the property at Block 1622, Lot 34 in Brooklyn pay less or no real estate tax, usually for affordable housing.',
    'Permite que la propiedad en Block 1622, Lot 34, en Brooklyn, pague menos impuesto inmobiliario o ninguno, por lo general para vivienda asequible.',
    ['Block 1622, Lot 34', 'Brooklyn'],
  ],
  [
    'events/2025/2025-10-09_13_30_city-council_21951.json, Res 1089-2025',
    'Resolution approving an exemption from real property taxes for property located at Block 2406, Lot 21 the Bronx, pursuant to Section 577 of the Private Housing Finance Law (Preconsidered L.U. No. 404).',
    'Lets the property at Block 2406, Lot 21 in the Bronx pay less or no real estate tax, usually for affordable housing.',
    'Permite que la propiedad en Block 2406, Lot 21, en el Bronx, pague menos impuesto inmobiliario o ninguno, por lo general para vivienda asequible.',
    ['Block 2406, Lot 21'],
  ],
  [
    // Two blocks: the borough only, no one parcel.
    'events/2025/2025-12-18_13_30_city-council_22114.json, Res 1202-2025',
    'Resolution approving an exemption from real property taxes for property located at Block 2723, Lot 1 and Block 2762, Lot 123, Bronx, pursuant to Section 577 of the Private Housing Finance Law (Preconsidered L.U. No. 453).',
    'Lets property in the Bronx pay less or no real estate tax, usually for affordable housing.',
    'Permite que propiedades en el Bronx paguen menos impuesto inmobiliario o ninguno, por lo general para vivienda asequible.',
    [],
  ],
];

describe("New York's plain lines say where a property item is", () => {
  it.each(CASES)('%s', (_source, title, en, es, names) => {
    const plain = plainLineFor(city, title);
    expect(plain?.en).toBe(en);
    expect(plain?.es).toBe(es);
    expect(plain?.es_names ?? []).toEqual(names);
  });

  it.each([
    [
      'events/2026/2026-04-10_10_00_aging_22363.json, T2026-1634',
      'A Local Law to amend the administrative code of the city of New York, in relation to wellness checks on older adults during certain weather events',
      'wellness checks on older adults during certain weather events',
    ],
    [
      // The subject stops at the clerk's "and to repeal ...".
      'events/2025/2025-10-09_13_30_city-council_21951.json, Int 1414-2025',
      'A Local Law to amend the administrative code of the city of New York, in relation to refunding or transferring unused pay-by-plate parking time, and to repeal subdivision e of section 19-167 of such code, relating to the prohibition on transfers of unused parking time between blockfaces',
      'refunding or transferring unused pay-by-plate parking time',
    ],
  ])('a local law names its subject as printed, marked English in Spanish (%s)', (_source, title, subject) => {
    const plain = plainLineFor(city, title);
    expect(plain?.kind).toBe('local_law');
    expect(plain?.en).toBe(`A proposed local law (an Introduction) about “${subject}”. If the Council passes it and the Mayor signs it, it becomes a city law.`);
    expect(plain?.es).toBe(`Una ley local propuesta (una Introducción) sobre “${subject}”. Si el Concejo la aprueba y el alcalde la firma, se convierte en ley de la ciudad.`);
    expect(plain?.es_names).toEqual([subject]);
  });

  it('names no subject longer than a line can carry (Int 1503-2025, events/2025/2025-12-18_11_30_finance_22089.json)', () => {
    const title =
      'A Local Law to amend the New York city charter, in relation to the submission of the preliminary mayor’s management report, and in relation to the date of submission by the mayor of the preliminary certificate regarding debt and reserves';
    expect(plainLineFor(city, title)?.en).toBe('A proposed local law (an Introduction). If the Council passes it and the Mayor signs it, it becomes a city law.');
  });

  it('names no borough when the title names two', () => {
    // A made-up variant of a real title (LU 0361-2025): two boroughs are no one place.
    const plain = plainLineFor(city, 'Le Grande Ville: Block 2867, Lot 98, Bronx and Manhattan, Community District 5, Council District 14.');
    expect(plain?.en).toBe('A land use application for Le Grande Ville (Council District 14).');
  });
});
