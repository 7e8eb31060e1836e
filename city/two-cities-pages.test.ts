/**
 * Two apps serving two cities in one process render each its own city on every server-rendered page (issue 46):
 * the web app's server renderer is one module shared by both, so a city (or an API fetch) kept in module state
 * would draw one city's name into the other's pages (Fictionville's /data said "Tulsa" five times). The real
 * server-rendering bundle is built for this file (a few seconds), and both cities' pages are rendered at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../contract/pages.ts';
import { saveMeeting } from '../server/meetings/meeting-store.ts';
import { seedCivicData } from '../server/seed/seed-civic.ts';
import { meetingInput } from '../server/test/factories.ts';
import { buildServerRendering } from '../server/test/ssr-build.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../server/test/test-app.ts';

const MATTER_FILE = '26-100-1';

/** Every public page (private ones are never server-rendered), with a record of the city for those that name one. */
function publicPaths(meetingId: number): string[] {
  return PAGES.filter((page) => !('private' in page)).map((page) =>
    page.pattern.replace('/meetings/:id?', `/meetings/${meetingId}`).replace(':district', '1').replace(':file', MATTER_FILE).replace('/:slug?', '').replace('/:id?', ''),
  );
}

/** A meeting of the city's own council, named after it. */
async function cityMeeting(app: TestApp): Promise<number> {
  const { name, councilName } = app.city.config;
  return saveMeeting(
    app.db,
    meetingInput({
      title: `${councilName} Regular Meeting`,
      description: `Regular meeting of the ${councilName}.`,
      location: `${name} City Hall`,
      source: name,
      // A matter on the agenda, so its dossier page (/matters/:file) has a record to render.
      agenda_items: [{ item_number: '1', title: 'Ordinance on sidewalk repair', item_type: 'ordinance', file_number: MATTER_FILE }],
    }),
    { now: new Date(TEST_NOW), city: app.city },
  );
}

describe('two cities’ pages rendered by one process', () => {
  let web: ReturnType<typeof buildServerRendering> | undefined;
  const apps: Record<'tulsa' | 'fictionville', { app: TestApp; meetingId: number }> = {} as never;
  beforeAll(async () => {
    web = buildServerRendering();
    for (const id of ['fictionville', 'tulsa'] as const) {
      const app = await createTestApp({ CITY: id, WEB_DIST_DIR: web.webDir });
      await seedCivicData(app.db, { city: app.app.city, now: new Date(TEST_NOW) });
      apps[id] = { app, meetingId: await cityMeeting(app) };
    }
  }, 120_000);
  afterAll(async () => {
    for (const { app } of Object.values(apps)) await app.close();
    web?.remove();
  });

  it('every server-rendered page of each names its own city and never the other, both rendered at once', async () => {
    const own = { tulsa: /tulsa/i, fictionville: /fictionville/i };
    const pages = (['tulsa', 'fictionville'] as const).flatMap((id) => publicPaths(apps[id].meetingId).map((url) => ({ id, url })));
    // Interleaved and concurrent: Tulsa's and Fictionville's renders overlap in the one renderer module.
    const answers = await Promise.all(
      pages.map(async ({ id, url }) => {
        const res = await apps[id].app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        return { id, url, status: res.statusCode, body: res.body };
      }),
    );
    for (const { id, url, status, body } of answers) {
      const other = id === 'tulsa' ? 'fictionville' : 'tulsa';
      expect(status, `${id} ${url}`).toBe(200);
      // Rendered by the server, not the shell the browser would draw afresh.
      expect(body, `${id} ${url}`).toContain('id="server-state"');
      const rendered = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="server-state">/.exec(body)?.[1] ?? '';
      expect(rendered, `${id} ${url}: the rendered page names its city`).toMatch(own[id]);
      expect(body, `${id} ${url}: nothing of ${other}`).not.toMatch(own[other]);
    }
  });
});
