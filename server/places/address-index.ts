/**
 * The city's address points (city/<id>/data/address-points.csv) indexed by street, and the street grid read from
 * them. Built once per city on first use (about 6,000 rows, a few milliseconds).
 */
import fs from 'node:fs';
import type { CityConfig } from '#contract/city.ts';
import type { CityContext } from '#city/context.ts';
import { parseCsv } from '../lib/csv.ts';
import { fitGridCurve, type GridCurve, type GridObservation } from './address-grid.ts';
import { addressWords, type Direction, readStreet, type StreetAxis, type StreetName } from './street-address.ts';

export interface AddressPoint {
  /** The house number, signed along the street's axis (east and north positive). */
  along: number;
  lat: number;
  lng: number;
  /** `address` is one house; `block` stands for a hundred block (its number is the block's middle). */
  kind: 'address' | 'block';
}

export interface IndexedStreet {
  key: string;
  axis: StreetAxis;
  /**
   * The direction its numbers are written with, for an address that gives none; null when the street runs on both
   * sides of a zero line ("123 Main St" could be north or south of it: not ours to guess).
   */
  usualPrefix: Direction | null;
  points: AddressPoint[];
}

/**
 * The sides of the zero lines a numbered street and a numbered avenue lie on when an address does not say: the
 * city's (`CityConfig.addressGrid`), else south and east.
 */
export type AddressGrid = NonNullable<CityConfig['addressGrid']>;
const USUAL_GRID: AddressGrid = { numberedStreetSide: 'S', numberedAvenueSide: 'E' };

export interface AddressIndex {
  streets: Map<string, IndexedStreet>;
  /** Street keys by name alone, for an address written without its type ("Skelly" for "Skelly Dr"). */
  byName: Map<string, string[]>;
  /** Longitude by signed east-west number, latitude by signed north-south number. */
  east: GridCurve | null;
  north: GridCurve | null;
  bounds: { south: number; north: number; west: number; east: number };
  /** The city's street grid, kept with its addresses so a lookup reads the city it was built for. */
  grid: AddressGrid;
}

const EAST_WEST_TYPES = new Set(['ST', 'PL', 'CT', 'TER']);
const sign = (d: Direction | null) => (d === 'S' || d === 'W' ? -1 : 1);

/** A numbered street's side of the zero line, written or the city's default for its kind. */
export function numberedSide(street: StreetName, grid: AddressGrid): Direction {
  if (street.side) return street.side;
  return numberedAxis(street) === 'east_west' ? grid.numberedStreetSide : grid.numberedAvenueSide;
}

/** Numbered streets run east-west, numbered avenues north-south (the type decides, else the prefix). */
export function numberedAxis(street: StreetName): StreetAxis {
  if (street.type) return EAST_WEST_TYPES.has(street.type) ? 'east_west' : 'north_south';
  return street.prefix === 'N' || street.prefix === 'S' ? 'north_south' : 'east_west';
}

/** Where a numbered street lies across its axis, as a signed grid number ("21st St S" is -2100; a Place is +50). */
export function numberedPosition(street: StreetName, grid: AddressGrid): number {
  const half = street.type === 'PL' || street.type === 'CT' || street.type === 'TER' ? 50 : 0;
  return sign(numberedSide(street, grid)) * (Number(street.name) * 100 + half);
}

/** One key per street: numbered ones by number, type and side; named ones by name and type. */
export function streetKey(street: StreetName, grid: AddressGrid): string {
  if (street.numbered) return `#${street.name}|${street.type ?? (numberedAxis(street) === 'east_west' ? 'ST' : 'AV')}|${numberedSide(street, grid)}`;
  return `${street.name}|${street.type ?? ''}`;
}

/**
 * The city's index, built on first use and kept in its context. A city without address points (an optional file,
 * docs/adding-a-city.md) has an empty index: its items' places keep their words with no point.
 */
export function addressIndex(city: CityContext): AddressIndex {
  return city.cached('address-index', () => {
    const file = city.dataFile('address-points.csv');
    return buildAddressIndex(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 'number,street,lon,lat,kind\n', city.config.addressGrid);
  });
}

type StreetEntry = IndexedStreet & { prefixes: Direction[] };
type Bounds = AddressIndex['bounds'];

/**
 * Builds the index from the CSV's text (columns number, street, lon, lat, kind) on the city's street grid
 * (`CityConfig.addressGrid`; absent, numbered streets lie south and avenues east).
 */
export function buildAddressIndex(csv: string, cityGrid: CityConfig['addressGrid']): AddressIndex {
  const grid = cityGrid ?? USUAL_GRID;
  const streets = new Map<string, StreetEntry>();
  const observed = { east: [] as GridObservation[], north: [] as GridObservation[] };
  const bounds = { south: 90, north: -90, west: 180, east: -180 };
  for (const row of parseCsv(csv)) addPoint(row, grid, streets, observed, bounds);
  return { streets, byName: settleStreets(streets), east: fitGridCurve(observed.east), north: fitGridCurve(observed.north), bounds, grid };
}

/** Files one address point under its street, feeds the grid's observations and widens the bounds. */
function addPoint(
  row: Record<string, string | undefined>,
  grid: AddressGrid,
  streets: Map<string, StreetEntry>,
  observed: { east: GridObservation[]; north: GridObservation[] },
  bounds: Bounds,
): void {
  const street = readStreet(addressWords(row.street ?? ''));
  const number = Number(row.number);
  const lat = Number(row.lat);
  const lng = Number(row.lon);
  if (!street || !Number.isFinite(number) || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
  const axis = street.numbered ? numberedAxis(street) : street.prefix === 'N' || street.prefix === 'S' ? 'north_south' : 'east_west';
  const along = sign(street.prefix) * number;
  const key = streetKey(street, grid);
  const entry = streets.get(key) ?? { key, axis, usualPrefix: null, points: [], prefixes: [] };
  entry.points.push({ along, lat, lng, kind: row.kind === 'block' ? 'block' : 'address' });
  if (street.prefix) entry.prefixes.push(street.prefix);
  streets.set(key, entry);

  if (street.prefix) (axis === 'east_west' ? observed.east : observed.north).push({ number: along, coordinate: axis === 'east_west' ? lng : lat });
  if (street.numbered && (street.type === 'ST' || street.type === 'AV')) {
    const position = numberedPosition(street, grid);
    (axis === 'east_west' ? observed.north : observed.east).push({ number: position, coordinate: axis === 'east_west' ? lat : lng });
  }
  Object.assign(bounds, {
    south: Math.min(bounds.south, lat), north: Math.max(bounds.north, lat),
    west: Math.min(bounds.west, lng), east: Math.max(bounds.east, lng),
  });
}

/** Sorts each street's points, settles its axis and usual prefix, and groups the streets by name. */
function settleStreets(streets: Map<string, StreetEntry>): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of streets.values()) {
    entry.points.sort((a, b) => a.along - b.along);
    const usual = mostCommon(entry.prefixes);
    entry.axis = usual === 'N' || usual === 'S' ? 'north_south' : usual ? 'east_west' : entry.axis;
    entry.usualPrefix = new Set(entry.prefixes).size === 1 ? usual : null;
    const name = entry.key.split('|').slice(0, -1).join('|');
    byName.set(name, [...(byName.get(name) ?? []), entry.key]);
  }
  return byName;
}

function mostCommon(values: Direction[]): Direction | null {
  const counts = new Map<Direction, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
