/**
 * The MCP endpoint through the SDK's own client over a real HTTP connection to the app: the handshake, the tool
 * list, each tool called with its answer checked against the record (page URLs from PUBLIC_URL, PDF page URLs
 * when the minutes PDF is stored), refusals as tool errors, and no demo meeting in any answer.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDataFixture, seedOpenDataFixture } from '../test/fixtures/open-data-fixture.ts';
import { minutesDir, storedPdfPath } from '../ingest/stored-pdfs/minutes-store.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SEED_PDF = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../city/tulsa/data/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf');
const PUBLIC_URL = 'https://civic.example';
let ctx: TestApp;
let fixture: OpenDataFixture;
let client: Client;
let pdfUrl: string;
let address: string;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  fixture = await seedOpenDataFixture(ctx.db);
  const pdf = fs.readFileSync(SEED_PDF);
  const checksum = crypto.createHash('sha256').update(pdf).digest('hex');
  fs.mkdirSync(minutesDir(ctx.dataDir), { recursive: true });
  fs.writeFileSync(storedPdfPath(ctx.dataDir, checksum)!, pdf);
  await ctx.db.updateTable('meetings').set({ source_checksum: checksum }).where('id', '=', fixture.first).execute();
  pdfUrl = `${PUBLIC_URL}/api/v1/files/minutes/${checksum}.pdf`;
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  client = new Client({ name: 'civic-commons-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${address}/api/v1/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await ctx.close();
});

/** Calls a tool and returns its structured answer (and the text, which must say the same). */
async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

