/**
 * Every operation called with input it must refuse (a malformed path parameter, a bad query value, a body that is
 * not JSON, an empty body, one over the size limit), signed out and signed in: each refusal's status is declared
 * for that operation, with the one error shape (issue 35 counted 215 undocumented 400s).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Parameter { in: string; name: string; schema: { type?: string } }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestApp;
let document: Document;
let token: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Document;
  token = (await registerAndLogin(ctx.app)).token;
});
afterAll(() => ctx.close());

/** A value no parameter of `type` accepts, as it would arrive in a URL. */
const malformed = (schema: Parameter['schema']) => (schema.type === 'integer' || schema.type === 'number' ? 'x' : '%20'.repeat(3));

interface Probe { what: string; url: string; payload?: string; contentType?: string }

/** The refusals tried on one operation: its path with malformed parameters, a bad query value, bad bodies. */
function probes(route: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const path = route.replace(/{(\w+)}/g, (_all, name: string) => malformed(params.find((p) => p.name === name)?.schema ?? {}));
  const absent = route.replace(/{(\w+)}/g, (_all, name: string) => (params.find((p) => p.name === name)?.schema.type === 'integer' ? '999999' : 'no-such-record'));
  const out: Probe[] = [{ what: 'malformed path', url: path }, { what: 'absent record', url: absent }];
  for (const query of params.filter((p) => p.in === 'query')) out.push({ what: `bad ${query.name}`, url: `${path}?${query.name}=${malformed(query.schema)}` });
  if (op.requestBody?.content['application/json']) {
    out.push({ what: 'not JSON', url: path, payload: '{not json', contentType: 'application/json' });
    out.push({ what: 'empty object', url: absent, payload: '{}', contentType: 'application/json' });
    out.push({ what: 'text, not JSON', url: absent, payload: 'hello', contentType: 'text/plain' });
    out.push({ what: 'over the size limit', url: path, payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' });
  }
  return out;
}

function undeclared(method: string, route: string, op: Operation, probe: Probe, res: LightMyRequestResponse): string | null {
  const where = `${method.toUpperCase()} ${route} (${probe.what}) -> ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  const declared = op.responses[String(res.statusCode)];
  if (!declared) return `${where} is not declared`;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return `${where} declares no JSON body`;
  const validate = ajv.compile(schema);
  return validate(res.json()) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
}

describe('refusals against the OpenAPI document', () => {
  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('declares every 4xx an operation answers, %s', async (_, signedIn) => {
    const failures: string[] = [];
    let refusals = 0;
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const probe of probes(route, op)) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: probe.url,
            headers: {
              ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
              ...(route === '/api/v1/mcp' ? { accept: 'application/json, text/event-stream' } : {}),
            },
            ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          });
          if (res.statusCode >= 400) refusals++;
          const failure = undeclared(method, route, op, probe, res);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(refusals).toBeGreaterThan(200);
    expect(failures).toEqual([]);
    // Some 1,000 requests: a minute or two on PostgreSQL on a busy machine.
  }, 180_000);
});

describe('the MCP tools', () => {
  it('bound every argument: text by length, numbers as integers between a minimum and a maximum', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    const tools = res.json().result.tools as { name: string; inputSchema: { properties: Record<string, Record<string, unknown>> } }[];
    expect(tools).toHaveLength(5); // list_cities and the four record tools (decision 150)
    const unbounded = tools.flatMap((tool) =>
      Object.entries(tool.inputSchema.properties)
        .filter(([, p]) =>
          p.type === 'string'
            ? typeof p.maxLength !== 'number' && typeof p.pattern !== 'string'
            : !(p.type === 'integer' && typeof p.minimum === 'number' && typeof p.maximum === 'number'),
        )
        .map(([name, p]) => `${tool.name}.${name}: ${JSON.stringify(p)}`),
    );
    expect(unbounded).toEqual([]);
  });
});
