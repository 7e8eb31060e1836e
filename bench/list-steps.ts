/**
 * The kept meetings list taken apart (issue 52 item 6): Fastify servers that send the list's very bytes from the
 * list's own path, each adding one more of the steps the real answer passes through, in the order the app adds
 * them. Beside each other in one run they price every step one by one: the headers, each global hook, input
 * checks and validation, and what the list cache saves (serialising, compressing) when it is made per request.
 * The hooks are the app's own (the same functions buildApp registers), so a change to one shows here.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { listMeetingsLanguageQuerySchema } from '../contract/meeting-list-query.ts';
import { encodeBody } from '../server/lib/content-encoding.ts';
import { createPageCache } from '../server/pages/page-cache.ts';
import { registerAuth } from '../server/plugins/auth.ts';
import { registerCanonicalInput } from '../server/plugins/canonical-input.ts';
import { registerJsonEtags } from '../server/plugins/json-etag.ts';
import { registerPublicCors } from '../server/plugins/public-cors.ts';
import { registerSecurity } from '../server/plugins/security.ts';

export interface Step {
  name: string;
  url: string;
}

interface ListBytes {
  plain: Buffer;
  br: Buffer;
  etag: string;
  /** The headers the real list answer carries, as it sends them (for the step that writes them all as constants). */
  headers: Record<string, string>;
}

type Register = (app: FastifyInstance) => Promise<void> | void;

/** Each step is the one before it plus one thing, as buildApp adds them (hooks run in the order added). */
const HOOKS: [string, Register][] = [
  ['+ security headers hook', (app) => registerSecurity(app)],
  ['+ CORS hook', (app) => registerPublicCors(app)],
  ['+ auth hook (no token)', async (app) => void (await app.register(registerAuth))],
  ['+ JSON ETag hook', (app) => registerJsonEtags(app)],
  ['+ page-cache write counter', (app) => void createPageCache(app)],
  ['+ input text check', (app) => registerCanonicalInput(app)],
];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const PATH = '/api/v1/meetings/';

/** A server with the first `hooks` of HOOKS whose list route sends the kept br bytes with the list's own headers. */
async function stepServer(bytes: ListBytes, hooks: number, options: { validate?: boolean; allHeaders?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // What auth reads when a token is sent (never here).
  app.decorate('db', null as never);
  app.decorate('clock', { now: () => new Date() } as never);
  for (const [, register] of HOOKS.slice(0, hooks)) await register(app);
  const schema = options.validate ? { querystring: listMeetingsLanguageQuerySchema } : undefined;
  app.get(PATH, { config: { compress: false, decompress: false }, ...(schema ? { schema } : {}) }, (_request, reply) => {
    if (options.allHeaders) reply.headers(bytes.headers);
    else reply.header('vary', 'accept-encoding').header('etag', bytes.etag).header('content-encoding', 'br');
    reply.type('application/json; charset=utf-8');
    return reply.send(bytes.br);
  });
  return app;
}

/** Starts the steps' servers; the real list is measured beside them by the caller. */
export async function startListSteps(bytes: ListBytes): Promise<Step[]> {
  const steps: { name: string; app: FastifyInstance }[] = [];
  const add = (name: string, app: FastifyInstance) => steps.push({ name, app });
  const bare = Fastify({ logger: false });
  bare.get(PATH, (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(bytes.br));
  add('bare, same br bytes', bare);
  add('+ all the list headers, constant', await stepServer(bytes, 0, { allHeaders: true }));
  add('+ vary, etag', await stepServer(bytes, 0));
  for (let i = 1; i <= HOOKS.length; i++) add(HOOKS[i - 1]![0], await stepServer(bytes, i));
  add('+ query validated (zod)', await stepServer(bytes, HOOKS.length, { validate: true }));
  // What the list cache saves, each on a bare route: the body serialised, or compressed, on every request.
  const json = JSON.parse(bytes.plain.toString('utf8')) as unknown;
  const serialising = Fastify({ logger: false });
  serialising.get(PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(json))));
  add('bare, serialised per request', serialising);
  const plain = Fastify({ logger: false });
  plain.get(PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes.plain));
  add('bare, same plain bytes', plain);
  const compressing = Fastify({ logger: false });
  compressing.get(PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(await encodeBody(bytes.plain, 'br')),
  );
  add('bare, br made per request', compressing);
  const started: Step[] = [];
  for (const { name, app } of steps) started.push({ name, url: await listen(app) });
  return started;
}

/** The headers a list answer carried that a step writes itself (not Date, Connection, Content-Length or the type). */
export function listHeadersOf(raw: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const written = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
  return Object.fromEntries(Object.entries(raw).filter(([name]) => !written.has(name)).map(([name, value]) => [name, String(value)]));
}
