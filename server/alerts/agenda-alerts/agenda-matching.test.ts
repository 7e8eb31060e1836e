import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { loadTopicMatchers, topicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import { itemWording, placedPoint, readItemPlaces } from '../../places/item-places.ts';
import { type AgendaItemRow, districtsNamed, itemKey, keywordPattern, matchItems, readItems } from './agenda-matching.ts';

const city = cityContext(DEFAULT_CITY_ID);
const zoning = topicMatchers(city, [{ slug: 'zoning-and-land-use', display_name: 'Zoning and Land Use', description: 'Rezoning requests and the zoning code.' }]);
const ctx = { topicNames: new Map([['zoning-and-land-use', 'Zoning and Land Use']]), councilors: new Map([[4, 'Laura Bellis']]) };
const row = (item_number: string, description: string, file_number: string | null = null) => ({
  id: Number(item_number),
  item_number,
  title: description.split('.')[0]!,
  description,
  file_number,
  vote_result: null,
});
/** The points ingestion would have stored for these rows (item-places.ts, without district polygons). */
const stored = (rows: AgendaItemRow[]) =>
  new Map(rows.map((r) => [r.id, readItemPlaces(itemWording(r), [], city).flatMap((p) => placedPoint(p) ?? [])]));
const read = (rows: AgendaItemRow[]) => readItems(rows, zoning, stored(rows));
const subscriber = (over: Partial<Parameters<typeof matchItems>[0]> = {}) => ({ id: 1, topicSlugs: [], keywords: [], district: null, followed: new Set<string>(), nearby: null, ...over });

describe('agenda matching', () => {
  it('reads the districts an item names, in the clerk\'s tag and in words', () => {
    expect([...districtsNamed('Appointment to the Human Rights Commission. (CD-4) [PW 8/6/25]')]).toEqual([4]);
    expect([...districtsNamed('Street work in Council District 2 and Districts 5 and 7')].sort()).toEqual([2, 5, 7]);
    expect([...districtsNamed('Travel authorization to attend the 2025 Chamber InterCity Visit')]).toEqual([]);
    // "CD" inside a word or a case number is no district.
    expect([...districtsNamed('Case No. CJ-2025-3293; ABCD-4 form')]).toEqual([]);
  });

  it('matches keywords as whole words or phrases, in any case', () => {
    expect(keywordPattern('park').test('a new park at 41st street')).toBe(true);
    expect(keywordPattern('park').test('parking garage')).toBe(false);
    expect(keywordPattern('Route 66').test('signage along route  66 corridor'.replace(/\s+/g, ' '))).toBe(true);
    expect(keywordPattern('c++ (x)').test('c++ (x) item')).toBe(true);
  });

  it('keys a matter by its file number, else by number and wording', () => {
    expect(itemKey({ item_number: '3', title: 'Rezoning', file_number: '25-592-1' })).toBe('file:25-592-1');
    expect(itemKey({ item_number: '3', title: 'Rezoning — Z-7820!', file_number: null })).toBe('item:3:rezoning z 7820');
  });

  it('lists every reason an item concerns a subscriber, and leaves out items that concern them not', () => {
    const items = read(
      [
        row('1', 'Call to Order.'),
        row('2', 'Whitney Cipolla – Appointment to the Human Rights Commission. (CD-4) [PW 8/6/25] 25-650-1', '25-650-1'),
        row('3', 'Rezoning Application Z-7820 from RS-3 to IL for property on E. Newton St. (CD-3) 25-592-1', '25-592-1'),
        row('4', 'Discussion regarding Downtown curfew enforcement requested by Councilor Bellis. 25-649-1', '25-649-1'),
      ],
    );
    expect(items.map((i) => i.item_number)).toEqual(['2', '3', '4']);
    const found = matchItems(
      subscriber({ topicSlugs: ['zoning-and-land-use'], keywords: ['Curfew'], district: 4, followed: new Set(['25-592-1']) }),
      items,
      ctx,
    );
    expect(found.map((m) => [m.item.item_number, m.reasons])).toEqual([
      ['2', [{ by: 'district', name: 'District 4' }]],
      ['3', [{ by: 'followed', name: '25-592-1' }, { by: 'topic', name: 'Zoning and Land Use' }]],
      ['4', [{ by: 'keyword', name: 'Curfew' }, { by: 'councilor', name: 'Laura Bellis' }]],
    ]);
    expect(matchItems(subscriber({ keywords: ['budget'], district: 9 }), items, ctx)).toEqual([]);
  });

  it('gives an item the topic its wording names squarely, even past its three strongest', () => {
    // The Public Works agenda's item 10 as printed (August 6, 2025): downtown, traffic and code enforcement outscore
    // Police, but "curfew" is the catalogue's signal for Police.
    const [item] = readItems(
      [row('10', 'Discussion with the Commissioner of Public Safety, or her designee, regarding updates on results and statistics from Downtown curfew enforcement. (Dutton) [PW 8/6/25] 25-649-1', '25-649-1')],
      loadTopicMatchers(city),
      new Map(),
    );
    expect(item!.topics.has('police')).toBe(true);
    expect(item!.topics.has('downtown-and-districts')).toBe(true);
  });

  it('never matches a pulled item', () => {
    const items = read([{ ...row('5', 'Rezoning Application Z-7000. (CD-4)'), vote_result: 'pulled' }]);
    expect(items).toEqual([]);
  });

  it('alerts "my block" for an item that names a place within the radius, with the distance, and not beyond it', () => {
    const items = read(
      [
        row('5', 'Rezoning Application Z-7900 for property located at 1243 S. Quaker Ave. from RS-3 to RM-1. (CD-4)'),
        row('6', 'Sanitary sewer easement at 8621 E. Skelly Dr. (CD-5)'),
        row('7', 'Resolution adopting the 2026 legislative agenda of the city.'),
      ],
    );
    const quaker = items[0]!.points[0]!;
    // A saved point about 150 m north of 1243 S. Quaker Ave.
    const near = { lat: quaker.lat + 0.00135, lng: quaker.lng };
    const block = matchItems(subscriber({ nearby: { ...near, radiusMeters: 91 } }), items, ctx);
    expect(block).toEqual([]);
    const quarterMile = matchItems(subscriber({ nearby: { ...near, radiusMeters: 402 } }), items, ctx);
    expect(quarterMile.map((m) => [m.item.item_number, m.reasons])).toEqual([
      ['5', [{ by: 'nearby', name: '1243 S. Quaker Ave.', meters: 150 }]],
    ]);
    // An item that names no place is never near anyone (no district or city centre stands in for it).
    expect(items[2]!.points).toEqual([]);
  });
});
