/**
 * The council's people and bodies, from the source itself (decision 160): `/bodies` (the council and its
 * committees), `/persons` and the office records (`/officerecords`: who held a seat on which body, from when to
 * when), each read incrementally by its modification time (a cursor per source, `<source>#people`) and kept in
 * `upstream_bodies`, `upstream_people` and `upstream_seats`. The office records are read as one list, not person by
 * person: a record changes without its person's modification time moving (116 of the mirror's 254 people), and one
 * list is a few requests where 254 would be 254.
 *
 * What reads them: the district a voter sat for on the day of a vote. A council seat (a record on one of the
 * city's `councilBodyIds`) held that day, and the person's district as the city's `districtPatterns` find it in the
 * person's e-mail or web page. A person the records do not know, or whose district no pattern finds, falls back to
 * the city's roll-call periods by name, else has no district: nothing guessed.
 */
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../../db/database.ts';
import type { LegistarClient } from './legistar-client.ts';
import type { VoterDistrict } from './legistar-meeting.ts';
import { legistarBodySchema, legistarOfficeRecordSchema, legistarPersonSchema, parseRows } from './legistar-rows.ts';

export interface PeopleReport {
  bodies: number;
  people: number;
  seats: number;
}

const odataTime = (iso: string) => `datetime'${iso.replace(/Z$/, '')}'`;
const newest = (values: (string | null | undefined)[]) => values.reduce<string | null>((max, v) => (v && (max === null || v > max) ? v : max), null);

/** Reads the bodies, and the people and office records changed since the last read; stores them. */
export async function syncPeople(db: AppDatabase, client: LegistarClient, source: string, now: Date): Promise<PeopleReport> {
  const cursorName = `${source}#people`;
  const cursor = (await db.selectFrom('upstream_cursors').select('modified_since').where('source', '=', cursorName).executeTakeFirst())?.modified_since ?? null;
  const since = (field: string): Record<string, string> => (cursor ? { $filter: `${field} gt ${odataTime(cursor)}` } : {});
  const [bodies, people, seats] = await Promise.all([
    client.list('/bodies').then((rows) => parseRows(legistarBodySchema, rows, 'bodies')),
    client.list('/persons', since('PersonLastModifiedUtc')).then((rows) => parseRows(legistarPersonSchema, rows, 'persons')),
    client.list('/officerecords', since('OfficeRecordLastModifiedUtc')).then((rows) => parseRows(legistarOfficeRecordSchema, rows, 'office records')),
  ]);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const b of bodies) {
      const row = { name: b.BodyName.trim(), type_name: b.BodyTypeName ?? null, active: b.BodyActiveFlag ?? null, updated_at: at };
      await trx.insertInto('upstream_bodies').values({ upstream_source: source, upstream_id: String(b.BodyId), ...row }).onConflict((oc) => oc.columns(['upstream_source', 'upstream_id']).doUpdateSet(row)).execute();
    }
    for (const p of people) {
      const row = { full_name: p.PersonFullName.trim(), email: p.PersonEmail?.trim() || null, www: p.PersonWWW?.trim() || null, active: p.PersonActiveFlag ?? null, modified_at: p.PersonLastModifiedUtc ?? null, updated_at: at };
      await trx.insertInto('upstream_people').values({ upstream_source: source, upstream_id: String(p.PersonId), ...row }).onConflict((oc) => oc.columns(['upstream_source', 'upstream_id']).doUpdateSet(row)).execute();
    }
    for (const o of seats) {
      const row = {
        person_id: String(o.OfficeRecordPersonId),
        body_id: String(o.OfficeRecordBodyId),
        body_name: o.OfficeRecordBodyName?.trim() ?? null,
        title: o.OfficeRecordTitle ?? null,
        member_type: o.OfficeRecordMemberType ?? null,
        full_name: o.OfficeRecordFullName?.trim() ?? null,
        start_date: o.OfficeRecordStartDate?.slice(0, 10) ?? null,
        end_date: o.OfficeRecordEndDate?.slice(0, 10) ?? null,
        modified_at: o.OfficeRecordLastModifiedUtc ?? null,
        updated_at: at,
      };
      await trx.insertInto('upstream_seats').values({ upstream_source: source, upstream_id: String(o.OfficeRecordId), ...row }).onConflict((oc) => oc.columns(['upstream_source', 'upstream_id']).doUpdateSet(row)).execute();
    }
    const moved = newest([cursor, ...people.map((p) => p.PersonLastModifiedUtc), ...seats.map((o) => o.OfficeRecordLastModifiedUtc)]);
    if (moved && moved !== cursor) {
      await trx
        .insertInto('upstream_cursors')
        .values({ source: cursorName, modified_since: moved, updated_at: at })
        .onConflict((oc) => oc.column('source').doUpdateSet({ modified_since: moved, updated_at: at }))
        .execute();
    }
  });
  return { bodies: bodies.length, people: people.length, seats: seats.length };
}

/** The district in a person's e-mail or web page, by the city's patterns; null when none says. */
export function districtInPersonRecord(patterns: RegExp[], person: { email: string | null; www: string | null }): number | null {
  for (const field of [person.email, person.www]) {
    for (const pattern of patterns) {
      const m = field ? pattern.exec(field.trim()) : null;
      if (m?.[1]) return Number(m[1]);
    }
  }
  return null;
}

/**
 * The district a voter sat for on a day, from the stored office records: a council seat held that day by the
 * voter's person id, and that person's district. `byName` answers the rest (the city's roll-call periods).
 */
export async function seatedDistricts(db: AppDatabase, city: CityContext, source: string, byName: VoterDistrict): Promise<VoterDistrict> {
  const councilBodies = (city.config.legistar?.councilBodyIds ?? []).map(String);
  const patterns = (city.config.legistar?.districtPatterns ?? []).map((p) => new RegExp(p, 'i'));
  if (councilBodies.length === 0 || patterns.length === 0) return byName;
  const rows = await db
    .selectFrom('upstream_seats')
    .innerJoin('upstream_people', (join) => join.onRef('upstream_people.upstream_source', '=', 'upstream_seats.upstream_source').onRef('upstream_people.upstream_id', '=', 'upstream_seats.person_id'))
    .select(['upstream_seats.person_id', 'upstream_seats.start_date', 'upstream_seats.end_date', 'upstream_people.email', 'upstream_people.www'])
    .where('upstream_seats.upstream_source', '=', source)
    .where('upstream_seats.body_id', 'in', councilBodies)
    .execute();
  const seats = new Map<string, { from: string; to: string; district: number }[]>();
  for (const r of rows) {
    const district = districtInPersonRecord(patterns, r);
    if (district === null || !r.start_date) continue;
    const list = seats.get(r.person_id) ?? [];
    list.push({ from: r.start_date, to: r.end_date ?? '9999-12-31', district });
    seats.set(r.person_id, list);
  }
  return (personId, name, day) => {
    const held = personId === null ? undefined : seats.get(String(personId))?.find((s) => s.from <= day && day <= s.to);
    return held ? held.district : byName(personId, name, day);
  };
}
