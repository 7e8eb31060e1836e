/**
 * The count that shows it counted (issue 49): "N residents wrote: X in favour, Y against, Z with questions",
 * only residents who agreed to be counted, each once per item (their newest message's stance), in the counts API,
 * the bulk export and the followed item's feed ("2 residents wrote: 1 in favour, 1 against"); a sender named as an
 * office ("Councilor Laura Bellis") is refused and counts nothing; a resident who withdraws leaves the count and their message stays sent. Real app, SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readExportRows } from '../exports/export-rows.ts';

let ctx: TestApp;
let meetingId: number;
let itemId: number;
let otherItemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [
      { item_number: '6.b.', title: 'Rezoning of 1300 S. Quaker Ave. from RS-3 to CS', item_type: 'ordinance', file_number: '26-780-1' },
      { item_number: '6.c.', title: 'Contract for park lighting', item_type: 'motion' },
    ],
  }, ctx.clock.now());
  [itemId, otherItemId] = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).orderBy('id').execute()).map((r) => r.id) as [number, number];
});
afterAll(() => ctx.close());

async function verified(label: string, fullName?: string): Promise<CreatedResident> {
  const resident = await createResident(ctx.db, { label, fullName });
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
  return resident;
}

const sendAs = (who: CreatedResident, payload: Record<string, unknown>, item = itemId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${item}/speak-up/send`, headers: bearer(who.token), payload });

async function write(who: CreatedResident, stance: string, counted: boolean, item = itemId): Promise<void> {
  const res = await sendAs(who, { stance, subject: `Item 6.b.: ${stance}`, body: 'My own words about it.', counted }, item);
  expect(res.statusCode, res.body).toBe(201);
}

const counts = async () => (await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}/speak-up/counts` })).json();

async function exported() {
  const rows = await readExportRows(ctx.db, { city: ctx.app.city.config, dataDir: ctx.app.config.DATA_DIR, publicUrl: 'https://civic.example' });
  const row = rows.agenda_items.find((r) => r.id === itemId)!;
  return [row.residents_wrote, row.residents_in_favour, row.residents_against, row.residents_with_questions];
}

describe('speak up: the count that shows it counted', () => {
  it('three write (two in favour, one against), one in favour is not counted: 2 residents, 1 in favour, 1 against', async () => {
    const [ana, ben, cruz] = [await verified('ana'), await verified('ben'), await verified('cruz')];
    await write(ana, 'support', true);
    await write(ben, 'support', false);
    await write(cruz, 'oppose', true);
    expect(await counts()).toEqual({ items: [{ agenda_item_id: itemId, residents: 2, support: 1, oppose: 1, question: 0 }] });
    expect(await exported()).toEqual([2, 1, 1, 0]);
    const english = await ctx.app.inject({ method: 'GET', url: '/api/v1/feeds/items/26-780-1.rss' });
    expect(english.body).toContain('On this site, 2 residents wrote to the council about it: 1 in favour, 1 against.');
    // A sender named as an office is refused, and nothing is sent or counted.
    const titled = await verified('titled', 'Councilor Laura Bellis');
    const refused = await sendAs(titled, { stance: 'oppose', sender_name: 'Councilor Laura Bellis', subject: 'Item 6.b.', body: 'My own words about it.', counted: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0]).toMatchObject({ field: 'sender_name', key: 'office_name' });
    expect(await counts()).toEqual({ items: [{ agenda_item_id: itemId, residents: 2, support: 1, oppose: 1, question: 0 }] });

    // Writing again counts once, as the newest message leans; another item is counted apart.
    await write(cruz, 'question', true);
    await write(ana, 'oppose', true, otherItemId);
    expect(await counts()).toEqual({
      items: [
        { agenda_item_id: itemId, residents: 2, support: 1, oppose: 0, question: 1 },
        { agenda_item_id: otherItemId, residents: 1, support: 0, oppose: 1, question: 0 },
      ],
    });

    // Ana withdraws from the count of 6.b.: she leaves it, her message stays sent, 6.c. keeps her.
    const out = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/count`, headers: bearer(ana.token) });
    expect(out.statusCode).toBe(200);
    expect(await counts()).toEqual({
      items: [
        { agenda_item_id: itemId, residents: 1, support: 0, oppose: 0, question: 1 },
        { agenda_item_id: otherItemId, residents: 1, support: 0, oppose: 1, question: 0 },
      ],
    });
    expect(await exported()).toEqual([1, 0, 0, 1]);
    const kept = await ctx.db.selectFrom('speak_up_receipts').select('id').where('user_id', '=', ana.id).execute();
    expect(kept).toHaveLength(2);
    // The followed item's feed says it beside the item, in the reader's language.
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/v1/feeds/items/26-780-1.rss?lang=es' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('En este sitio, 1 residente escribió al concejo sobre este punto: 1 con una pregunta.');
  });

  it('withdraws only for a signed-in resident and a real item', async () => {
    const url = `/api/v1/meetings/${meetingId}/items/${itemId}/speak-up/count`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const dee = await verified('dee');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/meetings/${meetingId}/items/999999/speak-up/count`, headers: bearer(dee.token) })).statusCode).toBe(404);
  });
});
