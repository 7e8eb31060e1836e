/**
 * The whole generated OpenAPI document, walked (issue 34): no response left as "Default Response", and every
 * id in a path or query string (`id`, `*_id`, `*Id`) and every page size or offset declared as the integer the
 * API sends in its responses, with its bounds, so a strict generated client accepts a response's id as it is.
 * The one kind of id that is text is Open Civic Data's UUID, declared as such. The declared bounds are the
 * ones the API enforces.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isPublicDataPath } from './public-cors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { type OpenDataFixture, seedOpenDataFixture } from '../test/fixtures/open-data-fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Parameter { in: string; name: string; schema: Record<string, unknown> }
interface Response { description?: string; content?: Record<string, { schema?: object }> }
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[]; responses: Record<string, Response> }>> };

let ctx: TestApp;
let document: Document;
let fixture: OpenDataFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await seedOpenDataFixture(ctx.db);
  // A district with real lines: the district map of an empty boundary table is not what is served (see the report of issue 34).
  const square = { type: 'Polygon', coordinates: [[[-96, 36.1], [-95.9, 36.1], [-95.9, 36.2], [-96, 36.2], [-96, 36.1]]] };
  await ctx.db.insertInto('districts').values({ id: 4, name: 'District 4', geometry: JSON.stringify(square) }).execute();
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Document;
});
afterAll(() => ctx.close());

/** Every place in the document whose `description` is the generator's placeholder, as a JSON path. */
function placeholders(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => placeholders(child, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const own = (node as { description?: unknown }).description === 'Default Response' ? [at] : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => placeholders(child, `${at}/${key}`))];
}

const parameters = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => (op.parameters ?? []).map((p) => ({ where: `${method.toUpperCase()} ${route} ${p.in} ${p.name}`, ...p }))),
  );
const isId = (name: string) => name === 'id' || name.endsWith('_id') || /[a-z]Id$/.test(name);

describe('the generated OpenAPI document', () => {
  it('describes every response in words of its own, never "Default Response"', () => {
    const responses = Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((op) => Object.entries(op.responses)));
    expect(responses.length).toBeGreaterThan(300);
    expect(placeholders(document, '#')).toEqual([]);
    for (const [status, response] of responses) expect(response.description, status).toMatch(/\w{3,}/);
  });

  it("names its server, and no schema keeps the generator's placeholder as its title (issue 50)", () => {
    expect((document as unknown as { servers: { url: string }[] }).servers).toEqual([expect.objectContaining({ url: ctx.app.config.PUBLIC_URL })]);
    expect(JSON.stringify(document)).not.toContain('__SCHEMA__PLACEHOLDER__');
  });

  it('says of every public read whether it needs a sign-in (an empty security list where not), and of the signed-in user that it does', () => {
    const ops = document.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>;
    const publicReads = Object.entries(ops).filter(([route]) => isPublicDataPath(route.replace(/\{[^}]+\}/g, '1')));
    expect(publicReads.length).toBeGreaterThan(30);
    // Each says which: none needed, or (a resident's own list under a public prefix) the bearer token.
    for (const [route, methods] of publicReads) if (methods.get) expect(methods.get.security, route).toBeDefined();
    expect(ops['/api/v1/meetings']!.get!.security).toEqual([]);
    expect(ops['/api/v1/ocd/bills/{id}']!.get!.security).toEqual([]);
    expect(ops['/api/v1/auth/me']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('states the security of every operation: an empty list where no sign-in is needed (issue 50: 38 operations said nothing)', () => {
    const ops = document.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>;
    const silent = Object.entries(ops).flatMap(([route, methods]) => Object.entries(methods).filter(([, op]) => op.security === undefined).map(([method]) => `${method.toUpperCase()} ${route}`));
    expect(silent).toEqual([]);
  });

  it('declares every id in a path or query string as an integer with a minimum (Open Civic Data UUIDs and opaque session ids aside)', () => {
    const ids = parameters().filter((p) => (p.in === 'path' || p.in === 'query') && isId(p.name));
    expect(ids.filter((p) => p.in === 'path').length).toBeGreaterThan(30);
    const wrong = ids
      .filter((p) => !(p.schema.type === 'integer' && typeof p.schema.minimum === 'number' && p.schema.minimum >= 0))
      .filter((p) => !(p.schema.type === 'string' && p.schema.format === 'uuid' && p.where.includes('/api/v1/ocd/')))
      // A session's id is opaque (issue 51: a row number told how many sessions there were), with its own pattern.
      .filter((p) => !(p.schema.type === 'string' && typeof p.schema.pattern === 'string' && p.where.includes('/api/v1/auth/sessions/')));
    expect(wrong.map((p) => `${p.where}: ${JSON.stringify(p.schema)}`)).toEqual([]);
  });

  it('declares page sizes, offsets and districts as integers too', () => {
    const counts = parameters().filter((p) => ['limit', 'skip', 'district'].includes(p.name));
    expect(counts.length).toBeGreaterThan(20);
    expect(counts.filter((p) => p.schema.type !== 'integer' || typeof p.schema.minimum !== 'number').map((p) => p.where)).toEqual([]);
  });

  it('declares the bounds the API enforces', async () => {
    const id = await createMeeting(ctx.db, { title: 'Regular Council Meeting' });
    const meetingId = document.paths['/api/v1/meetings/{id}']!.get!.parameters!.find((p) => p.name === 'id')!.schema;
    expect(meetingId).toMatchObject({ type: 'integer', minimum: 1 });
    expect((await ctx.app.inject({ url: `/api/v1/meetings/${id}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/meetings/${Number(meetingId.minimum) - 1}` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/v1/meetings/${Number(meetingId.maximum) + 1}` })).statusCode).toBe(400);
    const limit = document.paths['/api/v1/meetings']!.get!.parameters!.find((p) => p.name === 'limit')!.schema;
    expect((await ctx.app.inject({ url: `/api/v1/meetings?limit=${String(limit.maximum)}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/meetings?limit=${Number(limit.maximum) + 1}` })).statusCode).toBe(400);
    // A subscription id in a follow's path is read as decimal digits only, as every other id is.
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/subscriptions/0x10/follows/24-1045-1?token=abcdefghijklmnop' })).statusCode).toBe(400);
  });

  it('matches the JSON the API answers: every GET whose path needs at most a meeting id or a district, called for real', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const values: Record<string, string> = { id: String(fixture.first), district: '4' };
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [route, methods] of Object.entries(document.paths)) {
      const op = methods.get;
      const names = [...route.matchAll(/{(\w+)}/g)].map((m) => m[1]!);
      if (!op || route.includes('/ocd/') || !names.every((name) => name in values)) continue;
      const url = route.replace(/{(\w+)}/g, (_all, name: string) => values[name]!);
      const res = await ctx.app.inject({ url });
      const media = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (media !== 'application/json') continue;
      const schema = op.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
      checked.push(`${res.statusCode} ${url}`);
      if (!schema) {
        failures.push(`GET ${url} -> ${res.statusCode} is not declared`);
        continue;
      }
      const validate = ajv.compile(schema);
      if (!validate(res.json())) failures.push(`GET ${url} -> ${res.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
    // Public reads answer 200; reads of an account answer the 401 they declare.
    expect(checked.filter((c) => c.startsWith('200')).length, checked.join('\n')).toBeGreaterThan(20);
  });
});
