/**
 * An agenda read after its meeting's date (a first sync of Tulsa's archive reaches back to 2016) must not list the
 * meeting as Upcoming, nor as held before its minutes say so: it stays scheduled, which the one time-state rule
 * tells as awaiting minutes, and the council archive is then searched for its minutes.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingTimeState } from '../../meetings/meeting-time-state.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { searchesAwaitingMinutes } from '../connector/council-archive.ts';
import { ingestPdf } from './ingest-file.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const agenda = new Uint8Array(fs.readFileSync(path.join(here, '../../../city/tulsa/fixtures/agendas/tulsa-archive-29985-agenda.pdf')));
// The Public Works Committee of August 6, 2025 at 2:30 PM (19:30 UTC), read a week later.
const later = new Date('2025-08-13T15:00:00Z');

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

describe('an agenda read after its meeting', () => {
  it('awaits its minutes (neither Upcoming nor held), and its minutes are searched for', async () => {
    const result = await ingestPdf({ city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => later, topics: [] }, 'pw.pdf', agenda);
    expect(result.status).toBe('created');
    const meeting = await test.db.selectFrom('meetings').selectAll().where('id', '=', result.meetingId!).executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({ meeting_date: '2025-08-06T19:30:00.000Z', status: 'scheduled', document_type: 'agenda' });
    expect(meetingTimeState({ ...meeting, status: 'scheduled', document_type: 'agenda' }, later)).toBe('awaiting_minutes');
    expect(await searchesAwaitingMinutes(test.db, later, cityContext(DEFAULT_CITY_ID).config)).toEqual([{ date: '2025-08-06', typeCode: '263' }]);
  });
});
