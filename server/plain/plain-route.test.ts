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
      { item_number: '7.a', title: `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL (CD-6)`, item_type: 'motion', vote_required: true },
      { item_number: '9', title: '[CC 12/18/24] 24-1157-1', item_type: 'discussion' },
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
});
