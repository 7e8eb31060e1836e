/**
 * The property-test harness: boots the real app on a seeded database, reads every operation from the served
 * OpenAPI document, and turns fast-check cases into requests whose responses it checks against the rules
 * every endpoint keeps (no 5xx, no internals in the body, the error shape on 4xx, no write on a rejection).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { loadLinkSecret } from '../../alerts/subscriptions/app-secret.ts';
import { createSession } from '../../auth/sessions.ts';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { registerAndLogin } from '../auth-helpers.ts';
import { createMeeting } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { bodyFor, type JsonSchema, paramFor } from './schema-arbitraries.ts';

/** One operation of the API as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  path: string;
  bodySchema: JsonSchema | undefined;
  query: { name: string; schema: JsonSchema }[];
  pathParams: { name: string; schema: JsonSchema }[];
  headers: { name: string; schema: JsonSchema }[];
}

/** Who sends a request: nobody, a resident, or an admin (a fresh session each time, so logout is harmless). */
export type Identity = 'anonymous' | 'resident' | 'admin';

export interface FuzzContext {
  ctx: TestApp;
  operations: Operation[];
  userIds: { resident: number; admin: number };
  tables: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema: JsonSchema;
}

/** Boots and seeds the app and reads its operations from /api/openapi.json. */
export async function createFuzzContext(): Promise<FuzzContext> {
  // The proxy may only reach a host that cannot resolve: generated URLs never leave the machine.
  // The SMS webhook gets a signing key so that generated posts reach its signature check.
  const ctx = await createTestApp({ PDF_PROXY_HOSTS: 'pdf.example.invalid', SMS_WEBHOOK_AUTH_TOKEN: 'fuzz-webhook-key' });
  await seedCivicData(ctx.db, { city: ctx.app.city, now: ctx.clock.now() });
  // The signing secret for manage links is created on first use; create it now so that the first rejected
  // link is not counted as a write.
  await loadLinkSecret(ctx.db, undefined);
  await createMeeting(ctx.db, { minutes_url: '/api/v1/files/minutes/x.pdf' });
  const resident = await registerAndLogin(ctx.app);
  const admin = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();

  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> }; parameters?: OpenApiParameter[] }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const pick = (where: string) => params.filter((p) => p.in === where).map(({ name, schema }) => ({ name, schema }));
      operations.push({
        method: method.toUpperCase(),
        path,
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
        query: pick('query'),
        pathParams: pick('path'),
        headers: pick('header'),
      });
    }
  }
  return { ctx, operations, userIds: { resident: resident.id, admin: admin.id }, tables: await tableNames(ctx) };
}

async function tableNames({ db }: TestApp): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db).catch(() => ({ rows: [{ schema: null }] }));
  const schema = rows[0]?.schema;
  return tables.filter((t) => !schema || t.schema === schema).map((t) => t.name).sort();
}

/** Row counts of every table in one round trip. */
export async function rowCounts({ ctx, tables }: FuzzContext): Promise<Record<string, number>> {
  const parts = tables.map((t) => `select '${t}' as t, count(*) as n from "${t}"`).join(' union all ');
  const { rows } = await sql.raw<{ t: string; n: number | string }>(parts).execute(ctx.db);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

/** One generated request for an operation. */
export interface FuzzCase {
  identity: Identity;
  pathValues: string[];
  query: [string, string][];
  headerValues: (string | null)[];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
  ip: string;
}

/** Cases for an operation: path, query, headers and body, each valid or not, from anyone. */
export function caseFor(op: Operation): fc.Arbitrary<FuzzCase> {
  const queryPairs = fc
    .tuple(
      fc.tuple(...op.query.map((q) => fc.option(paramFor(q.schema).map((v) => [q.name, v] as [string, string]), { freq: 2 }))),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'limit[]', 'a[b]', op.query[0]?.name ?? 'x'), paramFor(undefined)), { freq: 3 }),
    )
    .map(([known, extra]) => [...known.filter((p): p is [string, string] => p !== null), ...(extra ? [extra] : [])]);
  const rawBodies = fc.constantFrom(
    { kind: 'raw' as const, text: '{"unterminated": ', type: 'application/json' },
    { kind: 'raw' as const, text: 'name=x&__proto__[a]=1', type: 'application/x-www-form-urlencoded' },
    { kind: 'raw' as const, text: '<xml/>', type: 'text/xml' },
  );
  const body: fc.Arbitrary<FuzzCase['body']> = op.bodySchema
    ? fc.oneof({ weight: 9, arbitrary: bodyFor(op.bodySchema).map((value) => ({ kind: 'json' as const, value })) }, { weight: 1, arbitrary: rawBodies })
    : fc.oneof({ weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 2, arbitrary: bodyFor(undefined).map((value) => ({ kind: 'json' as const, value })) });
  return fc.record({
    identity: fc.constantFrom<Identity>('anonymous', 'resident', 'admin'),
    pathValues: fc.tuple(...op.pathParams.map((p) => paramFor(p.schema))),
    query: queryPairs,
    headerValues: fc.tuple(...op.headers.map((h) => fc.option(paramFor(h.schema).map((v) => v.replace(/[^\x20-\x7e]/g, '').slice(0, 200))))),
    body,
    ip: fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  });
}

