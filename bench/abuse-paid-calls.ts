/**
 * `bench:abuse`'s stages for the calls that cost money or a third party's patience (issue 51), against loopback
 * stand-ins the bench's server is pointed at: an OpenAI-compatible model (the test peer) and a Nominatim that
 * answers at once and counts what reaches it.
 *
 * - The language-model budget: 200 e-mail drafts and 200 speak-up drafts from one IPv6 /64, each address of it
 *   new; how many reached the model against the drafter's budget for a network, the drafts' times as ratios to a
 *   draft from another network at idle, and whether another network still gets the model afterwards.
 * - The geocoder queue's fairness: one /64 keeps GEO_FLOOD district lookups in flight (new addresses, so no cache
 *   answers them) while another resident looks an address up; the resident's wait as a ratio to idle.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LLM_BUDGETS } from '../server/lib/llm-budget.ts';
import { GEOCODER_CLIENT_SHARE, GEOCODER_MAX_WAIT_SECONDS } from '../server/representatives/geocode-throttle.ts';
import { type LlmStub, startLlmStub } from '../server/test/peers/llm-stub.ts';
import { bar, type Figures, figures, withRatios } from './abuse-figures.ts';

const GEO_PROBES = Number(process.env.GEO_PROBES ?? 10);
const GEO_FLOOD = Number(process.env.GEO_FLOOD ?? 20);
/** Between two of the resident's lookups: Nominatim's pace is one call a second, and idle means none waiting. */
const GEO_PAUSE_MS = 1100;
const DRAFTS = 200;
const DRAFT_CONNECTIONS = 8;

export interface NominatimStub { url: string; calls: number; close(): Promise<void> }

/** A Nominatim on loopback that finds nothing, at once, and counts the searches that reach it. */
export async function startNominatimStub(): Promise<NominatimStub> {
  const stub = { calls: 0 };
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/search')) stub.calls++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  });
}

export async function startPaidPeers(): Promise<{ llm: LlmStub; geocoder: NominatimStub; env: Record<string, string> }> {
  const llm = await startLlmStub();
  llm.answer.content = '{"subject": "Streetlight out", "body": "Dear Councilor,\\n\\nThe light on our corner is out.\\n\\nDana"}';
  const geocoder = await startNominatimStub();
  const env = { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'bench-key', LLM_MODEL: 'bench', GEOCODER: 'nominatim', GEOCODER_URL: geocoder.url };
  return { llm, geocoder, env };
}

const post = (url: string, from: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });

const emailDraft = {
  address: '',
  issue: 'The streetlight on our corner has been out for six weeks.',
  tone: 'formal',
  representatives: [{ name: 'A Councilor', position: 'Councilor, District 4', email: 'd4@example.org', phone: null, district: 4 }],
};

/** Asks `ask(i)` for i in 0..count-1, `connections` at a time; each answer's time and its JSON. */
async function timed<T>(count: number, connections: number, ask: (i: number) => Promise<Response>): Promise<{ times: number[]; bodies: T[] }> {
  const times: number[] = [];
  const bodies: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const started = performance.now();
      const res = await ask(i);
      bodies.push((await res.json()) as T);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { times, bodies };
}

/** The model's budget against 200 drafts of each kind from one /64. */
export async function llmBudgetStage(base: string, llm: LlmStub, speakUpDraftPath: string): Promise<void> {
  const budget = LLM_BUDGETS.drafter.perNetworkPerHour;
  const from = (i: number) => `2001:db8:51:a:${(i + 1).toString(16)}::7`;
  // Idle: drafts from a network of their own, one at a time, each reaching the model.
  llm.calls.length = 0;
  const idle = await timed<{ engine?: string }>(10, 1, (i) => post(`${base}/api/v1/representatives/compose-email`, `198.51.100.${60 + i}`, emailDraft));
  const idleFigures = figures(idle.times);
  console.log(`LLM idle: 10 e-mail drafts from 10 IPv4 clients: ${llm.calls.length} reached the model; ${withRatios(idleFigures, idleFigures)}`);

  llm.calls.length = 0;
  const email = await timed<{ engine?: string }>(DRAFTS, DRAFT_CONNECTIONS, (i) => post(`${base}/api/v1/representatives/compose-email`, from(i), emailDraft));
  const emailReached = llm.calls.length;
  const byModel = email.bodies.filter((b) => b.engine === 'llm').length;
  console.log(`LLM: ${DRAFTS} e-mail drafts from one /64: ${emailReached} reached the model (budget ${budget} an hour per network; the probe found 200 of 200), ${byModel} answered by it, ${DRAFTS - byModel} offline; ${withRatios(figures(email.times), idleFigures)}  ${bar(`e-mail drafts reaching the model within the budget of ${budget}`, emailReached <= budget)}`);

  llm.calls.length = 0;
  const speakUp = await timed<{ body?: string }>(DRAFTS, DRAFT_CONNECTIONS, (i) => post(`${base}${speakUpDraftPath}`, from(i), { stance: 'support', text: 'Our block has waited three years for repaving.', district: 4 }));
  const drafted = speakUp.bodies.filter((b) => typeof b.body === 'string').length;
  console.log(`LLM: ${DRAFTS} speak-up drafts from one /64: ${llm.calls.length} reached the model (it writes from the record: decision 100), ${drafted} drafted; ${withRatios(figures(speakUp.times), idleFigures)}  ${bar('speak-up drafts reaching the model: none', llm.calls.length === 0 && drafted === DRAFTS)}`);

  llm.calls.length = 0;
  const other = (await (await post(`${base}/api/v1/representatives/compose-email`, '198.51.100.99', emailDraft)).json()) as { engine?: string };
  console.log(`LLM: then a draft from another network: engine ${other.engine}  ${bar('another network still reaches the model', other.engine === 'llm' && llm.calls.length === 1)}`);
}