describe('the MCP endpoint', () => {
  it('introduces itself and lists five read-only tools', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'civic-commons' });
    expect(client.getInstructions()).toContain('Tulsa City Council');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['councilor_votes', 'get_meeting', 'item_history', 'list_cities', 'search_meetings']);
    for (const tool of tools) expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    // The tools never change while it runs: it does not promise a notification it would never send (issue 50).
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: false });
  });

  it('search_meetings finds meetings by words in their agenda, with page and PDF URLs, never a demo', async () => {
    const found = await call<{ meetings: { id: number; url: string; pdf_url: string | null }[] }>('search_meetings', { query: 'Resurfacing' });
    expect(found.meetings).toEqual([expect.objectContaining({ id: fixture.first, url: `${PUBLIC_URL}/meetings/${fixture.first}`, pdf_url: pdfUrl })]);
    const demo = await call<{ meetings: unknown[] }>('search_meetings', { query: 'Demo' });
    expect(demo.meetings).toEqual([]);
  });

  it('search_meetings pages like the REST list: a total, and a cursor that continues with no overlap and no gap', async () => {
    const ids: number[] = [];
    for (let day = 1; day <= 7; day++) {
      ids.push(await createMeeting(ctx.db, { title: `Stormwater Advisory Board ${day}`, meeting_date: `2024-03-0${day}T23:00:00.000Z` }));
    }
    type Page = { total: number; more: boolean; next_cursor: string | null; meetings: { id: number }[] };
    const pages: Page[] = [await call<Page>('search_meetings', { query: 'Stormwater', limit: 3 })];
    while (pages.at(-1)!.next_cursor) pages.push(await call<Page>('search_meetings', { query: 'Stormwater', limit: 3, cursor: pages.at(-1)!.next_cursor }));
    expect(pages.map((p) => [p.total, p.meetings.length, p.more])).toEqual([[7, 3, true], [7, 3, true], [7, 1, false]]);
    const seen = pages.flatMap((p) => p.meetings.map((m) => m.id));
    // Every match once, in the REST list's order for the same words.
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);
    const rest = (await ctx.app.inject({ url: '/api/v1/meetings?q=Stormwater&include_unsummarized=true' })).json() as { items: { id: number }[]; total: number };
    expect(rest.total).toBe(7);
    expect(seen).toEqual(rest.items.map((m) => m.id));
    // One page of the largest size holds them all, and says nothing more remains.
    expect(await call<Page>('search_meetings', { query: 'Stormwater', limit: 20 })).toMatchObject({ total: 7, total_capped: false, more: false, next_cursor: null });
  });

  it('search_meetings refuses a cursor it did not give, and a page larger than its maximum, as tool errors', async () => {
    const refusal = 'This cursor is not one search_meetings gave: pass the next_cursor of an earlier answer, or no cursor for the first page.';
    for (const cursor of ['not a cursor!', Buffer.from('skip:-1').toString('base64url'), Buffer.from('skip:99999999').toString('base64url'), '']) {
      const bad = await client.callTool({ name: 'search_meetings', arguments: { query: 'Stormwater', cursor } });
      expect(bad, JSON.stringify(cursor)).toMatchObject({ isError: true, content: [{ type: 'text', text: refusal }] });
    }
    const tooMany = await client.callTool({ name: 'search_meetings', arguments: { query: 'Stormwater', limit: 21 } });
    expect(tooMany.isError).toBe(true);
    // The server still answers after the refusals.
    expect((await call<{ total: number }>('search_meetings', { query: 'Resurfacing' })).total).toBe(1);
  });

  it('get_meeting gives the agenda and the roll calls, each with its page and PDF page', async () => {
    const meeting = await call<{ agenda_items: { item_number: string; url: string; pdf_page_url: string | null }[]; votes: { item_number: string; counts: object; pdf_page_url: string | null; url: string }[] }>('get_meeting', { meeting_id: fixture.first });
    expect(meeting.agenda_items[0]).toMatchObject({ item_number: '7.a.', url: `${PUBLIC_URL}/meetings/${fixture.first}#item-7-a`, pdf_page_url: `${pdfUrl}#page=3` });
    expect(meeting.votes[0]).toMatchObject({ item_number: '7.a.', counts: { aye: 2, nay: 1, abstain: 0, absent: 1 }, pdf_page_url: `${pdfUrl}#page=3` });
    // The time on the city's clock beside the instant, as the REST API gives it (issue 50: MCP gave UTC only).
    expect(meeting).toMatchObject({ meeting_date: '2024-10-23T22:00:00.000Z', meeting_date_local: '2024-10-23T17:00:00-05:00' });
    // Without a stored PDF, the page URL is there and the PDF page URL is null, not invented.
    const second = await call<{ url: string; votes: { pdf_page_url: string | null }[] }>('get_meeting', { meeting_id: fixture.second });
    expect(second.url).toBe(`${PUBLIC_URL}/meetings/${fixture.second}`);
    expect(second.votes[0]!.pdf_page_url).toBeNull();
    const demo = await client.callTool({ name: 'get_meeting', arguments: { meeting_id: fixture.demo } });
    expect(demo).toMatchObject({ isError: true, content: [{ type: 'text', text: `There is no meeting ${fixture.demo} in the public record of Tulsa.` }] });
  });

  it('get_meeting gives our own stored files as absolute URLs, which an assistant can open', async () => {
    await ctx.db.updateTable('meetings').set({ minutes_url: '/api/v1/files/minutes/abc.pdf', agenda_url: 'https://city.example/agenda.pdf' }).where('id', '=', fixture.second).execute();
    const meeting = await call<{ minutes_url: string; agenda_url: string }>('get_meeting', { meeting_id: fixture.second });
    expect(meeting).toMatchObject({ minutes_url: `${PUBLIC_URL}/api/v1/files/minutes/abc.pdf`, agenda_url: 'https://city.example/agenda.pdf' });
  });

  it("councilor_votes lists a councilor's votes newest first, by name or district", async () => {
    const lakin = await call<{ total: number; votes: { meeting_id: number; vote: string; url: string; pdf_page_url: string | null }[] }>('councilor_votes', { councilor: 'Lakin' });
    expect(lakin.total).toBe(3);
    expect(lakin.votes.map((v) => [v.meeting_id, v.vote])).toEqual([[fixture.second, 'aye'], [fixture.first, 'aye'], [fixture.first, 'nay']]);
    expect(lakin.votes[1]).toMatchObject({ url: `${PUBLIC_URL}/meetings/${fixture.first}#item-7-a`, pdf_page_url: `${pdfUrl}#page=3` });
    const district = await call<{ total: number }>('councilor_votes', { district: 4 });
    expect(district.total).toBe(3);
    // A full name or another case is the same councilor; a name nobody on record carries is an error, never "0 votes".
    for (const typed of ['lakin', 'Phil Lakin', 'Phil Lakin, Jr.']) expect((await call<{ total: number }>('councilor_votes', { councilor: typed })).total, typed).toBe(3);
    const ghost = await client.callTool({ name: 'councilor_votes', arguments: { councilor: 'Ghost' } });
    expect(ghost).toMatchObject({ isError: true, content: [{ type: 'text', text: 'No councilor named "Ghost" is in the roll calls of the public record of Tulsa.' }] });
    expect((await client.callTool({ name: 'councilor_votes', arguments: {} })).isError).toBe(true);
  });

  it("item_history follows a matter by its file number across meetings, oldest first", async () => {
    const history = await call<{ appearances: { meeting_id: number; item_number: string; vote_result: string; url: string; motions: { outcome: string }[] }[] }>('item_history', { file_number: '24-1045-1' });
    expect(history.appearances.map((a) => [a.meeting_id, a.item_number, a.vote_result])).toEqual([[fixture.first, '7.a.', 'passed'], [fixture.second, '2.', 'passed']]);
    expect(history.appearances[1]).toMatchObject({ url: `${PUBLIC_URL}/meetings/${fixture.second}#item-2`, motions: [{ outcome: 'passed' }] });
    expect((await client.callTool({ name: 'item_history', arguments: { file_number: '99-0000-0' } })).isError).toBe(true);
  });

  it('refuses bad arguments as the protocol says, and has no session to stream or end', async () => {
    const bad = await client.callTool({ name: 'get_meeting', arguments: { meeting_id: 'seven' } });
    expect(bad.isError).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/mcp' })).statusCode).toBe(405);
    // Outside the protocol, refusals have the API's error shape.
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const jsonOnly = await ctx.app.inject({ method: 'POST', url: '/api/v1/mcp', headers: { accept: 'application/json' }, payload: message });
    expect(jsonOnly.statusCode).toBe(406);
    expect(jsonOnly.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers a body that is not one JSON-RPC message with a JSON-RPC error, as the SDK reads them', async () => {
    const post = async (payload: string) => {
      const res = await fetch(address + '/api/v1/mcp', { method: 'POST', headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' }, body: payload });
      const body: unknown = await res.json();
      // JSON-RPC 2.0's error object, with the null id it requires when the request's id is unknown (as the SDK's
      // own server transport answers).
      expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: expect.any(Number), message: expect.any(String) } });
      return { status: res.status, code: (body as { error: { code: number } }).error.code };
    };
    expect(await post('{"jsonrpc": "2.0", "id": 1, "method": ')).toEqual({ status: 400, code: -32700 });
    expect(await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'tools/list' }]))).toEqual({ status: 400, code: -32600 });
    expect(await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_meeting\u0000', arguments: {} } }))).toEqual({ status: 400, code: -32600 });
    expect(await post(JSON.stringify({ hello: 'world' }))).toEqual({ status: 400, code: -32600 });
  });

  it('refuses a browser page of another origin (DNS rebinding), and serves our own site', async () => {
    const foreign = new Client({ name: 'rebinding-page', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${address}/api/v1/mcp`), { requestInit: { headers: { origin: 'http://attacker.example' } } });
    await expect(foreign.connect(transport)).rejects.toMatchObject({ code: 403, message: expect.stringContaining('Forbidden') });
    const own = new Client({ name: 'own-site', version: '1.0.0' });
    await own.connect(new StreamableHTTPClientTransport(new URL(`${address}/api/v1/mcp`), { requestInit: { headers: { origin: PUBLIC_URL } } }));
    expect((await own.listTools()).tools).toHaveLength(5);
    await own.close();
  });
});
