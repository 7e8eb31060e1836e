/**
 * The OpenAPI document against the app: its shape (an operationId on every operation, a success response
 * declared for each), and real responses of the non-JSON endpoints (calendars, the SMS webhook, redirects,
 * PDFs, page images) checked against what it declares: status, media type, and for JSON bodies the schema (ajv).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExports } from '../exports/build-exports.ts';
import { minutesDir, storedPdfPath } from '../ingest/stored-pdfs/minutes-store.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface DeclaredResponse {
  description: string;
  content?: Record<string, { schema?: object }>;
}
interface DeclaredOperation {
  operationId?: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, DeclaredResponse>;
}
type Document = { paths: Record<string, Record<string, DeclaredOperation>> };

const SEED_PDF = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../city/tulsa/data/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf');
const WEBHOOK_TOKEN = 'conformance-webhook-token';
let ctx: TestApp;
let document: Document;
let checksum: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example', SMS_WEBHOOK_AUTH_TOKEN: WEBHOOK_TOKEN });
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Document;
  const pdf = fs.readFileSync(SEED_PDF);
  checksum = crypto.createHash('sha256').update(pdf).digest('hex');
  fs.mkdirSync(minutesDir(ctx.dataDir), { recursive: true });
  fs.writeFileSync(storedPdfPath(ctx.dataDir, checksum)!, pdf);
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, op]) => ({ route, method, op })));

/** Checks one real response against the document's declaration for `method route`. */
function expectConforms(res: LightMyRequestResponse, method: string, route: string): void {
  const where = `${method.toUpperCase()} ${route} -> ${res.statusCode}`;
  const declared = document.paths[route]?.[method]?.responses[String(res.statusCode)];
  expect(declared, `${where} is declared`).toBeDefined();
  if (res.rawPayload.length === 0) return;
  const media = String(res.headers['content-type']).split(';')[0]!.trim();
  expect(Object.keys(declared!.content ?? {}), where).toContain(media);
  const schema = declared!.content![media]!.schema;
  if (media === 'application/json' && schema) {
    const validate = ajv.compile(schema);
    expect(validate(res.json()), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
}

describe('the OpenAPI document', () => {
  it('names every operation with a unique operationId', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a success or redirect response for every operation', () => {
    const without = operations().filter(({ op }) => !Object.keys(op.responses).some((status) => /^[23]/.test(status)));
    expect(without.map(({ method, route }) => `${method} ${route}`)).toEqual([]);
  });

  it('declares the form body Twilio posts to the SMS webhook', () => {
    const op = document.paths['/api/v1/subscriptions/sms/webhook']!.post!;
    expect(Object.keys(op.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
  });
});

describe('real responses against the document', () => {
  it('calendars are text/calendar', async () => {
    const id = await createMeeting(ctx.db, { title: 'Regular Council Meeting' });
    const feed = await ctx.app.inject({ url: '/api/v1/meetings/calendar.ics' });
    expectConforms(feed, 'get', '/api/v1/meetings/calendar.ics');
    const current = await ctx.app.inject({ url: '/api/v1/meetings/calendar.ics', headers: { 'if-none-match': String(feed.headers.etag) } });
    expect(current.statusCode).toBe(304);
    expectConforms(current, 'get', '/api/v1/meetings/calendar.ics');
    expectConforms(await ctx.app.inject({ url: `/api/v1/meetings/${id}.ics` }), 'get', '/api/v1/meetings/{id}.ics');
    expectConforms(await ctx.app.inject({ url: '/api/v1/meetings/999999.ics' }), 'get', '/api/v1/meetings/{id}.ics');
  });

  it('feeds are RSS and iCalendar, with 304, 400 and 404 as declared, an example each and a named operation', async () => {
    await ctx.db.insertInto('districts').values({ id: 3, name: 'District 3', geometry: '{"type":"Polygon","coordinates":[]}' }).execute();
    await createMeeting(ctx.db, {
      title: 'Planning Commission',
      meeting_type: 'planning_commission',
      topics: ['zoning-and-land-use'],
      agenda_items: [{ item_number: '4', title: 'Rezoning', item_type: 'ordinance', file_number: '24-1045-1' }],
      voting_records: [{ item_number: '4', motion: 'Approve', outcome: 'passed', votes: [{ councilor: 'Crenshaw', district: 3, vote: 'aye' }] }],
    });
    const feeds: [string, string, string, string][] = [
      ['/api/v1/feeds/meetings.rss', '/api/v1/feeds/meetings.rss', '/api/v1/feeds/meetings.rss?status=bogus', 'getMeetingsFeed'],
      ['/api/v1/feeds/topics/{topic}.rss', '/api/v1/feeds/topics/zoning-and-land-use.rss', '/api/v1/feeds/topics/no-such-topic.rss', 'getTopicFeed'],
      ['/api/v1/feeds/councilors/{district}.rss', '/api/v1/feeds/councilors/3.rss', '/api/v1/feeds/councilors/8.rss', 'getCouncilorVotesFeed'],
      ['/api/v1/feeds/items/{file_number}.rss', '/api/v1/feeds/items/24-1045-1.rss', '/api/v1/feeds/items/99-9999-9.rss', 'getItemFeed'],
      ['/api/v1/feeds/items/{file_number}.ics', '/api/v1/feeds/items/24-1045-1.ics', '/api/v1/feeds/items/x.ics', 'getItemCalendar'],
      ['/api/v1/feeds/bodies/{meeting_type}.ics', '/api/v1/feeds/bodies/planning_commission.ics', '/api/v1/feeds/bodies/picnic.ics', 'getBodyCalendar'],
    ];
    for (const [route, url, failing, operationId] of feeds) {
      const op = document.paths[route]!.get!;
      expect(op.operationId).toBe(operationId);
      const [media, declared] = Object.entries(op.responses['200']!.content!)[0]! as [string, { example?: string }];
      expect(media).toBe(route.endsWith('.ics') ? 'text/calendar' : 'application/rss+xml');
      expect(declared.example, route).toBeTruthy();
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectConforms(res, 'get', route);
      const current = await ctx.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(current.statusCode, url).toBe(304);
      expectConforms(current, 'get', route);
      const refused = await ctx.app.inject({ url: failing });
      expect([400, 404], failing).toContain(refused.statusCode);
      expectConforms(refused, 'get', route);
    }
  });

  it('the SMS webhook answers TwiML to a signed form post', async () => {
    const params = { MessageSid: 'SMconformance1', From: '+19185550700', Body: 'HELP' };
    const url = 'https://civic.example/api/v1/subscriptions/sms/webhook';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/sms/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(WEBHOOK_TOKEN, url, params) },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(200);
    expectConforms(res, 'post', '/api/v1/subscriptions/sms/webhook');
  });

  it('the unsubscribe link opened in a browser redirects with 303', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/subscriptions/unsubscribe?token=abcdefghijklmnop' });
    expect(res.statusCode).toBe(303);
    expectConforms(res, 'get', '/api/v1/subscriptions/unsubscribe');
  });

  it('a stored PDF, a page image and the proxy answer as declared', async () => {
    const pdf = await ctx.app.inject({ url: `/api/v1/files/minutes/${checksum}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expectConforms(pdf, 'get', '/api/v1/files/minutes/{file}');
    expectConforms(await ctx.app.inject({ url: `/api/v1/files/minutes/${'0'.repeat(64)}.pdf` }), 'get', '/api/v1/files/minutes/{file}');
    const page = await ctx.app.inject({ url: `/api/v1/files/minutes/${checksum}/pages/1.png` });
    expect(page.statusCode).toBe(200);
    expectConforms(page, 'get', '/api/v1/files/minutes/{checksum}/pages/{page}');
    // Fetching a remote PDF needs the network; the refusal of a host outside PDF_PROXY_HOSTS is as declared.
    expectConforms(await ctx.app.inject({ url: '/api/v1/files/proxy?url=https%3A%2F%2Fexample.org%2Fx.pdf' }), 'get', '/api/v1/files/proxy');
    expect(Object.keys(document.paths['/api/v1/files/proxy']!.get!.responses['200']!.content!)).toEqual(['application/pdf']);
  });

  it('the bulk export manifest and its downloads answer as declared (CSV, JSON, SQLite, 206, 304)', async () => {
    expectConforms(await ctx.app.inject({ url: '/api/v1/data/exports/meetings.csv' }), 'get', '/api/v1/data/exports/{file}');
    await buildExports(ctx.db, { city: ctx.app.city.config, dataDir: ctx.dataDir, publicUrl: 'https://civic.example' }, new Date('2026-11-18T20:00:00Z'));
    expectConforms(await ctx.app.inject({ url: '/api/v1/data/exports' }), 'get', '/api/v1/data/exports');
    for (const file of ['meetings.csv', 'votes.json', 'civic-commons.sqlite']) {
      const res = await ctx.app.inject({ url: `/api/v1/data/exports/${file}` });
      expect(res.statusCode).toBe(200);
      expectConforms(res, 'get', '/api/v1/data/exports/{file}');
      const again = await ctx.app.inject({ url: `/api/v1/data/exports/${file}`, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expectConforms(again, 'get', '/api/v1/data/exports/{file}');
    }
    const part = await ctx.app.inject({ url: '/api/v1/data/exports/meetings.csv', headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expectConforms(part, 'get', '/api/v1/data/exports/{file}');
    expectConforms(await ctx.app.inject({ url: '/api/v1/data/exports/secrets.csv' }), 'get', '/api/v1/data/exports/{file}');
  });

  it('the MCP endpoint answers an initialize request as declared', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'conformance', version: '1' } } },
    });
    expect(res.statusCode).toBe(200);
    expectConforms(res, 'post', '/api/v1/mcp');
    expect(res.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'civic-commons' } } });
  });
});