async function lookUp(base: string, from: string, address: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/representatives/find?address=${encodeURIComponent(address)}`, { headers: { 'x-forwarded-for': from } });
  await res.arrayBuffer();
  return performance.now() - started;
}

async function meetingsList(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/meetings?limit=20`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
  await res.arrayBuffer();
  return performance.now() - started;
}

/**
 * The resident's lookups, one at a time, paced so that none waits behind the resident's own last call; before
 * each, the meetings list (which no geocoder call delays), to tell the queue's wait from a busy server's.
 */
async function residentWaits(base: string, first: number): Promise<{ lookup: Figures; list: Figures; cached: Figures }> {
  const lookups: number[] = [];
  const lists: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < GEO_PROBES; i++) {
    await new Promise((resolve) => setTimeout(resolve, GEO_PAUSE_MS));
    lists.push(await meetingsList(base));
    cached.push(await lookUp(base, '198.51.100.78', '1 Resident Street'));
    lookups.push(await lookUp(base, '198.51.100.77', `${first + i} Resident Street`));
  }
  return { lookup: figures(lookups), list: figures(lists), cached: figures(cached) };
}

/** One /64 keeping the shared geocoder queue as full as it may, and a resident of another network meanwhile. */
export async function geocoderFairnessStage(base: string, geocoder: NominatimStub): Promise<void> {
  const idle = await residentWaits(base, 1);
  console.log(`geocoder idle: a resident's lookup (Nominatim's pace: 1 a second)           ${withRatios(idle.lookup, idle.lookup)}`);
  console.log(`geocoder idle: the meetings list                                        ${withRatios(idle.list, idle.list)}`);
  let stop = false;
  let sent = 0;
  const before = geocoder.calls;
  const flooder = async () => {
    while (!stop) await lookUp(base, `2001:db8:51:b:${(++sent).toString(16)}::1`, `${sent} Flood Avenue`);
  };
  const flood = Array.from({ length: GEO_FLOOD }, flooder);
  const beside = await residentWaits(base, 1000);
  stop = true;
  await Promise.all(flood);
  const share = Math.max(1, Math.floor(GEOCODER_MAX_WAIT_SECONDS * GEOCODER_CLIENT_SHARE));
  const floodReached = geocoder.calls - before - beside.lookup.n;
  console.log(`geocoder: one /64 keeping ${GEO_FLOOD} lookups in flight sent ${sent}; ${floodReached} reached the geocoder, the rest were told it is busy (its share: ${share} waiting)`);
  console.log(`geocoder: the meetings list beside the flood                              ${withRatios(beside.list, idle.list)}`);
  console.log(`geocoder: an address already looked up, beside the flood              ${withRatios(beside.cached, idle.cached)}`);
  // The queue's part of the wait: beyond what the same route takes for an address it needs no call for, meanwhile.
  const queued = beside.lookup.p95 - beside.cached.p95;
  console.log(`geocoder: the resident's lookup beside the flood (the probe: 9.0 s)      ${withRatios(beside.lookup, idle.lookup)}`);
  console.log(`geocoder: the resident's p95 beyond a looked-up address's: ${queued.toFixed(0)} ms  ${bar(`the resident waits at most the flood's share and one starting call (3 turns of 1 s) and 1 s more`, queued < 4000)}`);
}
