/**
 * Pages a phone can afford (issue 52): the HTML of a server-rendered meeting page and councilor page, markup and
 * the state embedded for hydration together, against a budget, as build/route-budgets.ts holds the scripts to
 * theirs. Rendered by the real server-rendering bundle (built for this file, a few seconds) over an archive of a
 * realistic size: the city's hand-made meetings, each saved again on earlier dates until there are a couple of
 * hundred (the Tulsa archive has 229), so the list, the votes and the glossary are as long as a resident's. And a
 * meeting of a large council, as a Legistar city records one (New York's stated meetings: 146 to 828 items, 28 to
 * 39 roll calls of 51 members, a summary line per item), in English and in Spanish: 542,078 and 1,447,915
 * characters before the first screen was all a page carried (decision 260). `npm run bench:page-weight` weighs the
 * real archives of both cities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { seedCivicData } from '../seed/seed-civic.ts';
import { readMeetingSeeds } from '../seed/seed-meetings.ts';
import { pageParts } from '../test/page-parts.ts';
import { buildServerRendering } from '../test/ssr-build.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { fileNumberOf } from '../ingest/minutes-parser/agenda-item-text.ts';
import { motionKindOf } from '../ingest/minutes-parser/motions.ts';

/** Characters of HTML, the whole page (issue 52). */
const BUDGET = { meeting: 150_000, councilor: 100_000 };
const COPIES = 25;
const WEEK = 7 * 86_400_000;

let web: ReturnType<typeof buildServerRendering> | undefined;
let ctx: TestApp;
let richestId = 0;
let largeCouncilId = 0;

/** The hand-made meetings, `COPIES` times over on earlier weeks: returns the id of the one with most agenda items. */
async function seedArchive(app: TestApp): Promise<number> {
  const now = new Date(TEST_NOW);
  const seeds = readMeetingSeeds(app.app.city).filter((seed) => !seed.demo && seed.meeting_date);
  let best = { id: 0, items: -1 };
  for (let copy = 0; copy < COPIES; copy++) {
    for (const { days_from_now: _d, local_time: _t, demo: _demo, ...seed } of seeds) {
      const voting_records = seed.voting_records.map((v) => ({ ...v, motion_kind: v.motion_kind ?? motionKindOf(v.motion.replace(/^.*?\bmoved\s+/i, '')) }));
      const agenda_items = seed.agenda_items.map((i) => ({ ...i, file_number: fileNumberOf(i.description ?? i.title) }));
      const meeting_date = new Date(new Date(seed.meeting_date!).getTime() - copy * WEEK).toISOString();
      const id = await saveMeeting(app.db, { ...seed, agenda_items, voting_records, meeting_date, source: app.app.city.config.source.name }, { now, city: app.app.city });
      if (copy === 0 && agenda_items.length > best.items) best = { id, items: agenda_items.length };
    }
  }
  return best.id;
}

/** A stated meeting of a fifty-one-member council: 146 items, 28 roll calls, a summary line per item. */
async function seedLargeCouncilMeeting(app: TestApp): Promise<number> {
  const members = Array.from({ length: 51 }, (_, m) => ({ councilor: `Council Member ${m + 1}`, district: m + 1 }));
  const agenda_items = Array.from({ length: 146 }, (_, i) => ({
    item_number: String(i + 1),
    title: `A Local Law to amend the administrative code, in relation to requiring reports on street vending permits issued in district ${(i % 51) + 1}`,
    description: null,
    item_type: 'ordinance' as const,
    vote_required: i < 28,
    vote_result: i < 28 ? 'adopted' : null,
    file_number: `Int ${String(i + 1).padStart(4, '0')}-2025`,
  }));
  const voting_records = agenda_items.slice(0, 28).map((item, r) => ({
    item_number: item.item_number,
    motion: 'Approved by Council',
    motion_kind: 'approve' as const,
    outcome: 'passed' as const,
    votes: members.map((m, k) => ({ ...m, vote: (k === r ? 'nay' : k === 50 ? 'absent' : 'aye') as 'aye' | 'nay' | 'absent' })),
  }));
  return saveMeeting(
    app.db,
    {
      title: 'Stated Meeting',
      meeting_date: new Date(new Date(TEST_NOW).getTime() - 2 * WEEK).toISOString(),
      meeting_type: 'regular_council',
      status: 'completed',
      document_type: 'minutes',
      summary: 'The Council adopted 28 local laws and referred 118 items to its committees.',
      detailed_summary: agenda_items.map((i) => `${i.file_number}: ${i.title}. (${i.vote_result ? 'Approved by Council, 49 in favor, 1 against' : 'Referred to Comm by Council'}).`).join('\n'),
      agenda_items,
      voting_records,
      source: app.app.city.config.source.name,
    },
    { now: new Date(TEST_NOW), city: app.app.city },
  );
}

