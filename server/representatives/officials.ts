/**
 * Officials from the database, shaped as representatives. The council office comes from the city
 * configuration (its line is printed on every agenda), so it is marked verified; officials' emails and phones
 * are third-party claims until checked (`contact_verified = 0`) and the web says so.
 */
import type { Official, Representative } from '#contract/representatives.ts';
import type { CityConfig } from '#contract/city.ts';
import { officialSeatedOn, termCovers } from '../councilors/sitting-council.ts';
import type { AppDatabase } from '../db/database.ts';

const MAYOR_POSITION = 'Mayor';

/** The position text of a sitting councilor, as seeded. */
export function councilorPosition(district: number): string {
  return `Councilor, District ${district}`;
}

/** The council office as a contact: always included in lookups. */
export function councilOfficeContact(city: CityConfig): Representative {
  return {
    name: `${city.councilName} Office`,
    position: 'City Council Office',
    email: city.councilOffice.email,
    phone: city.councilOffice.phone,
    district: null,
    contact_verified: true,
  };
}

type OfficialRow = {
  id: number;
  name: string;
  position: string;
  district: number | null;
  email: string | null;
  phone: string | null;
  term_start: string | null;
  term_end: string | null;
  contact_verified: number;
};

function toRepresentative(row: OfficialRow): Representative {
  return {
    name: row.name,
    position: row.position,
    email: row.email,
    phone: row.phone,
    district: row.district,
    contact_verified: row.contact_verified === 1,
  };
}

/** Officials whose term covers the city-local `day`: a councilor-elect is not yet, a predecessor still is. */
function currentOfficials(db: AppDatabase, day: string) {
  return db
    .selectFrom('officials')
    .select(['id', 'name', 'position', 'district', 'email', 'phone', 'term_start', 'term_end', 'contact_verified'])
    .where(officialSeatedOn(day))
    .orderBy('term_start', 'desc');
}

/** The councilor of each district on the city-local `day`, by district number (the later-started term on an overlap). */
export async function currentCouncilors(db: AppDatabase, day: string): Promise<Map<number, Representative>> {
  const rows = await currentOfficials(db, day).where('district', 'is not', null).where('position', 'like', 'Councilor, District %').execute();
  const seated = new Map<number, Representative>();
  for (const row of rows) if (!seated.has(row.district!)) seated.set(row.district!, toRepresentative(row as OfficialRow));
  return seated;
}

/** The mayor and the council office: who every resident can write to, whatever the district. */
export async function generalContacts(db: AppDatabase, city: CityConfig, day: string): Promise<Representative[]> {
  const mayor = await currentOfficials(db, day).where('position', '=', MAYOR_POSITION).executeTakeFirst();
  return [...(mayor ? [toRepresentative(mayor as OfficialRow)] : []), councilOfficeContact(city)];
}

/** The district's councilor first, then the general contacts. */
export async function representativesFor(db: AppDatabase, city: CityConfig, district: number | null, day: string): Promise<Representative[]> {
  const general = await generalContacts(db, city, day);
  if (district === null) return general;
  const councilor = await currentOfficials(db, day)
    .where('district', '=', district)
    .where('position', '=', councilorPosition(district))
    .executeTakeFirst();
  return councilor ? [toRepresentative(councilor as OfficialRow), ...general] : general;
}

/** Officials with their terms, those seated on the city-local `day` first, then the others by most recent term. */
export async function listOfficials(db: AppDatabase, day: string, district?: number): Promise<Official[]> {
  let query = db
    .selectFrom('officials')
    .select(['id', 'name', 'position', 'district', 'email', 'phone', 'term_start', 'term_end', 'contact_verified']);
  if (district !== undefined) query = query.where('district', '=', district);
  const rows = (await query.execute()) as OfficialRow[];
  return rows
    .map((row) => ({ ...toRepresentative(row), id: row.id, term_start: row.term_start, term_end: row.term_end, current: termCovers(row, day) }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (a.district ?? 0) - (b.district ?? 0) ||
        (b.term_end ?? '').localeCompare(a.term_end ?? '') ||
        a.id - b.id,
    );
}
