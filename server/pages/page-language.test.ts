/**
 * A page's language (decision 027): `?lang`, then the `lang` cookie, then Accept-Language. The server names it
 * in `<html lang>`, writes the head in it, links the page's other languages (hreflang) and says the answer
 * varies by Cookie and Accept-Language. The record's own words stay as the city published them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { type PageApp, startPageApp, tag } from '../test/page-app.ts';
import type { TestApp } from '../test/test-app.ts';

const ORIGIN = 'https://commons.example.org';

let pages: PageApp;
let ctx: TestApp;
let meetingId: number;
beforeAll(async () => {
  pages = await startPageApp({ PUBLIC_URL: `${ORIGIN}/` });
  ctx = pages.ctx;
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2024-10-23T23:00:00.000Z',
    status: 'completed',
    summary: 'The Council approved the consent agenda.',
  });
});
afterAll(() => pages?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const htmlLang = (html: string) => tag(html, /<html lang="([^"]*)"/);
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const hreflang = (html: string, code: string) => tag(html, new RegExp(`<link rel="alternate" hreflang="${code}" href="([^"]*)"`));

describe("a page's language", () => {
  it('is English with no signal, and says the answer varies by cookie and Accept-Language', async () => {
    const res = await get('/meetings');
    expect(htmlLang(res.body)).toBe('en');
    expect(title(res.body)).toBe('City Council Meetings · Civic Commons');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("follows the browser's Accept-Language on a first visit", async () => {
    const res = await get('/meetings', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(htmlLang(res.body)).toBe('es');
    expect(title(res.body)).toBe('Reuniones del Concejo Municipal · Civic Commons');
    expect(tag(res.body, /<meta name="description" content="([^"]*)"/)).toMatch(/^Todas las reuniones/);
    expect(tag(res.body, /<meta property="og:locale" content="([^"]*)"/)).toBe('es_US');
  });

  it('follows the lang cookie over Accept-Language, and ?lang over both, remembering it', async () => {
    const byCookie = await get('/meetings', { cookie: 'lang=es', 'accept-language': 'en' });
    expect(htmlLang(byCookie.body)).toBe('es');
    expect(byCookie.headers['set-cookie']).toBeUndefined();

    const byLink = await get('/meetings?lang=en', { cookie: 'lang=es', 'accept-language': 'es' });
    expect(htmlLang(byLink.body)).toBe('en');
    expect(byLink.headers['set-cookie']).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);

    const shared = await get('/meetings?lang=es');
    expect(htmlLang(shared.body)).toBe('es');
    expect(shared.headers['set-cookie']).toMatch(/^lang=es;/);
  });

  it('ignores a language it does not have', async () => {
    const res = await get('/meetings?lang=fr', { cookie: 'lang=de', 'accept-language': 'fr-FR' });
    expect(htmlLang(res.body)).toBe('en');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('links each language of the page (hreflang) and names its own as canonical', async () => {
    const spanish = await get('/meetings?lang=es');
    expect(hreflang(spanish.body, 'en')).toBe(`${ORIGIN}/meetings`);
    expect(hreflang(spanish.body, 'es')).toBe(`${ORIGIN}/meetings?lang=es`);
    expect(hreflang(spanish.body, 'x-default')).toBe(`${ORIGIN}/meetings`);
    expect(tag(spanish.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/meetings?lang=es`);
    const english = await get('/meetings');
    expect(tag(english.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/meetings`);
  });

  it("keeps a meeting's title as the city published it, with the date in Spanish", async () => {
    const res = await get(`/meetings/${meetingId}?lang=es`);
    expect(title(res.body)).toBe('Regular Council Meeting, 23 de octubre de 2024 · Civic Commons');
    expect(tag(res.body, /<meta name="description" content="([^"]*)"/)).toBe('23 de octubre de 2024: The Council approved the consent agenda.');
  });

  it('says a page is not found in Spanish', async () => {
    const res = await get('/meetings/999999', { cookie: 'lang=es' });
    expect(res.statusCode).toBe(404);
    expect(htmlLang(res.body)).toBe('es');
    expect(title(res.body)).toBe('Página no encontrada · Civic Commons');
    expect(res.body).not.toContain('hreflang');
  });
});
