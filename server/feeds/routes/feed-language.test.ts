/**
 * Feeds in Spanish (`?lang=es`, issue 34), read by real parsers (rss-parser, ical.js): the feed's own wording
 * (titles, labels, dates, vote words, `<language>`, the calendar's NAME) is Spanish; the record's English text
 * stays as the record says it, marked as English (in words, and by LANGUAGE=en on a calendar event's SUMMARY);
 * English stays the default, each language is cached apart, and another language is refused with a 400.
 */
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REZONING_FILE, seedDecidedRezoning } from '../feed-test-record.ts';

const parser = new Parser();
const FILE = REZONING_FILE;
let ctx: TestApp;
let planningId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  const at = (iso: string) => new Date(iso);
  await seedDecidedRezoning(ctx.db, 'Regular Council Meeting');
  planningId = await createMeeting(ctx.db, {
    title: 'Planning Commission',
    meeting_type: 'planning_commission',
    status: 'scheduled',
    document_type: 'agenda',
    summary: 'The commission will take up the Peoria rezoning.',
    meeting_date: '2026-12-02T16:00:00.000Z',
    agenda_items: [{ item_number: '3', title: 'Rezoning on Peoria (continued)', item_type: 'ordinance', file_number: FILE }],
  }, at('2026-11-10T12:00:00.000Z'));
});
afterAll(() => ctx.close());

async function rss(url: string) {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, feed: await parser.parseString(res.body) };
}

function calendar(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  const events = vcalendar.getAllSubcomponents('vevent');
  return { name: vcalendar.getFirstProperty('name')!, events };
}

