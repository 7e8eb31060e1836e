/** The meeting detail and agenda endpoints serve each item's plain line (issue 30), null for an unknown kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;
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
