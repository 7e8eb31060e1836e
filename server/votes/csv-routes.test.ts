/**
 * The CSV twins of the analytics routes, read back with a real CSV parser (csv-parse) and compared with the
 * JSON answers for the same question, on the hand-made council of vote-fixture.ts plus one meeting whose
 * title, item and motion would be spreadsheet formulas.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementMatrix, CompareResponse, CouncilorFigures, SplitVote } from '#contract/votes.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createVoteFixture } from './vote-fixture.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await createVoteFixture(ctx.db);
  // A split vote whose texts start like formulas: the file must not let a spreadsheet run them.
  await createMeeting(ctx.db, {
    title: '=HYPERLINK("http://example.com","M5")',
    meeting_date: '2024-11-06T23:00:00.000Z',
    topics: ['budget'],
    agenda_items: [{ item_number: 'R8', title: '+1 for "parks", and more', item_type: 'motion', vote_required: true }],
    voting_records: [
      {
        item_number: 'R8',
        motion: '-2 amendment @once',
        motion_kind: 'approve',
        moved_by: 'Adams',
        seconded_by: 'Baker',
        outcome: 'passed',
        votes: [
          { councilor: 'Adams', district: 1, vote: 'aye' },
          { councilor: 'Baker', district: 2, vote: 'nay' },
          { councilor: 'Diaz', district: 3, vote: 'aye' },
          { councilor: 'Evans', district: 4, vote: 'aye' },
        ],
      },
    ],
  });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject(`/api/v1/votes${url}`);

/** The CSV answer as records keyed by its header, after checking the response is a CSV download. */
async function csv(url: string, fileName: string): Promise<Record<string, string>[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(res.body.endsWith('\r\n')).toBe(true);
  return parse(res.body, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
}

/** What a JSON value reads as in the CSV: text that starts like a formula gets a leading apostrophe. */
const cell = (value: string | number | null) => (value === null ? '' : typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value));

const contextCells = (v: Omit<SplitVote, 'tally' | 'votes'>) => ({
  voting_record_id: cell(v.voting_record_id),
  meeting_id: cell(v.meeting_id),
  meeting_date: cell(v.meeting_date),
  meeting_title: cell(v.meeting_title),
  meeting_type: cell(v.meeting_type),
  item_number: cell(v.item_number),
  item_title: cell(v.item_title),
  motion: cell(v.motion),
  motion_kind: cell(v.motion_kind),
  outcome: cell(v.outcome),
});

