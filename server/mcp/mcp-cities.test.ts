/**
 * MCP across the cities one process serves (issue 46, decision 150), through the SDK's own client over loopback
 * HTTP: two cities on their own databases, each with a meeting of the same id and the same file number, so an
 * answer from the wrong city's record shows. `list_cities` names both; `city` chooses the record on either city's
 * endpoint (the endpoint's own without it); an unknown city, prototype words included, is a tool error naming
 * the cities; every answer says which city it is for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCityApps, readyCityApps, type ServedCityApp } from '../cities/serve-cities.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { openMigratedDatabase } from '../process-start.ts';
import { meetingInput } from '../test/factories.ts';
import { TEST_NOW } from '../test/test-app.ts';
import { MCP_RATE_LIMITS } from './mcp-limits.ts';

const PUBLIC_URL = 'https://civic.example';
const FILE = '26-200-1';
/** Each city's meeting: its title, and the roll call of its one motion (name, district). */
const RECORDS = {
  tulsa: { title: 'Tulsa Stormwater Hearing', councilor: ['Lakin', 2] as const },
  fictionville: { title: 'Fictionville Stormwater Hearing', councilor: ['Cedar', 3] as const },
};

let dataDir: string;
let served: ServedCityApp[] = [];
let base: string;
/** The apps' clock: each test starts a new minute of the endpoint's rate limit, so the tests' calls never add up to it. */
const clock = createManualClock(TEST_NOW);
/** One client of the default city's endpoint for every test. */
let client: Client;
const clients: Client[] = [];
const meetingIds: Record<string, number> = {};

