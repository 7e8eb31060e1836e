/**
 * Roll-call names linked to the officials who carry them, over the city's own record: every councilor in
 * officials.csv must be linked to the name the minutes print for their district, two-word surnames included
 * ("Decter Wright" for Lori Decter Wright, District 7), so every vote event's `voter_id` of a sitting councilor
 * resolves to a person.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { readOfficialRows } from '../city-data/officials-file.ts';
import { linkRollCallNames } from './ocd-people.ts';

type Printed = { councilor: string; district: number | null };

/** Every {councilor, district} roll-call entry found anywhere in a meeting file of the city's data. */
function rollCallEntries(value: unknown, into: Printed[] = []): Printed[] {
  if (Array.isArray(value)) value.forEach((v) => rollCallEntries(v, into));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.councilor === 'string' && 'district' in record) into.push({ councilor: record.councilor, district: (record.district as number | null) ?? null });
    else Object.values(record).forEach((v) => rollCallEntries(v, into));
  }
  return into;
}

const official = (id: number, name: string, district: number | null) => ({ id, name, position: 'Councilor', district, term_start: null, term_end: null });

describe('linking roll-call names to officials', () => {
  it('links every councilor of officials.csv to the name the city minutes print for their district', () => {
    const folder = cityContext('tulsa').dataFile('meetings');
    const printed = fs.readdirSync(folder).filter((f) => f.endsWith('.json')).flatMap((f) => rollCallEntries(JSON.parse(fs.readFileSync(`${folder}/${f}`, 'utf8'))));
    const councilors = readOfficialRows(cityContext('tulsa')).filter((r) => r.role === 'councilor');
    const officials = councilors.map((r, i) => official(i + 1, r.name!, Number(r.district)));
    const linked = linkRollCallNames(officials, printed);
    const inMinutes = councilors.filter((r) => printed.some((p) => p.councilor === r.roll_call_surname && p.district === Number(r.district)));
    const expected = new Map(inMinutes.map((r) => [officials.find((o) => o.name === r.name)!.id, r.roll_call_surname!] as const));
    expect(expected.get(officials.find((o) => o.name === 'Lori Decter Wright')!.id), 'District 7 prints in the minutes').toBe('Decter Wright');
    expect(linked).toEqual(expected);
  });

  it('matches a surname of several words as whole words in order, with a hyphen or a space', () => {
    const officials = [official(7, 'Lori Decter Wright', 7), official(1, 'Vanessa Hall-Harper', 1)];
    expect(linkRollCallNames(officials, [{ councilor: 'Decter Wright', district: 7 }, { councilor: 'Hall Harper', district: 1 }])).toEqual(new Map([[7, 'Decter Wright'], [1, 'Hall Harper']]));
    expect(linkRollCallNames(officials, [{ councilor: 'Decter-Wright', district: 7 }]).get(7)).toBe('Decter-Wright');
    // Not a word of the name, words out of order, or the right name in another district: no link.
    expect(linkRollCallNames(officials, [{ councilor: 'Wrightson', district: 7 }, { councilor: 'Wright Decter', district: 7 }, { councilor: 'Decter Wright', district: 1 }]).size).toBe(0);
  });
});