/** Lone surrogates cannot be percent-encoded; a client's encoder would send U+FFFD instead. */
const wellFormed = (text: string) => Buffer.from(text).toString();

function changedTables(before: Record<string, number>, after: Record<string, number>): string {
  return Object.keys(after).filter((t) => before[t] !== after[t]).map((t) => `${t} ${before[t]} -> ${after[t]}`).join(', ');
}

// A V8 stack frame, our source tree, or dependencies: none of them belong in a response.
const INTERNALS = [/\bat .+\(.+:\d+:\d+\)/, /\n\s+at /, /node_modules/, /\/work\//, /file:\/\//, /\.ts:\d+/];

/** Sends one case and checks the rules; returns the status for the caller's tallies. */
export async function runCase(fuzz: FuzzContext, op: Operation, c: FuzzCase): Promise<number> {
  const { ctx } = fuzz;
  const headers: Record<string, string> = {};
  if (c.identity !== 'anonymous') {
    const { token } = await createSession(ctx.db, fuzz.userIds[c.identity], { now: ctx.clock.now(), rememberMe: false });
    headers.authorization = `Bearer ${token}`;
  }
  op.headers.forEach((h, i) => {
    const value = c.headerValues[i];
    if (value) headers[h.name] = value;
  });
  let url = op.path;
  op.pathParams.forEach((p, i) => {
    url = url.replace(`{${p.name}}`, encodeURIComponent(wellFormed(c.pathValues[i] ?? '')));
  });
  if (c.query.length) url += `?${new URLSearchParams(c.query.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString()}`;
  let payload: string | undefined;
  if (c.body.kind === 'json') {
    payload = JSON.stringify(c.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload = c.body.text;
    headers['content-type'] = c.body.type;
  }

  const before = await rowCounts(fuzz);
  const res = await ctx.app.inject({ method: op.method as 'GET', url, headers, payload, remoteAddress: c.ip });
  const where = `${op.method} ${url.slice(0, 300)} as ${c.identity} -> ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  for (const pattern of INTERNALS) expect(res.body, where).not.toMatch(pattern);
  if (res.statusCode >= 400) {
    const parsed = JSON.parse(res.body) as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } };
    // MCP answers a bad JSON-RPC message as JSON-RPC (a numeric code: -32700, -32600 ...), as the protocol says;
    // everything else, MCP's HTTP-level refusals included (406, 415), answers the app's shape with a string code.
    const rpc = op.path.endsWith('/mcp') && parsed.jsonrpc === '2.0';
    expect(typeof parsed.error?.code, where).toBe(rpc ? 'number' : 'string');
    expect(typeof parsed.error?.message, where).toBe('string');
    const after = await rowCounts(fuzz);
    expect(changedTables(before, after), `partial write on ${where}`).toBe('');
  }
  expect(({} as Record<string, unknown>).polluted, `prototype polluted by ${where}`).toBeUndefined();
  return res.statusCode;
}

/** Runs the property and fails with a short report: the first failing request, not a megabyte of input. */
export async function checkOperation(fuzz: FuzzContext, op: Operation): Promise<void> {
  const details = await fc.check(fc.asyncProperty(caseFor(op), (c) => runCase(fuzz, op, c).then(() => undefined)), {
    numRuns: RUNS_PER_OPERATION,
    endOnFailure: true,
  });
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`seed ${details.seed}, path ${details.counterexamplePath}: ${cause.slice(0, 1500)}`);
}

/** Cases per operation: enough to reach each branch of a schema, few enough for two cores. */
export const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