beforeAll(async () => {
  web = buildServerRendering();
  ctx = await createTestApp({ WEB_DIST_DIR: web.webDir });
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date(TEST_NOW) });
  richestId = await seedArchive(ctx);
  largeCouncilId = await seedLargeCouncilMeeting(ctx);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  web?.remove();
});

/** The page's size and, when over, where its characters go (the embedded state by query), for the message. */
async function weigh(url: string, language = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
  expect(res.statusCode, url).toBe(200);
  const page = pageParts(res.body);
  expect(page.state, `${url} is server-rendered`).toBeGreaterThan(0);
  const byQuery = page.queries.map((q) => `${q.key}: ${q.size}`).join('\n');
  return { ...page, html: res.body, report: `${url}: ${page.total} characters (markup ${page.markup}, state ${page.state})\n${byQuery}` };
}

describe('page weight', () => {
  it('a meeting page, with the list beside it and its glossary, stays under 150,000 characters', async () => {
    const page = await weigh(`/meetings/${richestId}`);
    expect(page.total, page.report).toBeLessThan(BUDGET.meeting);
  });

  it('a large council’s meeting stays under 150,000 characters in English and in Spanish, and still names who voted no', async () => {
    for (const language of ['en', 'es']) {
      const page = await weigh(`/meetings/${largeCouncilId}`, language);
      expect(page.total, `${language}: ${page.report}`).toBeLessThan(BUDGET.meeting);
    }
    const res = await ctx.app.inject({ method: 'GET', url: `/meetings/${largeCouncilId}`, headers: { accept: 'text/html' } });
    // The first roll call: 49 ayes, the one nay and the one absent named, every count said; all 146 items counted.
    expect(res.body).toMatch(/Aye 49 · Nay 1 · Absent 1/);
    expect(res.body).toContain('>Council Member 1</a>');
    expect(res.body).toContain('Show all 146 agenda items');
    expect(res.body).toContain('Show all 28 roll calls');
  });

  it('a large council’s meeting is also served whole (?whole=1), where its “Show all” links lead without JavaScript', async () => {
    const short = await weigh(`/meetings/${largeCouncilId}`);
    // The links to the rest name the whole page at the part they show; a Spanish page's keep its language.
    const whole = `/meetings/${largeCouncilId}?whole=1`;
    for (const anchor of ['detail-agenda', 'detail-votes', 'detail-detailed', 'vote-']) expect(short.html).toContain(`href="${whole}#${anchor}`);
    // And at its top, to print it or find a word in all of it.
    expect(short.html).toContain(`<a href="${whole}">The whole record on one page</a>`);
    const spanish = await weigh(`/meetings/${largeCouncilId}?lang=es`, 'es');
    expect(spanish.html).toContain(`href="/meetings/${largeCouncilId}?lang=es&amp;whole=1#detail-agenda"`);

    const res = await ctx.app.inject({ method: 'GET', url: whole, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    // Every item, every roll call with every member's vote, the whole detailed summary; nothing left to show.
    expect(res.body.match(/<li[^>]* id="item-\d+"/g)).toHaveLength(146);
    expect(res.body.match(/<tbody>/g)).toHaveLength(28);
    expect(res.body.match(/<th scope="row">Council Member \d+<\/th>/g)).toHaveLength(28 * 51);
    expect(res.body).toContain('Int 0146-2025: ');
    expect(res.body).not.toMatch(/Show all \d+|Show how all|Read the whole detailed summary|The whole record on one page/);
    // One page for search engines: the whole one names the meeting's own address.
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical(res.body)).toBe(canonical(short.html));
    expect(canonical(res.body)).not.toContain('whole');
  });

  it('the map page offers every district without carrying their outlines, which the map fetches in the browser', async () => {
    const page = await weigh('/map');
    expect(page.report).not.toContain('"districts"');
    const count = ctx.app.city.config.districtCount;
    expect(page.html).toContain(`<option value="${count}">`);
    expect(page.html).not.toContain(`<option value="${count + 1}">`);
  });

  it('a councilor page, with the councilor’s votes, stays under 100,000 characters', async () => {
    const page = await weigh('/councilors/4');
    expect(page.total, page.report).toBeLessThan(BUDGET.councilor);
  });
});
