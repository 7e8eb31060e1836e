/**
 * One sync pass against a loopback "city": an HTTP server serving a Granicus listing (recorded row format) and
 * the real agenda and minutes PDFs it links to, then a listing that fails. The city's documents are fetched with
 * the real `fetch` over loopback; nothing is mocked.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeetingDetail } from '../repositories/meeting-reads.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { topicMatchers } from '../ingest/topics.ts';
import { runSyncPass } from './sync-pass.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const pdf = (...parts: string[]) => fs.readFileSync(path.join(here, '..', ...parts));
const files: Record<string, Buffer> = {
  '/docs/pw-agenda.pdf': pdf('ingest/agenda-fixtures/tulsa-archive-29985-agenda.pdf'),
  '/docs/ued-agenda.pdf': pdf('ingest/agenda-fixtures/tulsa-archive-29981-agenda.pdf'),
  '/docs/24-1158-1_2024-12-04_4PM_Minutes.pdf': pdf('seed/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf'),
};
const row = (name: string, when: string, links: string) =>
  `<tr class="listingRow"><td class="listItem" headers="Name" scope="row">${name}</td><td class="listItem">${when}</td><td class="listItem">00h&nbsp;20m</td>${links}</tr>`;
const listing = () => `<html><body><table>
  ${row('Council Public Works Committee', 'August&nbsp;6,&nbsp;2025 - 2:30&nbsp;PM', '<td class="listItem"><a href="/docs/pw-agenda.pdf">Agenda</a></td>')}
  ${row('Council Urban &amp; Economic Development Committee', 'August&nbsp;6,&nbsp;2025 - 10:30&nbsp;AM', '<td class="listItem"><a href="/docs/ued-agenda.pdf">Agenda</a></td>')}
  ${row('Regular Council Meeting', 'December&nbsp;4,&nbsp;2024 - 4:00&nbsp;PM', '<td class="listItem"><a href="/docs/24-1158-1_2024-12-04_4PM_Minutes.pdf">Minutes</a></td>')}
</table></body></html>`;

let test: TestDatabase;
let server: http.Server;
let base = '';
let listingStatus = 200;
const requests: string[] = [];
const now = new Date('2025-08-02T15:00:00Z');
const ctx = () => ({ db: test.db, dataDir: test.dataDir, now: () => now, topics: topicMatchers([]) });

beforeAll(async () => {
  test = await createTestDatabase();
  server = http.createServer((req, res) => {
    requests.push(req.url!);
    if (req.url === '/listing') {
      res.writeHead(listingStatus, { 'content-type': 'text/html' });
      res.end(listingStatus === 200 ? listing() : 'Service Unavailable');
      return;
    }
    const body = files[req.url!];
    res.writeHead(body ? 200 : 404, { 'content-type': body ? 'application/pdf' : 'text/plain' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.destroy();
});

describe('a sync pass', () => {
  it('turns a posted agenda into an upcoming meeting with its items, a cancellation into a canceled one, and new minutes into a completed one', async () => {
    const report = await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: `${base}/listing` }] });
    expect(report.sources).toEqual([{ url: `${base}/listing`, ok: true, found: 3 }]);
    // The listing announces each meeting first; the documents then complete those same meetings.
    expect(report.meetingsCreated).toBe(3);
    expect(report.documents.map((d) => d.status)).toEqual(['updated', 'updated', 'updated']);

    const pw = await test.db.selectFrom('meetings').select('id').where('meeting_type', '=', 'public_works_committee').execute();
    expect(pw).toHaveLength(1);
    const detail = (await getMeetingDetail(test.db, pw[0]!.id))!;
    expect(detail).toMatchObject({ status: 'scheduled', document_type: 'agenda', meeting_date: '2025-08-06T19:30:00.000Z' });
    expect(detail.agenda_items).toHaveLength(13);

    const ued = await test.db.selectFrom('meetings').selectAll().where('meeting_type', '=', 'urban_economic_committee').execute();
    expect(ued.map((m) => m.status)).toEqual(['cancelled']);
    const minutes = await test.db.selectFrom('meetings').selectAll().where('meeting_date', '=', '2024-12-04T22:00:00.000Z').execute();
    expect(minutes.map((m) => [m.status, m.document_type])).toEqual([['completed', 'minutes']]);

    const run = await test.db.selectFrom('sync_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run.status).toBe('ok');
    expect(run.finished_at).not.toBeNull();
  });

  it('the next pass re-reads only the agendas of meetings still to come, and changes nothing', async () => {
    const before = await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute();
    requests.length = 0;
    const report = await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: `${base}/listing` }] });
    expect(requests.sort()).toEqual(['/docs/pw-agenda.pdf', '/docs/ued-agenda.pdf', '/listing']);
    expect(report.documents.map((d) => d.status)).toEqual(['unchanged', 'unchanged']);
    expect(await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(before);
  });

  it('a listing that fails changes nothing and is reported', async () => {
    const before = await test.db.selectFrom('meetings').selectAll().orderBy('id').execute();
    listingStatus = 503;
    try {
      const report = await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: `${base}/listing` }] });
      expect(report.sources).toEqual([{ url: `${base}/listing`, ok: false, found: 0, error: 'HTTP 503' }]);
      expect(report.documents).toEqual([]);
    } finally {
      listingStatus = 200;
    }
    expect(await test.db.selectFrom('meetings').selectAll().orderBy('id').execute()).toEqual(before);
    const run = await test.db.selectFrom('sync_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
  });

  it('one pass at a time: a pass that finds the lease taken does nothing', async () => {
    await test.db.updateTable('sync_lease').set({ holder: 'another-process', lease_until: new Date(now.getTime() + 60_000).toISOString() }).execute();
    requests.length = 0;
    const report = await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: `${base}/listing` }] });
    expect(report.skipped).toBe('another sync is running');
    expect(requests).toEqual([]);
    // A lease left by a crashed pass runs out, and the next pass takes over.
    await test.db.updateTable('sync_lease').set({ lease_until: new Date(now.getTime() - 1).toISOString() }).execute();
    expect((await runSyncPass(ctx(), { sources: [{ kind: 'granicus', url: `${base}/listing` }] })).skipped).toBeUndefined();
  });
});
