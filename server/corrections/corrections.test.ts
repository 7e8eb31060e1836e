/**
 * "Report an error" end to end through the API on a real database: a reader's report (validation, per-IP limit),
 * the admin queue (admins only), accepting with a correction or dismissing, the public log, and a correction
 * that survives re-ingesting the same minutes PDF, with and without a forced re-parse.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReportsResponse, CorrectionsLogResponse, ErrorReport } from '#contract/corrections.ts';
import type { CouncilorVotesResponse, MeetingDetail } from '#contract/meetings.ts';
import { type IngestContext, ingestPdf } from '../ingest/pipeline/ingest-file.ts';
import { bearer, registerAndLogin, type TestAccount } from '../test/auth-helpers.ts';
import { createMeeting, forgetReadChecksums } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const FOUR_PM = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const pdfBytes = () => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../../city/tulsa/data/minutes', FOUR_PM)));

let ctx: TestApp;
let ingest: IngestContext;
let admin: TestAccount;
let resident: TestAccount;
let meetingId: number;
let ip = 0;

/** Each call from its own address, so the per-IP limit is only met where a test means to meet it. */
function report(payload: unknown, remoteAddress = `10.9.0.${++ip}`) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/reports', payload: payload as object, remoteAddress });
}

async function fileReport(payload: Record<string, unknown>): Promise<number> {
  const res = await report({ meeting_id: meetingId, message: 'This does not match the minutes.', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const accept = (id: number, payload: unknown, token = admin.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reports/${id}/accept`, headers: bearer(token), payload: payload as object });

const meeting = async () => (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}` })).json<MeetingDetail>();

async function districtVotes(district: number): Promise<CouncilorVotesResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/councilors/${district}/votes` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  ingest = { city: cityContext(DEFAULT_CITY_ID), db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: [] };
  const result = await ingestPdf(ingest, FOUR_PM, pdfBytes());
  expect(result.status).toBe('created');
  meetingId = result.meetingId!;
  await ctx.db.insertInto('districts').values({ id: 2, name: 'District 2', geometry: '{"type":"Polygon","coordinates":[]}' }).execute();
  admin = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  resident = await registerAndLogin(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /reports', () => {
  it('files an anonymous report on each kind of target, with or without an email', async () => {
    const detail = await meeting();
    const item = detail.agenda_items[0]!;
    for (const payload of [
      { target: 'meeting' },
      { target: 'summary', email: 'reader@example.org' },
      { target: 'item', item_number: item.item_number },
      { target: 'vote', vote_position: detail.voting_records.length - 1 },
    ]) {
      const res = await report({ meeting_id: meetingId, message: 'The minutes say otherwise.', ...payload });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: expect.any(Number), status: 'open' });
    }
    const stored = await ctx.db.selectFrom('error_reports').selectAll().where('target', '=', 'vote').executeTakeFirstOrThrow();
    // The vote's item is read from the record, not from what the browser sent.
    expect(stored.item_number).toBe(detail.voting_records.at(-1)!.item_number);
    expect(stored.email).toBeNull();
  });

  it('refuses bad input with 4xx in the error shape and stores nothing', async () => {
    const before = await ctx.db.selectFrom('error_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const base = { meeting_id: meetingId, target: 'meeting', message: 'Wrong date in the heading.' };
    const cases: [unknown, number, string?][] = [
      [{ ...base, message: '' }, 400, 'message'],
      [{ ...base, message: 'no' }, 400, 'message'],
      [{ ...base, message: 'x'.repeat(2001) }, 400, 'message'],
      [{ ...base, email: 'not-an-email' }, 400, 'email'],
      [{ ...base, target: 'everything' }, 400, 'target'],
      [{ ...base, target: 'item' }, 400, 'item_number'],
      [{ ...base, target: 'vote' }, 400, 'vote_position'],
      [{ ...base, target: 'item', item_number: 'no-such-item' }, 400, 'item_number'],
      [{ ...base, target: 'vote', vote_position: 999 }, 400, 'vote_position'],
      [{ ...base, target: 'vote', vote_position: -1 }, 400, 'vote_position'],
      [{ ...base, meeting_id: 2_147_483_647 }, 404],
      [{ ...base, meeting_id: 'one' }, 400, 'meeting_id'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await report(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = res.json<{ error: { code: string; message: string; details?: { field: string }[] } }>();
      expect(body.error.message).toEqual(expect.any(String));
      if (field) expect(body.error.details?.map((d) => d.field)).toContain(field);
    }
    const raw = await ctx.app.inject({ method: 'POST', url: '/api/v1/reports', headers: { 'content-type': 'application/json' }, payload: '{"meeting_id":', remoteAddress: '10.9.9.9' });
    expect(raw.statusCode).toBe(400);
    const after = await ctx.db.selectFrom('error_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits each IP to 10 reports an hour, with Retry-After, and lets them in again after the window', async () => {
    const payload = { meeting_id: meetingId, target: 'meeting', message: 'Another problem with the record.' };
    for (let i = 0; i < 10; i++) expect((await report(payload, '10.8.0.1')).statusCode).toBe(201);
    const limited = await report(payload, '10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(payload, '10.8.0.2')).statusCode).toBe(201);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    expect((await report(payload, '10.8.0.1')).statusCode).toBe(201);
  });
});

describe('the admin queue', () => {
  it('is for admins only', async () => {
    const id = await fileReport({ target: 'meeting' });
    for (const [headers, status] of [
      [{}, 401],
      [bearer(resident.token), 403],
    ] as const) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reports', headers })).statusCode).toBe(status);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reports/${id}/dismiss`, headers })).statusCode).toBe(status);
      const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reports/${id}/accept`, headers, payload: { field: 'summary', new_value: 'x', note: 'y' } });
      expect(res.statusCode).toBe(status);
    }
    const still = await ctx.db.selectFrom('error_reports').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
  });

  it('lists open reports oldest first with their meeting, and filters by status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reports?limit=5', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminReportsResponse>();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items).toHaveLength(5);
    expect(page.items.map((r) => r.id)).toEqual([...page.items.map((r) => r.id)].sort((a, b) => a - b));
    expect(page.items[1]).toMatchObject({ status: 'open', meeting_id: meetingId, email: 'reader@example.org', target: 'summary', correction: null });
    expect(page.items[0]!.meeting_title).toContain('December 4, 2024');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reports?status=closed', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(400);
  });

  it('dismisses a report once; a reviewed or unknown report cannot be reviewed again', async () => {
    const id = await fileReport({ target: 'meeting' });
    const dismiss = () => ctx.app.inject({ method: 'POST', url: `/api/v1/admin/reports/${id}/dismiss`, headers: bearer(admin.token) });
    const first = await dismiss();
    expect(first.statusCode).toBe(200);
    expect(first.json<ErrorReport>()).toMatchObject({ id, status: 'dismissed', resolved_at: expect.any(String), correction: null });
    expect((await dismiss()).statusCode).toBe(409);
    expect((await accept(id, { field: 'summary', new_value: 'New text.', note: 'n' })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/reports/999999/dismiss', headers: bearer(admin.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/reports/abc/dismiss', headers: bearer(admin.token) })).statusCode).toBe(400);
    const dismissed = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reports?status=dismissed', headers: bearer(admin.token) });
    expect(dismissed.json<AdminReportsResponse>().items.map((r) => r.id)).toContain(id);
  });

  it('refuses a correction that does not fit, and leaves the report open', async () => {
    const id = await fileReport({ target: 'vote', vote_position: 0 });
    const cases: [unknown, string][] = [
      [{ field: 'vote_outcome', new_value: 'approved', note: 'Minutes.' }, 'new_value'],
      [{ field: 'councilor_vote', new_value: 'nay', note: 'Minutes.' }, 'councilor'],
      [{ field: 'councilor_vote', new_value: 'maybe', note: 'Minutes.', councilor: 'Archie' }, 'new_value'],
      [{ field: 'councilor_vote', new_value: 'nay', note: 'Minutes.', councilor: 'Nobody' }, 'councilor'],
      [{ field: 'vote_outcome', new_value: 'passed', note: 'Minutes.' }, 'new_value'],
      [{ field: 'vote_outcome', new_value: 'failed', note: '' }, 'note'],
      [{ field: 'vote_outcome', new_value: 'failed', note: 'Minutes.', vote_position: 500 }, 'vote_position'],
      [{ field: 'item_vote_result', new_value: 'passed', note: 'Minutes.', item_number: 'nope' }, 'item_number'],
      [{ field: 'colour', new_value: 'red', note: 'Minutes.' }, 'field'],
    ];
    for (const [payload, field] of cases) {
      const res = await accept(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const row = await ctx.db.selectFrom('error_reports').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await ctx.db.selectFrom('record_corrections').select('id').where('report_id', '=', id).execute()).toEqual([]);
  });

  it("refuses an item result that is not one of the record's classes, naming the field and the classes", async () => {
    const item = (await meeting()).agenda_items.find((i) => i.vote_result)!;
    const id = await fileReport({ target: 'item', item_number: item.item_number });
    // "8-0" once replaced "passed": a tally, not a result any page, filter or feed can read.
    for (const newValue of ['8-0', 'Approved 8-0', 'PASSED']) {
      const res = await accept(id, { field: 'item_vote_result', new_value: newValue, note: 'Minutes.' });
      expect(res.statusCode, newValue).toBe(400);
      const issue = res.json().error.details.find((d: { field: string }) => d.field === 'new_value');
      expect(issue.message).toBe("An item's result is one of: passed, failed, denied, continued, tabled, referred, pulled.");
    }
    const stored = await ctx.db.selectFrom('agenda_items').select('vote_result').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stored.vote_result).toBe(item.vote_result);
  });
});

describe('a correction', () => {
  let voteReport: number;

  it('corrects one councilor\'s vote on the meeting page, the councilor page and the log', async () => {
    const before = await meeting();
    const vote = before.voting_records[0]!;
    expect(vote.votes.find((v) => v.councilor === 'Archie')?.vote).toBe('aye');
    voteReport = await fileReport({ target: 'vote', vote_position: 0 });
    ctx.clock.advance(60_000);
    const res = await accept(voteReport, { field: 'councilor_vote', councilor: 'Archie', new_value: 'nay', note: 'The roll call on page 2 lists Archie as nay.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ErrorReport>()).toMatchObject({
      status: 'accepted',
      correction: { field: 'councilor_vote', councilor: 'Archie', old_value: 'aye', new_value: 'nay', vote_position: 0, meeting_id: meetingId },
    });

    const after = await meeting();
    expect(after.voting_records[0]!.votes.find((v) => v.councilor === 'Archie')?.vote).toBe('nay');
    // The stored tally the vote analytics read (migration 018) follows the corrected roll call.
    const tally = await ctx.db.selectFrom('voting_records').select(['ayes', 'nays']).where('id', '=', vote.id).executeTakeFirstOrThrow();
    const counted = (side: string) => after.voting_records[0]!.votes.filter((v) => v.vote === side).length;
    expect(tally).toEqual({ ayes: counted('aye'), nays: counted('nay') });
    expect(tally.nays).toBe(before.voting_records[0]!.votes.filter((v) => v.vote === 'nay').length + 1);
    expect(after.corrections).toEqual([
      expect.objectContaining({ field: 'councilor_vote', voting_record_id: vote.id, councilor: 'Archie', old_value: 'aye', new_value: 'nay' }),
    ]);
    const row = (await districtVotes(2)).items.find((v) => v.voting_record_id === vote.id)!;
    expect(row).toMatchObject({ vote: 'nay', corrections: [expect.objectContaining({ old_value: 'aye', new_value: 'nay' })] });
    // Another vote of the same meeting carries no note.
    expect((await districtVotes(2)).items.find((v) => v.voting_record_id !== vote.id)!.corrections).toEqual([]);
  });

  it('corrects the outcome, the summary and an item\'s result; search finds the corrected summary', async () => {
    const before = await meeting();
    const item = before.agenda_items.find((i) => i.vote_result) ?? before.agenda_items[0]!;
    const outcome = await fileReport({ target: 'vote', vote_position: 1 });
    const summary = await fileReport({ target: 'summary' });
    const itemReport = await fileReport({ target: 'item', item_number: item.item_number });
    ctx.clock.advance(60_000);
    expect((await accept(outcome, { field: 'vote_outcome', new_value: 'failed', note: 'Five nays on page 3.' })).statusCode).toBe(200);
    expect((await accept(summary, { field: 'summary', new_value: 'The Council met on zeppelins and the consent agenda.', note: 'Summary missed the main item.' })).statusCode).toBe(200);
    expect((await accept(itemReport, { field: 'item_vote_result', new_value: 'referred', note: 'Per the minutes.' })).statusCode).toBe(200);

    const after = await meeting();
    expect(after.voting_records[1]!.outcome).toBe('failed');
    expect(after.summary).toBe('The Council met on zeppelins and the consent agenda.');
    expect(after.agenda_items.find((i) => i.id === item.id)!.vote_result).toBe('referred');
    expect(after.corrections!.map((c) => c.field)).toEqual(['councilor_vote', 'vote_outcome', 'summary', 'item_vote_result']);
    expect(after.corrections!.find((c) => c.field === 'item_vote_result')!.agenda_item_id).toBe(item.id);

    const search = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?q=zeppelins' });
    expect(search.json().items.map((m: { id: number }) => m.id)).toEqual([meetingId]);
  });

  it('survives re-ingesting the same PDF, also with a forced re-parse that rewrites every row', async () => {
    const before = await meeting();
    const again = await ingestPdf(ingest, FOUR_PM, pdfBytes());
    expect(again).toMatchObject({ status: 'unchanged', meetingId });

    // A forced re-parse: the PDF is parsed and the meeting rewritten.
    await forgetReadChecksums(ctx.db, meetingId);
    const reparsed = await ingestPdf(ingest, FOUR_PM, pdfBytes());
    expect(reparsed).toMatchObject({ status: 'updated', meetingId });

    const after = await meeting();
    expect(after.voting_records[0]!.id).not.toBe(before.voting_records[0]!.id);
    expect(after.voting_records[0]!.votes.find((v) => v.councilor === 'Archie')?.vote).toBe('nay');
    expect(after.voting_records[1]!.outcome).toBe('failed');
    expect(after.summary).toBe(before.summary);
    expect(after.agenda_items.map((i) => i.vote_result)).toEqual(before.agenda_items.map((i) => i.vote_result));
    expect(after.corrections!.map((c) => [c.field, c.old_value, c.new_value])).toEqual(before.corrections!.map((c) => [c.field, c.old_value, c.new_value]));
    expect(after.corrections![0]!.voting_record_id).toBe(after.voting_records[0]!.id);

    const row = (await districtVotes(2)).items.find((v) => v.voting_record_id === after.voting_records[0]!.id)!;
    expect(row).toMatchObject({ vote: 'nay', corrections: [expect.objectContaining({ old_value: 'aye' })] });
  });

  it('lists every correction in the public log, newest first, paginated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/corrections?limit=2' });
    expect(res.statusCode).toBe(200);
    const page = res.json<CorrectionsLogResponse>();
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.field)).toEqual(['item_vote_result', 'summary']);
    expect(page.items[0]).toMatchObject({ meeting_id: meetingId, meeting_title: expect.stringContaining('December 4, 2024'), note: 'Per the minutes.' });
    expect(page.items[0]).not.toHaveProperty('created_by');
    const next = (await ctx.app.inject({ method: 'GET', url: '/api/v1/corrections?limit=2&skip=2' })).json<CorrectionsLogResponse>();
    expect(next.items.map((c) => c.field)).toEqual(['vote_outcome', 'councilor_vote']);
    for (const query of ['limit=0', 'limit=101', 'skip=-1', 'limit=abc']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/corrections?${query}` })).statusCode).toBe(400);
    }
  });

  it('applies to a meeting saved without a minutes file, keyed by its date and type', async () => {
    const id = await createMeeting(ctx.db, { title: 'Hand-entered meeting', meeting_date: '2024-01-10T23:00:00.000Z' });
    const res = await report({ meeting_id: id, target: 'summary', message: 'Summary names the wrong street.' });
    const reportId = res.json<{ id: number }>().id;
    expect((await accept(reportId, { field: 'summary', new_value: 'The Council discussed Main Street repaving.', note: 'Street name.' })).statusCode).toBe(200);
    const row = await ctx.db.selectFrom('record_corrections').select('meeting_key').where('report_id', '=', reportId).executeTakeFirstOrThrow();
    expect(row.meeting_key).toBe('meeting:2024-01-10T23:00:00.000Z|regular_council');
  });
});
