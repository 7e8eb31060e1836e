/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/draft` with a fixed clock: recipients only from the official
 * list, the stance on the item's facts in the resident's language, a mailto: link, and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakUpDraftSchema } from '#contract/speak-up.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;
let itemId: number;
const councilor = (district: number, name: string) =>
  ({ name, position: `Councilor, District ${district}`, district, email: `dist${district}@tulsacouncil.org`, phone: null, term_start: null, term_end: null, ocd_division_id: null });

beforeAll(async () => {
  // The clock: Wednesday 18 November 2026, 2 PM in Tulsa; the meeting is the next Wednesday at 5 PM.
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' }],
  }, ctx.clock.now());
  itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
  await ctx.db.insertInto('officials').values([councilor(4, 'Laura Bellis'), councilor(2, 'Anthony Archie')]).execute();
});
afterAll(() => ctx.close());

const draft = (body: object, item: number | string = itemId) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${meetingId}/items/${item}/speak-up/draft`, payload: body });

describe('speak up: the draft', () => {
  it('writes a letter about the item: the resident\'s words first, the item once and whole, the ask, the deadline', async () => {
    const res = await draft({ stance: 'support', text: 'Our block has waited three years for repaving.', district: 4, sender_name: 'Rosa Díaz' });
    expect(res.statusCode).toBe(200);
    const body = speakUpDraftSchema.parse(res.json());
    expect(body.recipients.map((r) => r.email)).toEqual(['dist4@tulsacouncil.org', 'loridoring@tulsacouncil.org']);
    expect(body.subject).toBe('Item 7.a. of the Regular Council Meeting, November 25, 2026: I support it');
    expect(body.body).toBe(
      [
        'Dear Councilor Laura Bellis:',
        'Our block has waited three years for repaving.',
        'I am writing about item 7.a. on the agenda of the Regular Council Meeting of November 25, 2026: "Resolution adopting the 2027 street maintenance plan". I ask you to vote for it.',
        'I send this before written comments close (at 5:00 PM on the day of the meeting) and ask that it be entered in the record of the meeting.',
        'Respectfully,\nRosa Díaz\nDistrict 4',
      ].join('\n\n'),
    );
    expect(body.mailto.startsWith('mailto:dist4%40tulsacouncil.org,loridoring%40tulsacouncil.org?subject=')).toBe(true);
    expect(body.mailto).not.toMatch(/[\r\n]/);
  });

  it('asks for the vote the stance names, never to place the item on an agenda, and names a long title once, whole', async () => {
    for (const [stance, ask] of [['oppose', 'I ask you to vote against it.'], ['question', 'I ask you to answer my question before the vote.']] as const) {
      const body = speakUpDraftSchema.parse((await draft({ stance, district: 4, tone: 'friendly' })).json()).body;
      expect(body).toContain(ask);
      expect(body).not.toMatch(/placing|agenda of an upcoming/i);
      expect(body.split('Resolution adopting the 2027 street maintenance plan')).toHaveLength(2);
    }
  });

  it('quotes the whole title of an item the record shortened, never one cut at "…"', async () => {
    const long = await createMeeting(ctx.db, {
      title: 'Regular Council Meeting',
      meeting_date: '2026-11-25T23:00:00.000Z',
      status: 'scheduled',
      agenda_items: [{
        item_number: '4.b', item_type: 'motion',
        title: 'License Agreement between the City and the Airports Trust, for the installation…',
        description: 'License Agreement between the City and the Airports Trust, for the installation and maintenance of a guardrail. (CD-3)',
      }],
    }, ctx.clock.now());
    const longItem = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', long).executeTakeFirstOrThrow()).id;
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/meetings/${long}/items/${longItem}/speak-up/draft`, payload: { stance: 'support', district: 4 } });
    const body = speakUpDraftSchema.parse(res.json()).body;
    expect(body).toContain('"License Agreement between the City and the Airports Trust, for the installation and maintenance of a guardrail. (CD-3)"');
    expect(body).not.toContain('…');
  });

  it('writes to every councilor, the resident\'s first, in Spanish', async () => {
    const body = speakUpDraftSchema.parse((await draft({ stance: 'oppose', district: 2, all_councilors: true, language: 'es' })).json());
    expect(body.recipients.map((r) => r.email)).toEqual(['dist2@tulsacouncil.org', 'dist4@tulsacouncil.org', 'loridoring@tulsacouncil.org']);
    expect(body.subject).toBe('Punto 7.a. de la sesión "Regular Council Meeting", 25 de noviembre de 2026: me opongo');
    expect(body.body).toContain('Estimados/as Concejal Anthony Archie y Concejal Laura Bellis:');
    expect(body.body).toContain('Les escribo sobre el punto 7.a. de la agenda de la sesión "Regular Council Meeting" del 25 de noviembre de 2026: "Resolution adopting the 2027 street maintenance plan". Les pido que voten en contra.');
    expect(body.body).toContain('(a las 5:00 p.m. del día de la sesión)');
  });

  it('refuses a draft without a stance, and a name that is an office (400)', async () => {
    const res = await draft({ district: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'stance', key: 'stance_required' });
    const office = await draft({ stance: 'support', sender_name: 'Councilor Laura Bellis' });
    expect(office.statusCode).toBe(400);
    expect(office.json().error.details[0]).toMatchObject({ field: 'sender_name', key: 'office_name' });
  });

  it('takes no typed address: an unknown field is refused', async () => {
    const res = await draft({ stance: 'question', district: 4, to: ['mayor@example.com'] });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a district the city does not have, an unknown stance, a message over 5,000 characters', async () => {
    expect((await draft({ stance: 'support', district: 12 })).statusCode).toBe(400);
    expect((await draft({ stance: 'maybe', district: 4 })).statusCode).toBe(400);
    expect((await draft({ stance: 'support', district: 4, text: 'x'.repeat(100_000) })).statusCode).toBe(400);
  });

  it('answers 404 for an item of another meeting', async () => {
    expect((await draft({ stance: 'support' }, 999_999)).statusCode).toBe(404);
  });

  it('refuses once the meeting has begun', async () => {
    ctx.clock.set('2026-11-25T23:00:00.000Z');
    const res = await draft({ stance: 'support', district: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This meeting has begun, so written comments on its items are closed.');
  });
});
