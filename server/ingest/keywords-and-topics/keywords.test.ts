import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { buildMeetingInput } from '../pipeline/build-meeting.ts';
import { extractKeywords } from './keywords.ts';
import { parseMinutes, type ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';

const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes');
const files = fs.readdirSync(bundled).filter((f) => f.endsWith('.pdf')).sort();
const parsed = new Map<string, ParsedMinutes>();
const keywords = new Map<string, string[]>();
const city = cityContext(DEFAULT_CITY_ID);

beforeAll(async () => {
  for (const file of files) {
    const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(bundled, file))));
    const minutes = parseMinutes(text.pages, file);
    parsed.set(file, minutes);
    keywords.set(file, buildMeetingInput(minutes, { city, fileName: file, checksum: 'x', topics: [] }).keywords ?? []);
  }
});

const ZONING_CASE = /^(Z|PUD|ZCA|MPD|CPA)-\d/;

describe('keywords from the bundled minutes', () => {
  it('names what the items are about: zoning cases, bodies, places, programs, events', () => {
    expect(keywords.get('24-1158-2_2024-12-04_5PM_Minutes.pdf')).toEqual(
      expect.arrayContaining(['Z-7792', 'Sales Tax Overview Committee', 'Port of Catoosa Facilities Authority', 'George Kaiser Family Foundation']),
    );
    expect(keywords.get('25-12-3_2024-12-11_5PM_Minutes.pdf')).toEqual(
      expect.arrayContaining(['Z-7792', 'Z-7793', 'Z-7794', 'Oxley Nature Center', 'National Fire Academy', 'Tulsa Geological Society']),
    );
    expect(keywords.get('25-42-2_2024-12-18_5PM_Minutes.pdf')).toEqual(
      expect.arrayContaining(['Dr. Martin Luther King, Jr. Parade', 'Rudisill Library Storm Improvements Project', 'Miami Fire Department']),
    );
    expect(keywords.get('24-1149-2_2024-11-20_5PM_Minutes.pdf')).toEqual(
      expect.arrayContaining(['Z-7775', 'Greater Tulsa Area African-American Affairs Commission', 'Municipal Employee Retirement Board']),
    );
    expect(keywords.get('25-12-1_2024-12-11_Special_Meeting_Minutes.pdf')).toContain('Anne and Henry Zarrow Foundation');
  });

  it('puts the most specific first: a zoning case number before the bodies and places', () => {
    const list = keywords.get('25-12-3_2024-12-11_5PM_Minutes.pdf')!;
    expect(list.slice(0, 3).every((k) => ZONING_CASE.test(k))).toBe(true);
    expect(keywords.get('24-1158-2_2024-12-04_5PM_Minutes.pdf')![0]).toBe('Z-7792');
  });

  it('gives a council meeting with a full agenda 5 to 10 keywords, deduplicated case-insensitively', () => {
    for (const [file, list] of keywords) {
      expect(list.length, file).toBeLessThanOrEqual(10);
      expect(new Set(list.map((k) => k.toLowerCase())).size, file).toBe(list.length);
      if (file.includes('5PM')) expect(list.length, file).toBeGreaterThanOrEqual(5);
    }
  });

  it('never gives boilerplate, vague phrases, bare words or directions', () => {
    const all = [...keywords.values()].flat();
    for (const bad of ['activities and processes', 'anticipated activities', 'East', 'fiscal year', 'budget', 'Event', 'Rezoning']) {
      expect(all.map((k) => k.toLowerCase())).not.toContain(bad.toLowerCase());
    }
    for (const k of all) {
      // One word is allowed only for a case number; anything else needs the words that say what it is.
      expect(k.split(' ').length >= 2 || ZONING_CASE.test(k), k).toBe(true);
      expect(k, k).not.toMatch(/\b(City Clerk|Council Administrator|Tulsa Revised Ordinances|Emergency Clause|motion|Councilor)\b/i);
    }
  });

  it("never gives people's names: councilors, staff, officers, speakers", () => {
    for (const [file, list] of keywords) {
      const minutes = parsed.get(file)!;
      const surnames = new Set([
        ...(minutes.attendance?.present ?? []),
        ...(minutes.attendance?.absent ?? []),
        ...minutes.votes.flatMap((v) => [v.moved_by, v.seconded_by, ...v.votes.map((x) => x.councilor)]),
      ].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase()));
      for (const k of list) {
        expect(surnames.has(k.toLowerCase()), `${file}: ${k}`).toBe(false);
        for (const s of surnames) expect(k.toLowerCase().split(/\s+/), `${file}: ${k}`).not.toContain(s);
        expect(k, `${file}: ${k}`).not.toMatch(/\b(Officer|Lieutenant|Sergeant|Chief|Mayor)\b/);
      }
    }
    // Names the earlier extractor picked out of these minutes.
    const all = [...keywords.values()].flat().join(' | ');
    for (const name of ['Ronni Lowman', 'Brian Wilson', 'Burns', 'Lakin', 'Lori Doring', 'Jeannie Cue', 'Sarah Davis']) {
      expect(all).not.toContain(name);
    }
  });
});

describe('extractKeywords on single items from the minutes', () => {
  it('skips an officer named after a title and keeps the court-free subject', () => {
    const item = {
      title: 'Enter Executive Session to discuss the request of Tulsa Police Officer Cody Riley for legal representation…',
      description:
        'Consider motion and vote to enter Executive Session pursuant to Title 25 O.S. Section 307(B)(4) to discuss the request of Tulsa Police Officer Cody Riley for legal representation in the matter of Case No. 22-CV-339, filed in the United States District Court for the Northern District of Oklahoma.',
    };
    expect(extractKeywords(city, [item])).toEqual([]);
  });

  it('reads an appointment for the body, not the appointee or the person replaced', () => {
    const text =
      'Steven R. Burrus – Appointment to Tulsa\'s Port of Catoosa Facilities Authority replacing Bryant J. Coffman; term expires October 31, 2027.';
    expect(extractKeywords(city, [{ title: text, description: text }])).toEqual(['Port of Catoosa Facilities Authority']);
  });

  it('reads a rezoning for its case number and streets, not the applicant', () => {
    const text =
      'Consideration and possible approval, adoption, denial, amendment or revision of Rezoning Ordinance Z-7677 from OL and CG to CG for property located north of the NE/c of E. 71st St. S. and S. Memorial Dr. requested by Mark Capron. (Property owners: Woodland Hills Mall, LLC, Attn: Steve Shea) (CD-7)';
    expect(extractKeywords(city, [{ title: text.slice(90), description: text }])).toEqual(['Z-7677', '71st Street', 'Memorial Drive']);
  });

  it('names a special event and its place', () => {
    const text =
      'Consideration and possible approval, adoption, denial, amendment or revision of a Special Event Application: Dia de los Muertos scheduled for November 4, 2022, at Guthrie Green, 111 E. Reconciliation Way. (CD-4)';
    expect(extractKeywords(city, [{ title: text, description: text }])).toEqual(['Dia de los Muertos', 'Guthrie Green', 'Reconciliation Way']);
  });
});
