/**
 * The benchmark's server process: builds the corpus in a fresh data dir, starts the real app (buildApp) and a
 * bare Fastify route on loopback ports, and reports their URLs to the parent over IPC.
 */
import './production-mode.ts';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { weakEtagOf } from '../server/lib/conditional-get.ts';
import { listHeadersOf, startListSteps, type Step } from './list-steps.ts';
import { generateCorpus } from './meetings-data.ts';

const dataDir = process.argv[2]!;
// The production build, when there is one (`npm run build`): then pages are server-rendered as in production.
const webDist = path.resolve(import.meta.dirname, '../dist/web');
const serverRendering = fs.existsSync(path.join(`${webDist}-ssr`, 'entry-server.js'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
  WEB_DIST_DIR: serverRendering ? webDist : path.join(dataDir, 'no-web-build'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench' } : {}),
});
const db = createDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
await migrateToLatest(db);
const started = performance.now();
const counts = await generateCorpus(db, { meetings: 5_000, itemsPerMeeting: 20 }, cityContext(DEFAULT_CITY_ID).config);
console.log(
  `corpus: ${counts.meetings} meetings, ${counts.items} agenda items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ hello: 'world' }));
// Second baselines: plain Fastify sending the very bytes of a 100-meeting page (as a Buffer, plain and brotli),
// so that the comparison shows our own overhead (hooks, validation, headers, the cache) apart from the cost of
// moving the payload itself.
const page = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=100&skip=0', headers }).then((res) => res.rawPayload);
const listPayload = await page({});
const listBr = await app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=100&skip=0', headers: { 'accept-encoding': 'br' } });
const listPayloadBr = listBr.rawPayload;
bare.get('/bare-same-payload', (_request, reply) => reply.type('application/json; charset=utf-8').send(listPayload));
// The same bytes with their ETag hashed on every request, as the JSON ETag hook did for every kept list before the
// list kept its tag beside its bytes (issue 52): beside /bare-same-payload it prices the hash.
bare.get('/bare-same-payload-hashed', (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('etag', weakEtagOf(listPayload)).send(listPayload),
);
bare.get('/bare-same-payload-br', (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(listPayloadBr),
);
await bare.listen({ port: 0, host: '127.0.0.1' });

const url = (server: typeof bare) => {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
};
// `npm run bench:list-steps` asks for the list taken apart (list-steps.ts) as well.
const steps: Step[] =
  process.argv[3] === 'steps'
    ? await startListSteps({ plain: listPayload, br: listPayloadBr, etag: String(listBr.headers.etag), headers: listHeadersOf(listBr.headers) })
    : [];
process.send!({
  app: url(app as unknown as typeof bare),
  bare: url(bare),
  pageBytes: { plain: listPayload.length, br: listPayloadBr.length },
  serverRendering,
  steps,
});
process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await db.destroy();
  process.exit(0);
});
