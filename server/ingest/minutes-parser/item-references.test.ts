import { describe, expect, it } from 'vitest';
import { referencedItems } from './item-references.ts';

const known = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', ...'abcdefghijklmn'.split('').flatMap((l) => [`2.${l}`, `4.${l}`, `7.${l}`])]);
const letters = (section: string, from: string, to: string) =>
  'abcdefghijklmn'.slice('abcdefghijklmn'.indexOf(from), 'abcdefghijklmn'.indexOf(to) + 1).split('').map((l) => `${section}.${l}`);

describe('the items a motion names', () => {
  it('expands dash, en-dash and word ranges', () => {
    expect(referencedItems('approve 2.b - 2.g', known)).toEqual(letters('2', 'b', 'g'));
    expect(referencedItems('approve 7.a – 7.e', known)).toEqual(letters('7', 'a', 'e'));
    expect(referencedItems('approve 4.b through 4.n', known)).toEqual(letters('4', 'b', 'n'));
    expect(referencedItems('approve 4.b thru 4.d', known)).toEqual(['4.b', '4.c', '4.d']);
  });

  it('reads a range whose numbers carry a full stop ("4.b. – 4.e.")', () => {
    expect(referencedItems('approve 4.b. – 4.e.', known)).toEqual(['4.b', '4.c', '4.d', '4.e']);
    expect(referencedItems('approve 4.b.-4.e', known)).toEqual(['4.b', '4.c', '4.d', '4.e']);
  });

  it('does not read "4.b to a later date" as a range', () => {
    expect(referencedItems('continue 4.b to a later date', known)).toEqual(['4.b']);
  });

  it('removes excepted items, and an emergency-clause side clause adds nothing and removes nothing', () => {
    const refs = referencedItems('approve 4.b - 4.n, except 4.e, with the emergency clause on 4.b - 4.d', known);
    expect(refs).toEqual(letters('4', 'b', 'n').filter((n) => n !== '4.e'));
    expect(referencedItems('approve 7.a - 7.n, excluding 7.l and m', known)).toEqual(letters('7', 'a', 'n').filter((n) => n !== '7.l' && n !== '7.m'));
    expect(referencedItems('approve 7.a - 7.h with the exception of 7.c - 7.d', known)).toEqual(['7.a', '7.b', '7.e', '7.f', '7.g', '7.h']);
  });

  it('reads top-level lists and ranges', () => {
    expect(referencedItems('enter Executive Session on items 5, 7, 9, 11, 13, and 15', known)).toEqual(['5', '7', '9', '11', '13', '15']);
    expect(referencedItems('approve items 5 to 16', known)).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16']);
    expect(referencedItems('enter Executive Session on item 19', new Set(['19']))).toEqual(['19']);
  });

  it('keeps the order in which the items are printed', () => {
    expect(referencedItems('table and continue 4.d and approve 4.b', known)).toEqual(['4.d', '4.b']);
  });

  it('drops numbers that are no items of the agenda (sections of a statute, a case number)', () => {
    expect(referencedItems('approve 4.c pursuant to Section 307(B)(4) of Title 25', known)).toEqual(['4.c']);
  });
});
