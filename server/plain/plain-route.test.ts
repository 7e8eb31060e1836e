/** The meeting detail and agenda endpoints serve each item's plain line (issue 30), null for an unknown kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;
let agendaId: number;
let cancelledId: number;
const LEAD = 'Consideration and possible approval, adoption, denial, amendment or revision of ';

beforeAll(async () => {
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular meeting',
    agenda_items: [
      { item_number: '7.a', title: `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL (CD-6)`, item_type: 'motion', vote_required: true, vote_result: 'passed' },
      { item_number: '9', title: '[CC 12/18/24] 24-1157-1', item_type: 'discussion', vote_result: 'passed' },
    ],
    voting_records: [
      {
        item_number: '7.a',
        motion: 'Motion to approve 7.a',
        outcome: 'passed',
        votes: [
          { councilor: 'Ada', district: 1, vote: 'aye' },
          { councilor: 'Bo', district: 2, vote: 'aye' },
          { councilor: 'Cy', district: 3, vote: 'nay' },
        ],
      },
    ],
  });
  // An agenda ahead of its meeting (the test app's clock is at its default "now") and a cancelled meeting.
  agendaId = await createMeeting(ctx.db, {
    title: 'Agenda ahead',
    status: 'scheduled',
    document_type: 'agenda',
    meeting_date: '2099-01-06T23:00:00.000Z',
    agenda_items: [{ item_number: '1', title: `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL (CD-6)`, item_type: 'motion' }],
  });
  cancelledId = await createMeeting(ctx.db, { title: 'Cancelled', status: 'cancelled', meeting_date: '2024-02-06T23:00:00.000Z' });
});
afterAll(() => ctx.close());

describe('plain lines in the API', () => {
  it('gives a known item its kind and lines, and an unknown one null', async () => {
    for (const url of [`/api/v1/meetings/${meetingId}`, `/api/v1/meetings/${meetingId}/agenda-items`]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const items = (Array.isArray(body) ? body : body.agenda_items) as { plain: unknown }[];
      expect(items[0]?.plain).toEqual({
        kind: 'rezoning',
        en: 'Lets land be used for small offices. Today it is for single-family homes. It is in District 6.',
        es: 'Permite usar un terreno para oficinas pequeñas. Hoy es para casas unifamiliares. Está en el Distrito 6.',
      });
      expect(items[1]?.plain).toBeNull();
    }
  });

  it('builds the Spanish summary from results, plain lines and roll calls, never from the English text', async () => {
    const body = (await ctx.app.inject(`/api/v1/meetings/${meetingId}`)).json() as { summary_es: string };
    expect(body.summary_es).toBe(
      'Aprobado 7.a (2-1): permite usar un terreno para oficinas pequeñas. Hoy es para casas unifamiliares. Está en el Distrito 6. ' +
        'La reunión trató 2 puntos de la agenda. Hubo 1 votación: 1 moción aprobada.',
    );
  });
});

describe('Spanish summaries on the list (the cards of a Spanish page)', () => {
  const list = async (query: string) => {
    const res = await ctx.app.inject(`/api/v1/meetings/?include_unsummarized=true&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; summary_es?: string | null }[] }).items;
  };

  it('gives each card the same Spanish summary as its meeting page, only when asked for', async () => {
    const spanish = await list('lang=es');
    const detail = (await ctx.app.inject(`/api/v1/meetings/${meetingId}`)).json() as { summary_es: string };
    expect(spanish.find((m) => m.id === meetingId)?.summary_es).toBe(detail.summary_es);
    expect(detail.summary_es).toMatch(/^Aprobado 7\.a \(2-1\)/);
    // An agenda has no result yet: its card and its page tell what it lists, in its items' plain lines; a
    // cancelled meeting gets none.
    const agenda = (await ctx.app.inject(`/api/v1/meetings/${agendaId}?lang=es`)).json() as { summary_es: string };
    expect(spanish.find((m) => m.id === agendaId)?.summary_es).toBe(agenda.summary_es);
    expect(agenda.summary_es).toMatch(/^La agenda incluye 1 punto\. Punto 1: permite usar un terreno /);
    expect(spanish.find((m) => m.id === cancelledId)?.summary_es).toBe('La reunión se canceló.');
    for (const m of await list('lang=en')) expect(m).not.toHaveProperty('summary_es');
    for (const m of await list('')) expect(m).not.toHaveProperty('summary_es');
  });

  it("lists the names a card's Spanish summary keeps in English, for the card to mark", async () => {
    const named = await createMeeting(ctx.db, {
      title: 'Named',
      meeting_date: '2024-03-05T23:00:00.000Z',
      agenda_items: [{ item_number: '4', title: `${LEAD}Rezoning Ordinance Z-7794 from RS-3 to OL for property located at 19300 E. 21st St. (CD-6)`, item_type: 'motion', vote_result: 'passed' }],
    });
    const res = await ctx.app.inject(`/api/v1/meetings/?include_unsummarized=true&lang=es`);
    const card = (res.json() as { items: { id: number; summary_es?: string; summary_es_names?: string[] }[] }).items.find((m) => m.id === named)!;
    expect(card.summary_es).toContain('19300 E. 21st St.');
    expect(card.summary_es_names).toEqual(['19300 E. 21st St.']);
    const plain = (await list('lang=es')).find((m) => m.id === meetingId) as { summary_es_names?: string[] };
    expect(plain.summary_es_names).toBeUndefined();
  });

  it('gives every item one motion decided that motion\'s tally, in the page and the cards, as the record links them (issue 48)', async () => {
    const rezoning = (n: string, zone: string) => ({ item_number: n, title: `${LEAD}Rezoning Ordinance ${zone} from RS-3 to OL (CD-6)`, item_type: 'motion' as const, vote_required: true, vote_result: 'passed' });
    const roll = (nays: number) => ['Ada', 'Bo', 'Cy', 'Di'].map((councilor, i) => ({ councilor, district: i + 1, vote: i < nays ? ('nay' as const) : ('aye' as const) }));
    const id = await createMeeting(ctx.db, {
      title: 'Group motions',
      meeting_date: '2024-03-06T23:00:00.000Z',
      // 5.a-5.b by one motion the parser says decided them; 6.a-6.b by a motion whose list names them; 7 has a result no motion names.
      agenda_items: [
        { ...rezoning('5.a', 'Z-7001'), decided_by: 0 },
        { ...rezoning('5.b', 'Z-7002'), decided_by: 0 },
        rezoning('6.a', 'Z-7003'),
        rezoning('6.b', 'Z-7004'),
        rezoning('7', 'Z-7005'),
      ],
      voting_records: [
        { item_number: '5.a', item_numbers: ['5.a', '5.b'], motion: 'Motion to approve 5.a and 5.b', outcome: 'passed', votes: roll(1) },
        { item_number: '6.a', item_numbers: ['6.a', '6.b'], motion: 'Motion to approve 6.a and 6.b', outcome: 'passed', votes: roll(0) },
      ],
    });
    const detail = (await ctx.app.inject(`/api/v1/meetings/${id}`)).json() as { summary_es: string; detailed_summary_es: { paragraphs: string[] } | null };
    expect(detail.summary_es).toMatch(/^Aprobado 5\.a \(3-1\): .* Aprobado 5\.b \(3-1\): .* Aprobado 6\.a \(4-0\): /);
    const cards = (await ctx.app.inject('/api/v1/meetings?lang=es&limit=100')).json() as { items: { id: number; summary_es?: string }[] };
    expect(cards.items.find((m) => m.id === id)?.summary_es).toBe(detail.summary_es);
    const rows = await ctx.db.selectFrom('agenda_items').select(['item_number', 'decided_by_vote_id']).where('meeting_id', '=', id).orderBy('position').execute();
    const votes = await ctx.db.selectFrom('voting_records').select('id').where('meeting_id', '=', id).orderBy('position').execute();
    expect(rows.map((r) => r.decided_by_vote_id)).toEqual([votes[0]!.id, votes[0]!.id, votes[1]!.id, votes[1]!.id, null]);
  });

  it('names who the council elected where the carried nomination says, in the page, its item and the cards (issue 48)', async () => {
    const roll = (nays: number) => ['Ada', 'Bo', 'Cy', 'Di'].map((councilor, i) => ({ councilor, district: i + 1, vote: i < nays ? ('nay' as const) : ('aye' as const) }));
    const election = (n: string, office: string) => ({ item_number: n, title: `Election of the new ${office} of the City Council.`, item_type: 'motion' as const, vote_required: true, vote_result: 'passed' });
    const id = await createMeeting(ctx.db, {
      title: 'Leadership',
      meeting_date: '2024-12-02T23:00:00.000Z',
      agenda_items: [election('2', 'Chair'), election('3', 'Vice Chair')],
      voting_records: [
        { item_number: '2', motion: 'Nomination of Councilor Lakin for Chair of the Council', outcome: 'passed', votes: roll(0) },
        // The vice chair's only nomination failed: it elected no one, so the line names no one.
        { item_number: '3', motion: 'Nomination of Councilor Bengel for Vice-Chair of the Council', outcome: 'failed', votes: roll(3) },
      ],
    });
    const detail = (await ctx.app.inject(`/api/v1/meetings/${id}`)).json() as { summary_es: string; agenda_items: { plain: { es: string } | null }[] };
    expect(detail.agenda_items.map((i) => i.plain?.es)).toEqual(['Elige a Lakin para la presidencia del concejo.', 'Elige a un concejal para la vicepresidencia del concejo.']);
    expect(detail.summary_es).toContain('Aprobado 2 (4-0): elige a Lakin para la presidencia del concejo.');
    const cards = (await ctx.app.inject('/api/v1/meetings?lang=es&limit=100')).json() as { items: { id: number; summary_es?: string }[] };
    expect(cards.items.find((m) => m.id === id)?.summary_es).toBe(detail.summary_es);
  });

  it('refuses a language it does not speak with a 400 that names the parameter', async () => {
    const res = await ctx.app.inject('/api/v1/meetings/?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/lang/);
  });
});
