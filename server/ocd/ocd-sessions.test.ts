/**
 * Council terms as legislative sessions (decision 210): a bill's first date finds the term it falls in; a term the
 * sources leave open at one end still ends where the next council is seated; a date no term covers names none.
 */
import { describe, expect, it } from 'vitest';
import type { CityConfig } from '#contract/city.ts';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { legislativeSessions, sessionOf } from './ocd-sessions.ts';

const base = cityContext(DEFAULT_CITY_ID).config;
const withTerms = (councilTerms: CityConfig['councilTerms']): CityConfig => ({ ...base, councilTerms });
const city = withTerms([
  { identifier: 'first', name: 'In office when the record begins', end: '2022-12-04', source: 'test' },
  { identifier: 'second', name: 'Seated 2022-12-05', start: '2022-12-05', source: 'test' },
  { identifier: 'third', name: 'Seated 2024-12-02', start: '2024-12-02', source: 'test' },
]);

describe('legislative sessions from the council terms', () => {
  it('place a day in the term that holds it, the later-seated where a term has no end', () => {
    expect(sessionOf(city, '2022-08-03')).toBe('first');
    expect(sessionOf(city, '2022-12-04')).toBe('first');
    expect(sessionOf(city, '2022-12-05')).toBe('second');
    expect(sessionOf(city, '2024-12-01')).toBe('second');
    expect(sessionOf(city, '2024-12-02')).toBe('third');
    expect(sessionOf(city, '2031-01-01')).toBe('third');
    expect(sessionOf(city, undefined)).toBeUndefined();
  });

  it('name no session for a day no term covers, nor for a city whose terms are not known', () => {
    const dated = withTerms([{ identifier: '2024-2025', name: '2024-2025', start: '2024-01-01', end: '2025-12-31', source: 'test' }]);
    expect(sessionOf(dated, '2023-12-31')).toBeUndefined();
    expect(sessionOf(dated, '2026-01-01')).toBeUndefined();
    expect(sessionOf(withTerms(undefined), '2025-01-01')).toBeUndefined();
    expect(legislativeSessions(withTerms(undefined))).toEqual([]);
  });

  it('list only the fields of an OCD session, leaving out the dates the sources do not give', () => {
    expect(legislativeSessions(city)[0]).toEqual({ identifier: 'first', name: 'In office when the record begins', classification: 'primary', end_date: '2022-12-04' });
  });
});
