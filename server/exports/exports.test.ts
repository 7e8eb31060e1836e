/**
 * The bulk exports end to end: an admin asks for a build, the job writes it, and the files are read back with
 * real readers (better-sqlite3, the `sqlite3` shell when installed, csv-parse) and compared with the API's own
 * answers; no private table or column anywhere; downloads answer 304 and 206 as HTTP says.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_INFO_TABLE, EXPORT_TABLES, type ExportsStatus, SPREADSHEET_TABLES, SQLITE_FILE, spreadsheetColumns } from '#contract/data-exports.ts';
import type { MeetingDetail, MeetingSummary } from '#contract/meetings.ts';
import { bearer, registerAndLogin } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { exportsDir } from './build-exports.ts';
import { PRIVATE_EMAIL, PRIVATE_PHONE, seedOpenDataFixture } from '../test/fixtures/open-data-fixture.ts';

let ctx: TestApp;
let status: ExportsStatus;
let details: MeetingDetail[];
const PUBLIC_URL = 'https://civic.example';

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const fileOf = (name: string) => path.join(exportsDir(ctx.dataDir), fs.readdirSync(exportsDir(ctx.dataDir)).find((f) => !f.endsWith('.json'))!, name);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  await seedOpenDataFixture(ctx.db);
  const list = (await get('/api/v1/meetings?include_unsummarized=true&limit=100')).json() as { items: MeetingSummary[] };
  details = await Promise.all(list.items.filter((m) => !m.is_demo).map(async (m) => (await get(`/api/v1/meetings/${m.id}`)).json() as MeetingDetail));
});
afterAll(() => ctx.close());

describe('building an export', () => {
  it('has nothing to download before the first build', async () => {
    expect((await get('/api/v1/data/exports')).json()).toEqual({ latest: null, rebuild_pending: false, nightly_hour: null, time_zone: 'America/Chicago' });
    expect((await get('/api/v1/data/exports/meetings.csv')).statusCode).toBe(404);
    expect((await get('/api/v1/data/exports/users.csv')).statusCode).toBe(400);
  });

  it('is queued by an admin only, and built by the job', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/exports' })).statusCode).toBe(401);
    const resident = await registerAndLogin(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/exports', headers: bearer(resident.token) })).statusCode).toBe(403);
    const admin = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/exports', headers: bearer(admin.token) });
    expect(queued.statusCode).toBe(202);
    expect(await ctx.app.jobs.runOnce()).toMatchObject({ failed: 0 });
    const jobs = await ctx.db.selectFrom('jobs').select(['kind', 'status']).where('kind', '=', 'exports.build').execute();
    expect(jobs).toEqual([{ kind: 'exports.build', status: 'done' }]);

    status = (await get('/api/v1/data/exports')).json() as ExportsStatus;
    expect(status).toMatchObject({ rebuild_pending: false });
    expect(status.latest).toMatchObject({ exported_at: '2026-11-18T20:00:00.000Z', export_date: '2026-11-18', licence: { id: 'ODC-PDDL-1.0' } });
    expect(status.latest!.built).toEqual({ en: 'Built November 18, 2026 at 2:00 PM', es: 'Generada el 18 de noviembre de 2026 a las 2:00 p.m.' });
    expect(status.latest!.files.map((f) => f.name).sort()).toEqual([...SPREADSHEET_TABLES.flatMap((t) => [`${t}.csv`, `${t}.json`]), SQLITE_FILE].sort());
    // No temporary file is left beside the published ones.
    expect(fs.readdirSync(exportsDir(ctx.dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the SQLite file', () => {
  it('holds exactly the public tables and columns, and no private value', () => {
    const db = new SqliteDatabase(fileOf(SQLITE_FILE), { readonly: true });
    try {
      const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
      expect(tables).toEqual([...Object.keys(EXPORT_TABLES), EXPORT_INFO_TABLE].sort());
      for (const [table, columns] of Object.entries(EXPORT_TABLES)) {
        const names = (db.prepare(`pragma table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
        expect(names, table).toEqual(columns.map((c) => c.name));
        expect(names.filter((n) => /email|phone|password|token|user|subscri|session|outbox/i.test(n)), table).toEqual([]);
      }
      for (const table of tables) {
        const dump = JSON.stringify(db.prepare(`select * from "${table}"`).all());
        expect(dump).not.toContain(PRIVATE_EMAIL);
        expect(dump).not.toContain(PRIVATE_PHONE);
        expect(dump).not.toMatch(/Demo (Council Meeting|item|motion)|Ghost/);
      }
      expect(db.prepare(`select value from ${EXPORT_INFO_TABLE} where key = 'licence'`).pluck().get()).toContain('PDDL');
      // The links are declared as foreign keys, and every row's link resolves (SQLite's own check).
      const keys = (table: string) => (db.prepare(`pragma foreign_key_list("${table}")`).all() as { table: string; from: string }[]).map((k) => `${k.from}->${k.table}`).sort();
      expect(keys('votes')).toEqual(['meeting_id->meetings', 'motion_id->motions']);
      expect(keys('motions')).toEqual(['agenda_item_id->agenda_items', 'meeting_id->meetings']);
      expect(keys('agenda_items')).toEqual(['meeting_id->meetings']);
      expect(keys('corrections')).toEqual(['meeting_id->meetings']);
      expect(db.prepare('pragma foreign_key_check').all()).toEqual([]);
      // The full text (SQLite only) is filled in after the other columns, and only for real meetings.
      expect(db.prepare('select full_text from meetings where full_text is not null').pluck().all()).toEqual([
        'The Council met in regular session at 5:00 p.m. Resurfacing of 21st Street was discussed.',
      ]);
    } finally {
      db.close();
    }
  });

  it("row counts equal the API's totals, read with better-sqlite3 and with the sqlite3 shell", async () => {
    const list = (await get('/api/v1/meetings?include_unsummarized=true&limit=100')).json() as { items: MeetingSummary[]; total: number };
    const expected = {
      meetings: list.total - list.items.filter((m) => m.is_demo).length,
      agenda_items: details.reduce((n, m) => n + m.agenda_items.length, 0),
      motions: details.reduce((n, m) => n + m.voting_records.length, 0),
      votes: details.reduce((n, m) => n + m.voting_records.reduce((k, r) => k + r.votes.length, 0), 0),
    };
    expect(expected).toEqual({ meetings: 2, agenda_items: 4, motions: 3, votes: 10 });
    const db = new SqliteDatabase(fileOf(SQLITE_FILE), { readonly: true });
    const counts = Object.fromEntries(Object.keys(expected).map((t) => [t, db.prepare(`select count(*) from ${t}`).pluck().get()]));
    db.close();
    expect(counts).toEqual(expected);
    for (const f of status.latest!.files.filter((file) => file.table)) expect(f.rows, f.name).toBe(expected[f.table!]);

    let shell: string | null = null;
    try {
      shell = execFileSync('which', ['sqlite3'], { encoding: 'utf8' }).trim();
    } catch {
      shell = null; // not installed: the library's reading above stands
    }
    if (shell) {
      const out = execFileSync(shell, ['-readonly', fileOf(SQLITE_FILE), Object.keys(expected).map((t) => `select '${t}', count(*) from ${t};`).join(' ')], { encoding: 'utf8' });
      const shellCounts = Object.fromEntries(out.trim().split('\n').map((line) => [line.split('|')[0], Number(line.split('|')[1])]));
      expect(shellCounts).toEqual(expected);
    }
  });
});

describe('the CSV and JSON files', () => {
  const download = async (name: string) => {
    const res = await get(`/api/v1/data/exports/${name}`);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('are RFC 4180 CSV with a header, matching the API, with formula-like text defused', async () => {
    for (const table of SPREADSHEET_TABLES) {
      const res = await download(`${table}.csv`);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.body.endsWith('\r\n')).toBe(true);
      // A UTF-8 byte order mark first, so Excel reads the text as UTF-8.
      expect(res.rawPayload.subarray(0, 3).toString('hex'), table).toBe('efbbbf');
      const [header] = parse(res.body, { to_line: 1, bom: true }) as string[][];
      expect(header, table).toEqual(spreadsheetColumns(table).map((c) => c.name));
    }
    const meetings = parse((await download('meetings.csv')).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(meetings.map((m) => [Number(m.id), m.title, m.meeting_date, m.meeting_date_local, m.page_url])).toEqual(
      details.map((d) => [d.id, d.title, d.meeting_date, d.meeting_date_local, `${PUBLIC_URL}/meetings/${d.id}`]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const items = parse((await download('agenda_items.csv')).body, { columns: true, bom: true }) as Record<string, string>[];
    const apiItems = details.flatMap((d) => d.agenda_items.map((i) => ({ ...i, meeting_id: d.id })));
    expect(items.map((i) => Number(i.id)).sort()).toEqual(apiItems.map((i) => i.id).sort());
    const formula = items.find((i) => i.item_number === '7.a.')!;
    expect(formula.title).toBe(`'=HYPERLINK("http://evil.example","click")`);
    const multiline = items.find((i) => i.item_number === '7.b.')!;
    expect(multiline).toMatchObject({ title: 'Resurfacing, 21st Street\nfrom Yale to Harvard', description: "'+1 lane; -2 parking", vote_required: 'true' });
    const motions = parse((await download('motions.csv')).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(motions.find((m) => m.motion?.includes('SUM'))!.motion).toBe("'@SUM(A1) motion to approve 7.b.");
    const votes = parse((await download('votes.csv')).body, { columns: true, bom: true }) as Record<string, string>[];
    const apiVotes = details.flatMap((d) => d.voting_records.flatMap((r) => r.votes.map((v) => `${r.id}|${d.id}|${v.councilor}|${v.district}|${v.vote}`)));
    expect(votes.map((v) => `${v.motion_id}|${v.meeting_id}|${v.councilor}|${v.district}|${v.vote}`).sort()).toEqual(apiVotes.sort());
  });

  it('JSON carries the values unchanged, typed as the API types them', async () => {
    const items = (await download('agenda_items.json')).json() as Record<string, unknown>[];
    for (const d of details) {
      for (const api of d.agenda_items) {
        const row = items.find((i) => i.id === api.id)!;
        expect(row).toMatchObject({ meeting_id: d.id, item_number: api.item_number, title: api.title, vote_required: api.vote_required, vote_result: api.vote_result, page: api.page, file_number: api.file_number });
      }
    }
    const meetings = (await download('meetings.json')).json() as Record<string, unknown>[];
    expect(meetings[0]).toMatchObject({ topics: ['infrastructure'], keywords: ['street maintenance', 'consent agenda'] });
    expect(Object.keys(meetings[0]!)).toEqual(spreadsheetColumns('meetings').map((c) => c.name));
    const motions = (await download('motions.json')).json() as Record<string, unknown>[];
    expect(motions.map((m) => m.motion).sort()).toEqual(details.flatMap((d) => d.voting_records.map((r) => r.motion)).sort());
  });
});

describe('downloads over HTTP', () => {
  it('are attachments named with the export date, with validators; a current copy gets 304', async () => {
    const res = await get('/api/v1/data/exports/agenda_items.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tulsa-agenda-items-2026-11-18.csv"');
    const file = status.latest!.files.find((f) => f.name === 'agenda_items.csv')!;
    expect(res.headers.etag).toBe(`"${file.sha256}"`);
    expect(res.headers['last-modified']).toBe(new Date('2026-11-18T20:00:00.000Z').toUTCString());
    expect(Number(res.headers['content-length'])).toBe(file.bytes);
    expect((await get('/api/v1/data/exports/agenda_items.csv', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    expect((await get('/api/v1/data/exports/agenda_items.csv', { 'if-modified-since': String(res.headers['last-modified']) })).statusCode).toBe(304);
    expect((await get('/api/v1/data/exports/agenda_items.csv', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    const sqlite = await get(`/api/v1/data/exports/${SQLITE_FILE}`);
    expect(sqlite.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(sqlite.headers['content-disposition']).toBe('attachment; filename="tulsa-civic-commons-2026-11-18.sqlite"');
  });

  it('a Range request gets 206 with exactly those bytes; one outside the file 416', async () => {
    const whole = fs.readFileSync(fileOf(SQLITE_FILE));
    const part = await get(`/api/v1/data/exports/${SQLITE_FILE}`, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${whole.length}`);
    expect(Buffer.compare(part.rawPayload, whole.subarray(100, 1124))).toBe(0);
    const stale = await get(`/api/v1/data/exports/${SQLITE_FILE}`, { range: 'bytes=0-9', 'if-range': '"other-version"' });
    expect(stale.statusCode).toBe(200);
    expect((await get(`/api/v1/data/exports/${SQLITE_FILE}`, { range: `bytes=${whole.length}-` })).statusCode).toBe(416);
  });
});
