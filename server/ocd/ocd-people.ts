/**
 * People in OCD/Popolo shapes: each official with a membership in the council (a post per district, keyed by the
 * district's division id) or in the mayor's office. Contact details stay out (decision 015). A person is linked
 * to the name the roll calls print (the surname) when an official of the same district carries that name, so the
 * vote events can name them by id.
 */
import type { Kysely } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import type { OcdDivision, OcdPerson } from '#contract/ocd.ts';
import type { Database } from '../db/schema.ts';
import { council, mayorOffice } from './ocd-bodies.ts';
import { districtDivisionId, ocdId } from './ocd-ids.ts';
import { councilPostId, mayorPostId } from './ocd-organizations.ts';

interface OfficialRow {
  id: number;
  name: string;
  position: string;
  district: number | null;
  term_start: string | null;
  term_end: string | null;
}

export interface OcdContext {
  publicUrl: string;
  /** The served city: its division, council and the hash of its ids. */
  city: CityConfig;
}

const isFuzzyDate = (value: string | null): value is string => value !== null && /^\d{4}(-\d{2}){0,2}$/.test(value);
const isMayor = (o: OfficialRow) => o.district === null && /mayor/i.test(o.position);
// Hyphens split words too, so "Decter-Wright" and "Decter Wright" read as the same two words.
const words = (name: string) => name.toLowerCase().split(/[^a-z']+/).filter(Boolean);

/** Whether the printed roll-call name (or a name someone types) is a run of whole words of the official's name ("Decter Wright" in "Lori Decter Wright"). */
export function namesOfficial(printed: string, officialName: string): boolean {
  const own = words(officialName);
  const run = words(printed);
  if (run.length === 0) return false;
  return own.some((_, start) => run.every((word, i) => own[start + i] === word));
}

/** Which of the `printed` roll-call names (surname and district) belongs to each official, by official id. */
export function linkRollCallNames(officials: OfficialRow[], printed: { councilor: string; district: number | null }[]): Map<number, string> {
  const linked = new Map<number, string>();
  for (const official of officials) {
    if (official.district === null) continue;
    const match = printed.find((p) => p.district === official.district && namesOfficial(p.councilor, official.name));
    if (match) linked.set(official.id, match.councilor);
  }
  return linked;
}

/** Every roll-call name on record, linked to the officials (for the people list). */
export async function rollCallNames(db: Kysely<Database>, officials: OfficialRow[]): Promise<Map<number, string>> {
  const printed = await db.selectFrom('councilor_votes').select(['councilor', 'district']).distinct().where('district', 'is not', null).execute();
  return linkRollCallNames(officials, printed);
}

export async function officialRows(db: Kysely<Database>): Promise<OfficialRow[]> {
  return db.selectFrom('officials').select(['id', 'name', 'position', 'district', 'term_start', 'term_end']).orderBy('district').orderBy('id').execute();
}

export function presentPerson(official: OfficialRow, printedName: string | null, ctx: OcdContext): OcdPerson {
  const { city } = ctx;
  const mayor = isMayor(official);
  const body = mayor ? mayorOffice(city) : council(city);
  const district = official.district;
  const membership = {
    person_name: official.name,
    organization_id: body.id,
    organization_name: body.name,
    post_id: mayor ? mayorPostId(city) : district !== null ? councilPostId(city, district) : null,
    role: mayor ? 'Mayor' : 'Councilor',
    label: mayor ? 'Mayor' : district !== null ? `District ${district}` : official.position,
    division_id: mayor ? city.ocdDivision : district !== null ? districtDivisionId(city, district) : null,
    // pupa's membership schema takes a date or nothing, never null (issue 50): an unknown date is left out.
    ...(isFuzzyDate(official.term_start) ? { start_date: official.term_start } : {}),
    ...(isFuzzyDate(official.term_end) ? { end_date: official.term_end } : {}),
  };
  return {
    id: ocdId(city, 'person', official.id),
    name: official.name,
    ...(printedName ? { family_name: printedName } : {}),
    memberships: [membership],
    links: district !== null ? [{ url: `${ctx.publicUrl}/councilors/${district}`, note: `The District ${district} councilor's page on Civic Commons` }] : [],
    sources: [{ url: city.councilUrl, note: city.councilName }],
    extras: { civic_commons_id: official.id, district },
  };
}

/** The city and its council districts. */
export async function divisions(db: Kysely<Database>, city: CityConfig): Promise<OcdDivision[]> {
  const districts = await db.selectFrom('districts').select(['id', 'name']).orderBy('id').execute();
  const country = /country:([a-z]{2})/.exec(city.ocdDivision)![1]!;
  return [
    { id: city.ocdDivision, country, display_name: `${city.name}, ${city.state}`, children: districts.map((d) => districtDivisionId(city, d.id)) },
    ...districts.map((d) => ({ id: districtDivisionId(city, d.id), country, display_name: `${city.name} City Council ${d.name}`, children: [] })),
  ];
}
