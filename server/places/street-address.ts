/**
 * Reading a street address the way a grid city writes it, whether a resident typed it ("175 E 2nd St, Springfield, ZZ
 * 99999"), the clerk printed it ("724 and 725 S. Wheeling Ave. E.") or the city's own data spells it ("E 002 ST",
 * "S 101 EA" = S. 101st E. Ave.). The result names one street in one canonical form, so the three spellings meet.
 */
export type Direction = 'N' | 'S' | 'E' | 'W';

/** Which way a street runs, and so which coordinate its house numbers move along. */
export type StreetAxis = 'east_west' | 'north_south';

export interface StreetName {
  /** The direction written before the name ("E" of "E 2nd St"): the side of the zero line the number is on. */
  prefix: Direction | null;
  /** The name in capitals, or the street's number for a numbered street ("2" for "2nd"). */
  name: string;
  numbered: boolean;
  /** ST, AV, PL, DR, RD, ... (one spelling per kind), or null when none was written. */
  type: string | null;
  /** A numbered street's side of the zero line ("N" of "E 36th St N"); null when not written. */
  side: Direction | null;
}

export interface StreetAddress {
  /** The first house number written (the start of a range or list). */
  number: number;
  street: StreetName;
}

const DIRECTIONS: Record<string, Direction> = { N: 'N', S: 'S', E: 'E', W: 'W', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' };

// Every spelling of a street type seen in the clerk's minutes and the city's data, to one canonical form.
const TYPES: Record<string, string> = {
  ST: 'ST', STREET: 'ST', AV: 'AV', AVE: 'AV', AVENUE: 'AV', PL: 'PL', PLACE: 'PL', DR: 'DR', DRIVE: 'DR',
  RD: 'RD', ROAD: 'RD', BL: 'BL', BLVD: 'BL', BOULEVARD: 'BL', CT: 'CT', COURT: 'CT', LN: 'LN', LANE: 'LN',
  PK: 'PKWY', PKWY: 'PKWY', PARKWAY: 'PKWY', CI: 'CIR', CIR: 'CIR', CIRCLE: 'CIR', TE: 'TER', TER: 'TER',
  TERRACE: 'TER', WY: 'WAY', WAY: 'WAY', EX: 'EXPY', EXPY: 'EXPY', EXPRESSWAY: 'EXPY', HWY: 'HWY', HIGHWAY: 'HWY',
  TR: 'TRL', TRL: 'TRL', TRAIL: 'TRL',
};

// The city's data packs a type and a side into one token: "S 101 EA" (E. Ave.), "E 36 SN" (St. N.), "S 69 EP" (E. Pl.).
const PACKED: Record<string, { type: string; side: Direction }> = {
  EA: { type: 'AV', side: 'E' }, WA: { type: 'AV', side: 'W' }, EP: { type: 'PL', side: 'E' }, WP: { type: 'PL', side: 'W' },
  SN: { type: 'ST', side: 'N' }, SS: { type: 'ST', side: 'S' }, PN: { type: 'PL', side: 'N' }, PS: { type: 'PL', side: 'S' },
  CN: { type: 'CT', side: 'N' }, CS: { type: 'CT', side: 'S' },
};

const ORDINAL = /^0*(\d{1,3})(?:ST|ND|RD|TH)?$/;
// The clerk sometimes spells a numbered street out ("175 East Second Street").
const ORDINAL_WORDS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH', 'ELEVENTH', 'TWELFTH'];

/** The words of a street name, e.g. ["E", "2ND", "ST"], read into a canonical street; null when it is not one. */
export function readStreet(words: string[]): StreetName | null {
  const tokens = words.map((word) => (ORDINAL_WORDS.includes(word) ? String(ORDINAL_WORDS.indexOf(word) + 1) : word));
  if (tokens.length === 0) return null;
  let prefix: Direction | null = null;
  if (tokens.length > 1 && DIRECTIONS[tokens[0]!]) prefix = DIRECTIONS[tokens.shift()!]!;

  let side: Direction | null = null;
  let type: string | null = null;
  const last = tokens.at(-1)!;
  if (tokens.length > 1 && PACKED[last] && ORDINAL.test(tokens.at(-2)!)) {
    ({ type, side } = PACKED[last]);
    tokens.pop();
  } else {
    if (tokens.length > 2 && DIRECTIONS[last]) side = DIRECTIONS[tokens.pop()!]!;
    if (tokens.length > 1 && TYPES[tokens.at(-1)!]) type = TYPES[tokens.pop()!]!;
  }
  // "N. 91st E. Ave.": the side of a numbered avenue is written between its number and its type.
  if (tokens.length === 2 && ORDINAL.test(tokens[0]!) && DIRECTIONS[tokens[1]!]) side = DIRECTIONS[tokens.pop()!]!;

  const ordinal = tokens.length === 1 ? ORDINAL.exec(tokens[0]!) : null;
  const name = ordinal ? String(Number(ordinal[1])) : tokens.join(' ');
  if (!name || (!ordinal && (!/[A-Z]/.test(name) || DIRECTIONS[name]))) return null;
  // A bare number ("12 34") is not a street: a numbered street needs its direction or its type.
  if (ordinal && !prefix && !type) return null;
  return { prefix, name, numbered: Boolean(ordinal), type, side };
}

/** Capital words with the punctuation a street address may carry taken out ("S." -> "S", "Ave.," -> "AVE"). */
export function addressWords(text: string): string[] {
  return text.toUpperCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean);
}

/**
 * "175 E 2nd St, Springfield, ZZ 99999", "1200-1210 E. 11th St.", "724 and 725 S. Wheeling Ave. E.": the first house
 * number and the street. What follows the first comma (city, state, ZIP) is not part of the street. Null when
 * the text does not start with a house number and a street.
 */
export function readStreetAddress(text: string): StreetAddress | null {
  const line = text.split(',')[0]!.trim();
  const match = /^(\d{1,6})(?:\s*(?:[-–]\s*\d{1,6}|(?:and|&)\s*\d{1,6}))*\s+(.+)$/i.exec(line);
  if (!match) return null;
  const street = readStreet(addressWords(match[2]!));
  return street ? { number: Number(match[1]), street } : null;
}

/** The axis a street runs along: its prefix says where its numbers count from; else its type's habit. */
export function streetAxis(street: StreetName): StreetAxis | null {
  if (street.prefix === 'E' || street.prefix === 'W') return 'east_west';
  if (street.prefix === 'N' || street.prefix === 'S') return 'north_south';
  return null;
}
