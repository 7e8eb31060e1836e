import { describe, expect, it } from 'vitest';
import { addressWords, readStreet, readStreetAddress } from './street-address.ts';

const street = (text: string) => readStreet(addressWords(text));

describe('readStreetAddress', () => {
  it('reads what a resident types, with the city, state and ZIP after a comma', () => {
    expect(readStreetAddress('175 E 2nd St, Tulsa, OK 74103')).toEqual({
      number: 175,
      street: { prefix: 'E', name: '2', numbered: true, type: 'ST', side: null },
    });
  });

  it('reads the clerk\'s ranges and lists by their first number, with the trailing direction', () => {
    expect(readStreetAddress('1200-1210 E. 11th St.')?.number).toBe(1200);
    expect(readStreetAddress('724 and 725 S. Wheeling Ave. E.')).toEqual({
      number: 724,
      street: { prefix: 'S', name: 'WHEELING', numbered: false, type: 'AV', side: 'E' },
    });
  });

  it('refuses text that does not start with a house number and a street', () => {
    expect(readStreetAddress('City Hall')).toBeNull();
    expect(readStreetAddress('74103')).toBeNull();
    expect(readStreetAddress('12 34')).toBeNull();
    expect(readStreetAddress('')).toBeNull();
  });
});

describe('readStreet', () => {
  it('meets the city data\'s packed spellings and the clerk\'s words on one street', () => {
    expect(street('S 101 EA')).toEqual(street('S. 101st E. Ave.'));
    expect(street('E 036 SN')).toEqual(street('E. 36th St. N.'));
    expect(street('E 002 ST')).toEqual({ prefix: 'E', name: '2', numbered: true, type: 'ST', side: null });
  });

  it('keeps a named street\'s name whole and its type canonical', () => {
    expect(street('E Skelly Drive')).toEqual({ prefix: 'E', name: 'SKELLY', numbered: false, type: 'DR', side: null });
    expect(street('E ADMIRAL PL N')).toMatchObject({ name: 'ADMIRAL', type: 'PL', side: 'N' });
    expect(street('N Martin Luther King Jr Blvd')).toMatchObject({ name: 'MARTIN LUTHER KING JR', type: 'BL' });
  });

  it('does not take a lone direction for a street', () => {
    expect(street('E')).toBeNull();
    expect(street('N 12')).toMatchObject({ prefix: 'N', name: '12', numbered: true, type: null });
  });
});

describe('readStreet, spelled-out numbered streets', () => {
  it('reads "East Second Street" as 2nd St', () => {
    expect(readStreetAddress('175 East Second Street')).toEqual(readStreetAddress('175 E. 2nd St.'));
  });
});
