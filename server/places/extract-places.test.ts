import { describe, expect, it } from 'vitest';
import { extractPlaces } from './extract-places.ts';

const texts = (s: string, kind?: string) => extractPlaces(s).filter((p) => !kind || p.kind === kind).map((p) => p.text);

describe('places named by an agenda item', () => {
  it('reads a street address and the clerk district tag', () => {
    const item = 'Agreement for property located at 1243 S. Quaker Ave., Orchard Addition, to install a retaining wall. (CD-4)';
    expect(texts(item, 'address')).toEqual(['1243 S. Quaker Ave.']);
    expect(texts(item, 'subdivision')).toEqual(['Orchard Addition']);
    expect(extractPlaces(item).find((p) => p.kind === 'district_tag')?.value).toBe('4');
  });

  it('reads a place named in the title and again in the description once', () => {
    const title = 'Rezoning Application Z-7820 for property located west of the SW/c of E. Newton St. and N. New Haven Ave.';
    const wording = `${title}\n${title} requested by Hemphill Legacy LLC. (CD-3) at 1243 S. Quaker Ave. and 1243 S.  Quaker Ave.`;
    expect(extractPlaces(wording).map((p) => `${p.kind} ${p.text}`)).toEqual([
      'case Z-7820',
      'corner west of the SW/c of E. Newton St. and N. New Haven Ave.',
      'district_tag (CD-3)',
      'address 1243 S. Quaker Ave.',
    ]);
  });

  it('keeps "724 and 725" and a trailing direction as one address', () => {
    expect(texts('properties located at 724 and 725 S. Wheeling Ave. E., Parcel 662', 'address')).toEqual(['724 and 725 S. Wheeling Ave. E.']);
    expect(texts('property at 1200-1210 E. 11th St. for a sidewalk', 'address')).toEqual(['1200-1210 E. 11th St.']);
  });

  it('reads a corner, with a "north of the" lead-in, and no street inside it twice', () => {
    const item = 'rezoning of property located north of the NE/c of E. Admiral Pl. N. and N. 91st E. Ave. (CD-3)';
    const places = extractPlaces(item);
    expect(places.filter((p) => p.kind === 'corner').map((p) => p.text)).toEqual(['north of the NE/c of E. Admiral Pl. N. and N. 91st E. Ave.']);
    expect(places.filter((p) => p.kind === 'address')).toEqual([]);
  });

  it('reads lot and block with the addition, and case numbers', () => {
    const item = 'Z-7793 and PUD-845: Lot 3, Block 2, Maple Ridge Addition; BOA-23456 appeal';
    expect(texts(item, 'subdivision')).toEqual(['Lot 3, Block 2, Maple Ridge Addition']);
    expect(texts(item, 'case')).toEqual(['Z-7793', 'PUD-845', 'BOA-23456']);
  });

  it('finds nothing where the item names no place (never the city centre)', () => {
    expect(extractPlaces('Approval of the minutes of the regular meeting of October 19, 2022.')).toEqual([]);
    expect(extractPlaces('Ordinance amending Title 37 regarding 2 year terms')).toEqual([]);
  });
});

describe('sentence ends', () => {
  it('does not take the sentence full stop after "Way" into the address', () => {
    expect(texts('Special event at 111 E. Reconciliation Way. (CD-1)', 'address')).toEqual(['111 E. Reconciliation Way']);
  });
});

describe('extractPlaces, rooms and spelled-out streets', () => {
  it('reads "Room 411 - 175 E. 2nd St." as the address, not a range from 411 down to 175', () => {
    expect(extractPlaces('City Hall, Room 411 - 175 E. 2nd St., Tulsa').filter((p) => p.kind === 'address')).toEqual([
      { kind: 'address', text: '175 E. 2nd St.', at: 22 },
    ]);
  });
});
