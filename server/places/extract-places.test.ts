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

describe('plats as the clerk names them', () => {
  it('reads lot and block in words with their digits, and the plat after "in", "of" or a comma', () => {
    expect(texts('closing an easement in Lot Eight (8), Block Three (3) of Bolewood Place, to clear a title', 'subdivision')).toEqual([
      'Lot Eight (8), Block Three (3) of Bolewood Place',
    ]);
    expect(texts('a Replat of Lot 1 in Woodland Hills Mall Addition, consisting of One (1) Lot', 'subdivision')).toEqual(['Lot 1 in Woodland Hills Mall Addition']);
    expect(texts('located in Blocks Four (4) and Six (6), Riverview Park Addition, for apartments', 'subdivision')).toEqual([
      'Blocks Four (4) and Six (6), Riverview Park Addition',
    ]);
    expect(texts('in Lots One - Eight and Twenty (1-8 and 20), Block Nine (9) of Original Town, requested by', 'subdivision')).toEqual([
      'Lots One - Eight and Twenty (1-8 and 20), Block Nine (9) of Original Town',
    ]);
  });

  it('reads plat names with numbers, ordinals, "at" and "Amended", and the original townsite', () => {
    expect(texts('Parcel 241-2020, 75 South Mini Storage Addition, required for a pond', 'subdivision')).toEqual(['75 South Mini Storage Addition']);
    expect(texts('Final Plat for Cross Timbers Extended at Northwest Passage Addition, consisting of', 'subdivision')).toEqual([
      'Cross Timbers Extended at Northwest Passage Addition',
    ]);
    expect(texts('property in Fairview 3rd Addition and Elm Park Addition Amended', 'subdivision')).toEqual(['Fairview 3rd Addition', 'Elm Park Addition Amended']);
    expect(texts('in Block 194 of Original Townsite of Springfield, Plat No. 0510', 'subdivision')).toEqual(['Block 194 of Original Townsite of Springfield']);
    expect(texts("at 5151 W. 51st St., Austin's Subdivision Addition, required for", 'subdivision')).toEqual(["Austin's Subdivision Addition"]);
  });

  it('reads no plat from a lot and block without a name or with a name cut short, or from a project named after one', () => {
    expect(texts('located at 6603 S. Memorial Dr., in Lot One (1), Block Three (3), for future development', 'subdivision')).toEqual([]);
    expect(texts('located at 4030 W. Easton Pl., Lots One, Two, and Three', 'subdivision')).toEqual([]);
    expect(texts('for the Main and Distribution Addition Project. (CD-1)', 'subdivision')).toEqual([]);
    expect(texts('located at 3124 S. Owasso Ave., Lot Six (6), Block Four (4), Brookside…', 'subdivision')).toEqual([]);
  });
});

describe('streets that are not a number and a suffix', () => {
  it('reads a highway in a corner, a spelled-out corner, and a name with ", Jr."', () => {
    expect(texts('property located south of the SE/c of Highway 169 and E. 56th St. N. requested by', 'corner')).toEqual([
      'south of the SE/c of Highway 169 and E. 56th St. N.',
    ]);
    expect(texts('The tour begins at the Southwest corner of W. Reconciliation Way and N. Maybelle Ave.', 'corner')).toEqual([
      'Southwest corner of W. Reconciliation Way and N. Maybelle Ave.',
    ]);
    expect(texts('located at 2027 N. Martin Luther King, Jr. Blvd. (CD-1)', 'address')).toEqual(['2027 N. Martin Luther King, Jr. Blvd.']);
  });

  it('reads no house number from a name ("Big 12", "Route 66"), but does after a capitalised preposition', () => {
    expect(texts('Special Event Application: Big 12 Wrestling Street Party at 300 S. Denver Ave.', 'address')).toEqual(['300 S. Denver Ave.']);
    expect(texts('participation of Route 66 Main Street, Inc., in the program', 'address')).toEqual([]);
    expect(texts('Located At 300 S. Denver Ave.', 'address')).toEqual(['300 S. Denver Ave.']);
  });

  it('reads a highway address, a corner without "of", and a numbered street without its suffix, unless the text was cut there', () => {
    expect(texts('property located at 1926 S. Hwy 151, Sand Springs', 'address')).toEqual(['1926 S. Hwy 151']);
    expect(texts('located west of the SW/c E. 33rd St. N. and N. Peoria Ave. (CD-1)', 'corner')).toEqual(['west of the SW/c E. 33rd St. N. and N. Peoria Ave.']);
    expect(texts('located at the NE/c of E. 21st and S. 145th E. Ave. (CD-6)', 'corner')).toEqual(['NE/c of E. 21st and S. 145th E. Ave.']);
    expect(texts('located north of the NW/c of E. 21st St. S. and S. 145th E.…', 'corner')).toEqual([]);
  });

  it('reads a plat named with "&", a store number or an ordinal first', () => {
    expect(texts('Final Plat for Kum & Go #2361 Addition, consisting of One (1) Lot', 'subdivision')).toEqual(['Kum & Go #2361 Addition']);
    expect(texts('property in 41st Storage Center Addition, required for', 'subdivision')).toEqual(['41st Storage Center Addition']);
  });

  it('reads a planned unit development with a minor amendment number', () => {
    expect(texts('PUD-592-B-1 and PUD-845', 'case')).toEqual(['PUD-592-B-1', 'PUD-845']);
  });
});

describe('hostile text', () => {
  it('ends on a long run of lot numbers, whatever joins them', () => {
    // With a hyphen both inside a number ("Forty-Eight") and between numbers, 24 numbers took 1.4 s and each
    // one more doubled it: these 40 would run for days, so the test's time limit fails it, no clock needed.
    for (const join of ['-', ' - ', ', ', ' ']) {
      expect(extractPlaces(`Lot ${Array(40).fill('1').join(join)} x`)).toEqual([]);
    }
  });
});