async function connect(endpoint: string): Promise<Client> {
  const client = new Client({ name: 'civic-commons-cities-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${endpoint}`)));
  clients.push(client);
  return client;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-mcp-cities-'));
  const config = loadConfig({ NODE_ENV: 'test', CITIES: 'tulsa,fictionville', DATA_DIR: dataDir, PUBLIC_URL, WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', GEOCODER: 'offline', DATABASE_URL: '' });
  served = await buildCityApps(config, { openDatabase: openMigratedDatabase, logger: false, clock });
  for (const { db, city } of served) {
    const record = RECORDS[city.config.id as keyof typeof RECORDS];
    const [councilor, district] = record.councilor;
    const input = meetingInput({
      title: record.title,
      summary: `${record.title}: the council heard the stormwater plan.`,
      agenda_items: [{ item_number: '1.', title: 'Stormwater ordinance', item_type: 'ordinance', vote_required: true, vote_result: 'passed', file_number: FILE }],
      voting_records: [{ item_number: '1.', motion: 'Motion to approve 1.', outcome: 'passed', votes: [{ councilor, district, vote: 'aye' }] }],
    });
    meetingIds[city.config.id] = await saveMeeting(db, input, { now: new Date(TEST_NOW), city });
  }
  await readyCityApps(served);
  base = await served[0]!.app.listen({ port: 0, host: '127.0.0.1' });
  client = await connect('/api/v1/mcp');
}, 120_000);
beforeEach(() => clock.advance(MCP_RATE_LIMITS.perMinute.windowMs));
afterAll(async () => {
  for (const client of clients) await client.close();
  for (const { app, db } of served) {
    await app.close();
    await db.destroy();
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: Record<string, unknown> };

async function call<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T & { city: { id: string; name: string } }> {
  const result = (await client.callTool({ name, arguments: args })) as Answer;
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
  return result.structuredContent as T & { city: { id: string; name: string } };
}

type Search = { total: number; meetings: { id: number; title: string; url: string }[] };

describe('MCP on the default city’s endpoint, with two cities served', () => {
  it('lists both cities with their id, name, state, time zone and endpoint, its own the default', async () => {
    const list = await call<{ default_city: string; cities: Record<string, unknown>[] }>(client, 'list_cities', {});
    expect(list.default_city).toBe('tulsa');
    expect(list.cities).toEqual([
      expect.objectContaining({ id: 'tulsa', name: 'Tulsa', state: 'Oklahoma', time_zone: 'America/Chicago', default: true, mcp_url: `${PUBLIC_URL}/tulsa/api/v1/mcp` }),
      expect.objectContaining({ id: 'fictionville', name: 'Fictionville', time_zone: 'America/Denver', districts: 3, default: false, mcp_url: `${PUBLIC_URL}/fictionville/api/v1/mcp` }),
    ]);
    expect(client.getInstructions()).toContain('Fictionville (fictionville)');
  });

  it('gives every tool but list_cities an optional city argument', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools.filter((t) => t.name !== 'list_cities')) {
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain('city');
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('city');
    }
  });

  it('answers for its own city without city, and for the other city’s record with it, saying which', async () => {
    const own = await call<Search>(client, 'search_meetings', { query: 'Stormwater' });
    expect(own.city).toEqual({ id: 'tulsa', name: 'Tulsa', state: 'Oklahoma' });
    expect(own.meetings.map((m) => [m.title, m.url])).toEqual([['Tulsa Stormwater Hearing', `${PUBLIC_URL}/tulsa/meetings/${meetingIds.tulsa}`]]);
    const other = await call<Search>(client, 'search_meetings', { query: 'Stormwater', city: 'fictionville' });
    expect(other.city.id).toBe('fictionville');
    expect(other.meetings.map((m) => [m.title, m.url])).toEqual([['Fictionville Stormwater Hearing', `${PUBLIC_URL}/fictionville/meetings/${meetingIds.fictionville}`]]);
    // An id is read in any case, as a person may type it.
    expect((await call<Search>(client, 'search_meetings', { query: 'Stormwater', city: 'Fictionville' })).meetings[0]!.title).toBe('Fictionville Stormwater Hearing');
  });

  it('reads meetings, matters and votes from the named city’s own database', async () => {
    // The same id in both databases: the city decides which meeting it is.
    expect(meetingIds.tulsa).toBe(meetingIds.fictionville);
    const tulsaMeeting = await call<{ title: string }>(client, 'get_meeting', { meeting_id: meetingIds.tulsa });
    expect([tulsaMeeting.city.id, tulsaMeeting.title]).toEqual(['tulsa', 'Tulsa Stormwater Hearing']);
    const fvMeeting = await call<{ title: string }>(client, 'get_meeting', { meeting_id: meetingIds.fictionville, city: 'fictionville' });
    expect([fvMeeting.city.id, fvMeeting.title]).toEqual(['fictionville', 'Fictionville Stormwater Hearing']);
    const history = await call<{ appearances: { meeting_title: string }[] }>(client, 'item_history', { file_number: FILE, city: 'fictionville' });
    expect(history.appearances.map((a) => a.meeting_title)).toEqual(['Fictionville Stormwater Hearing']);
    const cedar = await call<{ total: number; votes: { councilor: string; meeting_title: string }[] }>(client, 'councilor_votes', { councilor: 'Cedar', city: 'fictionville' });
    expect(cedar.votes.map((v) => [v.councilor, v.meeting_title])).toEqual([['Cedar', 'Fictionville Stormwater Hearing']]);
    const missing = (await client.callTool({ name: 'councilor_votes', arguments: { councilor: 'Cedar' } })) as Answer;
    expect(missing).toMatchObject({ isError: true, content: [{ text: 'No councilor named "Cedar" is in the roll calls of the public record of Tulsa.' }] });
  });

  it('bounds a district by the named city’s own districts', async () => {
    expect((await call<{ total: number }>(client, 'councilor_votes', { district: 3, city: 'fictionville' })).total).toBe(1);
    const beyond = (await client.callTool({ name: 'councilor_votes', arguments: { district: 5, city: 'fictionville' } })) as Answer;
    expect(beyond).toMatchObject({ isError: true, content: [{ text: 'Fictionville has districts 1-3; there is no district 5.' }] });
    expect((await call<{ total: number }>(client, 'councilor_votes', { district: 5 })).city.id).toBe('tulsa');
  });

  it('refuses an unknown city, prototype words included, as a tool error naming the cities, and keeps answering', async () => {
    for (const city of ['gotham', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', ' ']) {
      for (const [name, args] of [['search_meetings', { query: 'Stormwater' }], ['get_meeting', { meeting_id: 1 }], ['item_history', { file_number: FILE }], ['councilor_votes', { district: 1 }]] as const) {
        const refused = (await client.callTool({ name, arguments: { ...args, city } })) as Answer;
        expect(refused.isError, `${name} ${city}`).toBe(true);
        expect(refused.content[0]!.text, `${name} ${city}`).toBe(
          `There is no city ${JSON.stringify(city)} on this server. The cities it serves are Tulsa (tulsa), Fictionville (fictionville): pass one of their ids as \`city\` (list_cities describes them).`,
        );
      }
    }
    expect((await call<Search>(client, 'search_meetings', { query: 'Stormwater' })).total).toBe(1);
  });
});

describe('MCP on the other city’s endpoint', () => {
  it('answers for its own city by default, at both of its paths, and for the default city when asked', async () => {
    for (const endpoint of ['/api/v1/cities/fictionville/mcp', '/fictionville/api/v1/mcp']) {
      const client = await connect(endpoint);
      expect(client.getInstructions(), endpoint).toContain('Fictionville Town Council');
      expect((await call<{ default_city: string }>(client, 'list_cities', {})).default_city).toBe('fictionville');
      const own = await call<Search>(client, 'search_meetings', { query: 'Stormwater' });
      expect([own.city.id, own.meetings[0]!.title]).toEqual(['fictionville', 'Fictionville Stormwater Hearing']);
      const tulsa = await call<Search>(client, 'search_meetings', { query: 'Stormwater', city: 'tulsa' });
      expect([tulsa.city.id, tulsa.meetings[0]!.url]).toEqual(['tulsa', `${PUBLIC_URL}/tulsa/meetings/${meetingIds.tulsa}`]);
    }
  });
});
