import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { extractItemFacts } from './item-facts.ts';
import { itemSubject, plainLineFor } from './plain-line.ts';

const city = cityContext(DEFAULT_CITY_ID);

const LEAD = 'Consideration and possible approval, adoption, denial, amendment or revision of ';

describe('plain line of an agenda item', () => {
  it('names a rezoning by its zoning classes, place and district', () => {
    const plain = plainLineFor(
      city,
      `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL for property located at 19300 E. 21st St. (CD-6)`,
    );
    expect(plain).toEqual({
      kind: 'rezoning',
      en: 'Lets the land at 19300 E. 21st St. be used for small offices. Today it is for single-family homes. It is in District 6.',
      es: 'Permite usar el terreno en 19300 E. 21st St. para oficinas pequeñas. Hoy es para casas unifamiliares. Está en el Distrito 6.',
      es_names: ['19300 E. 21st St.'],
    });
  });

  it('states a budget amount only as the title prints it', () => {
    const plain = plainLineFor(
      city,
      `${LEAD}an Ordinance amending the fiscal year 2024-2025 budget to transfer unencumbered and unexpended appropriation balances of four hundred fifty-eight thousand ($458,532.40) between projects`,
    );
    expect(plain?.kind).toBe('budget');
    expect(plain?.en).toBe('Changes the city budget: moves $458,532.40.');
    expect(plain?.es).toBe('Cambia el presupuesto de la ciudad: mueve $458,532.40.');
  });

  it('says no amount when the title has none', () => {
    expect(plainLineFor(city, `${LEAD}an Ordinance amending the fiscal year 2023-2024 budget to make supplemental appropriations`)?.en).toBe(
      'Changes the city budget.',
    );
  });

  it('names the person and board of an appointment', () => {
    const plain = plainLineFor(city, 'Ana Ruiz – Appointment to the Human Rights Commission replacing Jo Lee; term expires July 1, 2027. (CD-4)');
    expect(plain?.en).toBe('Puts Ana Ruiz on a city board: Human Rights Commission.');
  });

  it('reads a pulled item by what it is', () => {
    expect(plainLineFor(city, `PULLED: ${LEAD}a Special Event Application: Winter Art Market scheduled for December 7, 2024`)?.kind).toBe(
      'special_event',
    );
  });

  it('ends an address at its sentence, with one full stop', () => {
    expect(plainLineFor(city, `${LEAD}an Ordinance closing a portion of a Public Way located at 800 S. Tucker Dr. The public way, E. 8th St.`)?.en).toBe(
      'Closes part of a city street, alley or easement at 800 S. Tucker Dr.',
    );
    expect(plainLineFor(city, `${LEAD}a Utility Easement Donation by A, LLC of property located at 3401 S. 145th E. Ave., Parcel 309`)?.en).toBe(
      'Accepts land rights at 3401 S. 145th E. Ave. given to the city by A, LLC.',
    );
  });

  it('invents nothing for an item it does not recognise', () => {
    expect(plainLineFor(city, '[CC 12/18/24] 24-1157-1')).toBeNull();
    expect(plainLineFor(city, `${LEAD}the FY 2024-2025 Vision for the Arts Program`)).toBeNull();
  });

  it('gives the sum of several figures as several amounts, never the first as if it were all', () => {
    expect(plainLineFor(city, `${LEAD}an Ordinance amending the budget to appropriate $50,000 and $25,000.00 from grants`)?.en).toBe(
      'Changes the city budget. It adds several amounts, $75,000 in all.',
    );
  });

  it('adds up nothing in a title shortened for display, whose other parts may be cut off', () => {
    expect(plainLineFor(city, 'Ordinance amending the fiscal year 2024-2025 budget to transfer $50,000 between projects and $25,000 between…')?.en).toBe(
      'Changes the city budget.',
    );
  });

  it('does not call a change within one zoning family a change of use', () => {
    expect(plainLineFor(city, `${LEAD}Rezoning Ordinance Z-7801 from RS-2 to RS-4 (CD-2)`)?.en).toBe(
      'Changes what land may be used for (Z-7801). It is in District 2.',
    );
  });

  it('gives a zoning change with an unknown class no zoning words', () => {
    const plain = plainLineFor(city, `${LEAD}Rezoning Application Z-7800 from QQ-9 to CS`);
    expect(plain?.en).toBe('Changes what land may be used for (Z-7800).');
  });
});

describe('names in a Spanish line', () => {
  it('keeps a name that reads as English words, as printed, and lists it as English', () => {
    const plain = plainLineFor(
      city,
      'Exit the Executive Session to discuss and possibly take action on the request of City Water and Sewer employee Rodney Horton for legal representation in the matter of Case No. CJ-2023-1.',
    );
    expect(plain?.es).toBe('Permite que la ciudad dé un abogado a City Water and Sewer employee Rodney Horton para un caso judicial. Lo pidió.');
    expect(plain?.es_names).toEqual(['City Water and Sewer employee Rodney Horton']);
  });

  it('lists only the names, never our own words, and nothing for a line without one', () => {
    const plain = plainLineFor(city, 'Ana Ruiz – Appointment to the Human Rights Commission replacing Jo Lee; term expires July 1, 2027. (CD-4)');
    expect(plain?.es_names).toEqual(['Ana Ruiz', 'Human Rights Commission']);
    const budget = plainLineFor(city, `${LEAD}an Ordinance amending the fiscal year 2024-2025 budget to transfer $458,532.40 between projects`);
    expect(budget?.es_names).toBeUndefined();
  });

  it('marks the streets of a corner as two names, joined by a Spanish word', () => {
    const plain = plainLineFor(city, `${LEAD}Rezoning Ordinance Z-7654 from RS-3 to IL for property located west of the SW/c of S. Elwood Ave. and W. 37th Pl. S. requested by Leanne Robison.`);
    expect(plain?.es).toContain('cerca de S. Elwood Ave. y W. 37th Pl. S. para');
    expect(plain?.es_names).toEqual(['S. Elwood Ave.', 'W. 37th Pl. S.']);
  });

  it('ends a line on a name with one full stop', () => {
    const plain = plainLineFor(city, `${LEAD}an Ordinance closing a portion of a Public Way located at 800 S. Tucker Dr. The public way, E. 8th St.`);
    expect(plain?.es).toBe('Cierra parte de una calle, callejón o servidumbre de la ciudad en 800 S. Tucker Dr.');
    expect(plain?.es_names).toEqual(['800 S. Tucker Dr']);
  });
});

describe('facts of a title', () => {
  it('keeps no district when the title names several', () => {
    expect(extractItemFacts('Certificates of votes for Council Districts 1, 3 (CD-1) (CD-3)').district).toBeUndefined();
  });

  it('strips the clerk lead-in and marks', () => {
    expect(itemSubject(`ADDENDUM: ${LEAD}a Resolution authorizing payment`)).toBe('Resolution authorizing payment');
  });
});