describe('GET /api/v1/votes/split.csv', () => {
  it('holds every split vote of the JSON list, in its order, with tallies and roll calls', async () => {
    const json = (await get('/split?limit=100')).json<{ total: number; items: SplitVote[] }>();
    const rows = await csv('/split.csv', 'split-votes.csv');
    expect(rows).toHaveLength(json.total);
    expect(rows).toEqual(
      json.items.map((v) => ({
        ...contextCells(v),
        ayes: cell(v.tally.ayes),
        nays: cell(v.tally.nays),
        abstentions: cell(v.tally.abstentions),
        absences: cell(v.tally.absences),
        majority: cell(v.tally.majority),
        roll_call: v.votes.map((r) => `${r.councilor}: ${r.vote}`).join('; '),
      })),
    );
    // A tie has no majority: an empty field.
    expect(rows.find((r) => r.item_number === 'R3')).toMatchObject({ ayes: '2', nays: '2', majority: '' });
  });

  it('defuses text that a spreadsheet would run as a formula, and keeps quotes and commas', async () => {
    const row = (await csv('/split.csv', 'split-votes.csv'))[0]!;
    expect(row).toMatchObject({
      meeting_title: '\'=HYPERLINK("http://example.com","M5")',
      item_title: '\'+1 for "parks", and more',
      motion: "'-2 amendment @once",
    });
  });

  it('applies the filters of the list, however many pages they fill', async () => {
    for (const filters of ['councilor=Cole', 'councilor=Diaz&against_majority=true', 'topic=police&from=2024-01-01', 'meeting_type=public_works_committee']) {
      const json = (await get(`/split?${filters}&limit=1`)).json<{ total: number }>();
      const all = (await get(`/split?${filters}&limit=100`)).json<{ items: SplitVote[] }>();
      const rows = await csv(`/split.csv?${filters}`, 'split-votes.csv');
      expect(rows.map((r) => r.voting_record_id), filters).toEqual(all.items.map((v) => String(v.voting_record_id)));
      expect(rows, filters).toHaveLength(json.total);
    }
  });

  it('answers bad filters with a 400 in the error shape', async () => {
    const res = await get('/split.csv?against_majority=true');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/v1/votes/compare.csv', () => {
  it('lists every vote where the two differed, as the JSON comparison does', async () => {
    const json = (await get('/compare?a=Adams&b=Baker&limit=100')).json<CompareResponse>();
    const rows = await csv('/compare.csv?a=Adams&b=Baker', 'votes-Adams-and-Baker-differed.csv');
    expect(json.total).toBeGreaterThan(1);
    expect(rows).toEqual(json.items.map((v) => ({ ...contextCells(v), a: 'Adams', a_vote: v.a_vote, b: 'Baker', b_vote: v.b_vote })));
  });

  it('answers 404 for a councilor on no roll call and 400 for the same councilor twice', async () => {
    expect((await get('/compare.csv?a=Adams&b=Nobody')).statusCode).toBe(404);
    expect((await get('/compare.csv?a=Adams&b=Adams')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/votes/agreement.csv', () => {
  it('has one line per pair of the matrix', async () => {
    const json = (await get('/agreement')).json<AgreementMatrix>();
    const rows = await csv('/agreement.csv', 'agreement-matrix.csv');
    expect(rows).toEqual(json.pairs.map((p) => ({ a: p.a, b: p.b, shared: cell(p.shared), agreed: cell(p.agreed), share: cell(p.share) })));
    expect(rows.length).toBe(6);
  });
});

describe('GET /api/v1/votes/councilors/{name}/figures.csv', () => {
  it('gives the period figures, then attendance and votes against the majority per year', async () => {
    const json = (await get('/councilors/Adams')).json<CouncilorFigures>();
    const rows = await csv('/councilors/Adams/figures.csv', 'votes-Adams.csv');
    const line = (year: string, figure: string) => rows.find((r) => r.year === year && r.figure === figure);
    expect(line('', 'present_at_roll_calls')).toEqual({
      year: '',
      figure: 'present_at_roll_calls',
      count: cell(json.attendance.present),
      of: cell(json.attendance.roll_calls),
      rate: cell(json.attendance.rate),
    });
    expect(line('', 'against_majority')).toMatchObject({ count: cell(json.against_majority.count), of: cell(json.against_majority.of) });
    expect(line('', 'motions_moved')).toMatchObject({ count: cell(json.motions.moved), of: '', rate: '' });
    for (const y of json.by_year) {
      expect(line(String(y.year), 'present_at_roll_calls')).toMatchObject({ count: cell(y.present), of: cell(y.roll_calls), rate: cell(y.attendance_rate) });
      expect(line(String(y.year), 'against_majority')).toMatchObject({ count: cell(y.against_majority), of: cell(y.decided), rate: cell(y.against_rate) });
    }
    expect(rows).toHaveLength(9 + 2 * json.by_year.length);
  });

  it('narrows to a period and answers 404 for an unknown name', async () => {
    const rows = await csv('/councilors/Cole/figures.csv?to=2023-06-30', 'votes-Cole.csv');
    expect(rows.find((r) => r.year === '' && r.figure === 'present_at_roll_calls')).toMatchObject({ count: '2', of: '2', rate: '1' });
    expect((await get('/councilors/Nobody/figures.csv')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('names each CSV operation and declares its text/csv body', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json<{ paths: Record<string, { get: { operationId: string; responses: Record<string, { content?: object }> } }> }>();
    const operations = {
      '/api/v1/votes/split.csv': 'exportSplitVotesCsv',
      '/api/v1/votes/compare.csv': 'exportComparisonCsv',
      '/api/v1/votes/agreement.csv': 'exportAgreementMatrixCsv',
      '/api/v1/votes/councilors/{name}/figures.csv': 'exportCouncilorVoteFiguresCsv',
    };
    for (const [path, operationId] of Object.entries(operations)) {
      const get = doc.paths[path]?.get;
      expect(get?.operationId, path).toBe(operationId);
      expect(Object.keys(get!.responses['200']!.content ?? {}), path).toEqual(['text/csv']);
    }
  });
});
