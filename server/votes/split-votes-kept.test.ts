/**
 * The split votes page is kept as ready bytes until the record changes (issue 52): the same answer and ETag,
 * a 304 for a current copy, compressed forms of the same JSON, and a change by another process shows on the next
 * request once it moves the record's version. Its own app and fixture: the last test changes a roll call.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitVotesResponseSchema } from '#contract/votes.ts';
import { bumpRecordVersion } from '../meetings/record-version.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createVoteFixture } from './vote-fixture.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await createVoteFixture(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: `/api/v1/votes${url}`, headers });
const labels = (body: string) => (JSON.parse(body) as { items: { item_number: string }[] }).items.map((i) => i.item_number);

describe('GET /api/v1/votes/split, kept', () => {
  it('answers the same JSON and ETag twice, and 304 to a client holding it', async () => {
    const first = await get('/split?limit=3');
    const second = await get('/split?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ total: 4, items: [{ item_number: 'R4' }, { item_number: 'R5' }, { item_number: 'R3' }] });
    // No longer passed through the response schema: the text is still the contract's shape, in its key order,
    // as zod's serialiser sent it before.
    expect(first.body).toBe(JSON.stringify(splitVotesResponseSchema.parse(first.json())));
    const current = await get('/split?limit=3', { 'if-none-match': String(first.headers.etag) });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    // Another page is another answer, with its own tag.
    expect((await get('/split?limit=2')).headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the same JSON compressed as the client accepts, varying on it', async () => {
    const plain = await get('/split');
    const br = await get('/split', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/split', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps the page until the record version moves, as another process moves it with its change', async () => {
    expect(labels((await get('/split')).body)).toEqual(['R4', 'R5', 'R3', 'R1']);
    // Another process makes R6 (M3, unanimous) split: Evans votes nay, and the stored tally follows.
    const r6 = await ctx.db
      .selectFrom('voting_records')
      .innerJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
      .select('voting_records.id')
      .where('agenda_items.item_number', '=', 'R6')
      .executeTakeFirstOrThrow();
    await sql`update councilor_votes set vote = 'nay' where voting_record_id = ${r6.id} and councilor = 'Evans'`.execute(ctx.db);
    await sql`update voting_records set ayes = ayes - 1, nays = nays + 1 where id = ${r6.id}`.execute(ctx.db);
    // Not yet told: the kept page stands.
    expect(labels((await get('/split')).body)).toEqual(['R4', 'R5', 'R3', 'R1']);
    await bumpRecordVersion(ctx.db);
    expect(labels((await get('/split')).body)).toEqual(['R4', 'R5', 'R6', 'R3', 'R1']);
  });
});
