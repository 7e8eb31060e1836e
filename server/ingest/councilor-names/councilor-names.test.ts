/**
 * Roll-call names linked to officials, on spellings the city's minutes really print (../shared/data/minutes):
 * the signature "Phil Lakin, Jr." (24-1148-1, 2024-11-06), "Lori Decter Wright," (signatures of 2023-2024),
 * "Crista Patrick, Chair" and "Jeannie Cue, Chair" (signatures), "Councilor Grant Miller's" (prose), and
 * hyphenated surnames broken across lines, "Councilor Hall-" / "Harper" (23-351-2, 2023-04-12) and
 * "Councilor Arthrell-" / "Knezek" (2022). A bare "Councilor Decter" at a line's end (22-787-2, 2022-08-10) is
 * a cut name and stays unmatched: the linker never guesses.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { cityServingSeats, linkedRollCallName, rollCallName } from './councilor-names.ts';

const city = cityContext(DEFAULT_CITY_ID);
const servingSeats = cityServingSeats(city);

describe('linkedRollCallName', () => {
  it('keeps a roll-call surname of a councilor serving that day', () => {
    expect(linkedRollCallName('Bellis', '2023-01-04', servingSeats)).toBe('Bellis');
    expect(linkedRollCallName('Decter Wright', '2022-08-10', servingSeats)).toBe('Decter Wright');
  });

  it('links the full names and signatures the minutes print to the roll-call surname', () => {
    expect(linkedRollCallName('Phil Lakin, Jr.', '2024-11-06', servingSeats)).toBe('Lakin');
    expect(linkedRollCallName('Lori Decter Wright,', '2023-05-10', servingSeats)).toBe('Decter Wright');
    expect(linkedRollCallName('Crista Patrick, Chair', '2023-06-07', servingSeats)).toBe('Patrick');
    expect(linkedRollCallName('Jeannie Cue, Chair', '2024-03-06', servingSeats)).toBe('Cue');
    expect(linkedRollCallName('Grant Miller', '2023-09-13', servingSeats)).toBe('Miller');
    expect(linkedRollCallName('Councilor Bengel', '2024-04-10', servingSeats)).toBe('Bengel');
    expect(linkedRollCallName('Vice-Chair Lakin', '2024-04-10', servingSeats)).toBe('Lakin');
  });

  it('mends a hyphenated surname broken across lines, and a hyphen or space spelled the other way', () => {
    expect(linkedRollCallName('Hall- Harper', '2023-04-12', servingSeats)).toBe('Hall-Harper');
    expect(linkedRollCallName('Arthrell- Knezek', '2022-10-19', servingSeats)).toBe('Arthrell-Knezek');
    expect(linkedRollCallName('Hall Harper', '2023-04-12', servingSeats)).toBe('Hall-Harper');
    expect(linkedRollCallName('Decter-Wright', '2024-10-16', servingSeats)).toBe('Decter Wright');
  });

  it('never guesses: a cut name, a name outside its serving period, another first name, an unknown date', () => {
    expect(linkedRollCallName('Decter', '2022-08-10', servingSeats)).toBeNull();
    // Patrick left district 3 in November 2024; Miller joined district 5 in December 2022.
    expect(linkedRollCallName('Patrick', '2025-01-15', servingSeats)).toBeNull();
    expect(linkedRollCallName('Miller', '2022-10-19', servingSeats)).toBeNull();
    // District 4 passed from McKee (to 2022-11-30) to Bellis (from 2022-12-05): in between, neither is known to serve.
    expect(linkedRollCallName('McKee', '2022-12-02', servingSeats)).toBeNull();
    expect(linkedRollCallName('Bellis', '2022-12-02', servingSeats)).toBeNull();
    // The officials table says Lakin is Phil: another Lakin is not him.
    expect(linkedRollCallName('Mary Lakin', '2024-11-06', servingSeats)).toBeNull();
    expect(linkedRollCallName('Lori Doring', '2023-05-10', servingSeats)).toBeNull();
    expect(linkedRollCallName('Lakin', null, servingSeats)).toBeNull();
  });

  it('leaves an unmatched name as printed', () => {
    expect(rollCallName(city, 'Decter', '2022-08-10')).toBe('Decter');
    expect(rollCallName(city, 'Phil Lakin, Jr.', '2024-11-06')).toBe('Lakin');
  });

  it('refuses a name two councilors serving that day could answer to', () => {
    const seats = [
      { surname: 'Smith', district: 1, from: '2024-01-01', to: '2024-12-31' },
      { surname: 'Smith', district: 2, from: '2024-01-01', to: '2024-12-31' },
      { surname: 'Jones', district: 3, from: '2024-01-01', to: '2024-12-31', fullName: 'Ann Jones' },
    ];
    expect(linkedRollCallName('Smith', '2024-05-01', seats)).toBeNull();
    expect(linkedRollCallName('Ann Jones', '2024-05-01', seats)).toBe('Jones');
    expect(linkedRollCallName('Bob Jones', '2024-05-01', seats)).toBeNull();
  });
});