describe('feeds with ?lang=es', () => {
  it('the meetings feed: Spanish title, labels and dates, the English summary marked, the record title as it is', async () => {
    const { body, feed } = await rss('/api/v1/feeds/meetings.rss?lang=es');
    expect(feed.title).toBe('Reuniones del Concejo Municipal de Tulsa');
    expect(feed.language).toBe('es-us');
    expect(body).toContain('<atom:link href="https://civic.example/api/v1/feeds/meetings.rss?lang=es" rel="self"');
    const council = feed.items.find((i) => i.title === 'Regular Council Meeting')!;
    expect(council.content).toContain('23 de octubre de 2024');
    expect(council.content).toContain('Actas publicadas.');
    expect(council.content).toContain('Resumen en inglés: The Council rezoned a lot on Peoria Avenue.');
    expect(council.categories).toContain('Concejo Municipal');
    const planning = feed.items.find((i) => i.title === 'Planning Commission')!;
    expect(planning.content).toContain('Agenda publicada.');
  });

  it('stays English without it, and each language is built and cached apart', async () => {
    await rss('/api/v1/feeds/meetings.rss?lang=es');
    const { feed } = await rss('/api/v1/feeds/meetings.rss');
    expect(feed.title).toBe('Tulsa City Council meetings');
    expect(feed.language).toBe('en-us');
    const council = feed.items.find((i) => i.title === 'Regular Council Meeting')!;
    expect(council.content).toContain('Minutes published.');
    expect(council.content).toContain('The Council rezoned a lot on Peoria Avenue.');
    expect(council.content).not.toContain('inglés');
    // The topic and councilor feeds are cached: English after Spanish must still be English.
    await rss('/api/v1/feeds/topics/zoning-and-land-use.rss?lang=es');
    expect((await rss('/api/v1/feeds/topics/zoning-and-land-use.rss')).feed.title).toBe('Tulsa City Council meetings on Zoning and Land Use');
  });

  it('the topic, councilor and item feeds: Spanish wording, vote words and results; item titles marked as English', async () => {
    expect((await rss('/api/v1/feeds/topics/zoning-and-land-use.rss?lang=es')).feed.title).toBe('Reuniones del Concejo Municipal de Tulsa sobre Zoning and Land Use');
    const councilor = await rss('/api/v1/feeds/councilors/4.rss?lang=es');
    expect(councilor.feed.title).toBe('Cómo votó Laura Bellis (Distrito 4)');
    expect(councilor.feed.items[0]!.title).toBe('Regular Council Meeting: 1 voto');
    expect(councilor.feed.items[0]!.content).toContain('7.a. Rezoning on Peoria: Bellis votó a favor; la moción fue aprobada.');
    const item = await rss(`/api/v1/feeds/items/${FILE}.rss?lang=es`);
    expect(item.feed.title).toBe(`Punto ${FILE}: Título oficial, en inglés: Rezoning on Peoria (continued)`);
    expect(item.feed.items.map((i) => i.title)).toEqual(['Planning Commission: punto 3', 'Regular Council Meeting: punto 7.a.']);
    expect(item.feed.items[0]!.content).toContain('Título oficial, en inglés: Rezoning on Peoria (continued)');
    expect(item.feed.items[0]!.content).toContain('En la agenda; todavía sin resultado.');
    expect(item.feed.items[1]!.content).toContain('Resultado: Passed.');
  });

  it('the calendars: a Spanish NAME marked LANGUAGE=es, each event SUMMARY marked LANGUAGE=en, the summary marked in words', async () => {
    const body = calendar((await ctx.app.inject({ url: '/api/v1/feeds/bodies/planning_commission.ics?lang=es' })).body);
    expect(body.name.getFirstValue()).toBe('Reuniones de Comisión de Planificación');
    expect(body.name.getParameter('language')).toBe('es');
    const [event] = body.events;
    expect(event!.getFirstPropertyValue('summary')).toBe('Planning Commission');
    expect(event!.getFirstProperty('summary')!.getParameter('language')).toBe('en');
    expect(event!.getFirstPropertyValue('description')).toContain('Resumen en inglés: The commission will take up the Peoria rezoning.');
    const item = calendar((await ctx.app.inject({ url: `/api/v1/feeds/items/${FILE}.ics?lang=es` })).body);
    // ical.js does not know RFC 7986's NAME, so it hands back the TEXT value as escaped (a comma as \,).
    expect(item.name.getFirstValue()).toBe(`Punto ${FILE}: Título oficial\\, en inglés: Rezoning on Peoria (continued)`);
    expect(item.events).toHaveLength(2);
    // In English, nothing is marked: the calendar's language and the record's are the same.
    const english = calendar((await ctx.app.inject({ url: '/api/v1/feeds/bodies/planning_commission.ics' })).body);
    expect(english.name.getFirstValue()).toBe('Planning Commission meetings');
    expect(english.name.getParameter('language')).toBeUndefined();
    expect(english.events[0]!.getFirstProperty('summary')!.getParameter('language')).toBeUndefined();
  });

  it("the subscription calendar and a meeting's file: Spanish notes; the file keeps the meeting's own title as its name", async () => {
    const all = calendar((await ctx.app.inject({ url: '/api/v1/meetings/calendar.ics?lang=es' })).body);
    expect(all.name.getFirstValue()).toBe('Reuniones del Concejo Municipal de Tulsa');
    expect(all.name.getParameter('language')).toBe('es');
    // From a year ago onwards: the 2024 meeting is out of this calendar's window.
    expect(all.events.map((e) => [e.getFirstPropertyValue('summary'), e.getFirstProperty('summary')!.getParameter('language')])).toEqual([['Planning Commission', 'en']]);
    expect(calendar((await ctx.app.inject({ url: '/api/v1/meetings/calendar.ics' })).body).name.getFirstValue()).toBe('Tulsa City Council meetings');
    const one = calendar((await ctx.app.inject({ url: `/api/v1/meetings/${planningId}.ics?lang=es` })).body);
    expect(one.name.getFirstValue()).toBe('Planning Commission');
    expect(one.name.getParameter('language')).toBeUndefined();
    expect(one.events[0]!.getFirstPropertyValue('description')).toContain('Resumen en inglés: The commission will take up the Peoria rezoning.');
  });

  it('refuses a language it does not have with a 400', async () => {
    for (const url of ['/api/v1/feeds/meetings.rss', '/api/v1/feeds/topics/zoning-and-land-use.rss', '/api/v1/feeds/councilors/4.rss', `/api/v1/feeds/items/${FILE}.rss`, `/api/v1/feeds/items/${FILE}.ics`, '/api/v1/feeds/bodies/planning_commission.ics', '/api/v1/meetings/calendar.ics']) {
      const res = await ctx.app.inject({ url: `${url}?lang=fr` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
