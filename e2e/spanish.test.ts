/**
 * Issue 20's browser "done when": every route, signed out and signed in, at 375 and 1280 px, in Spanish, and the
 * pages whose header and layout the longer Spanish words strain most at 768 and 1024 px. The browser asks for
 * Spanish (Accept-Language, as a Spanish-speaking visitor's does) and each page must say `lang="es"`, show no
 * English text of the interface (any value of the English catalogue, seen outside the record's own words, which
 * carry `lang="en"`), scroll no wider than the screen, keep every header link and button on screen and pass axe.
 * A field problem only the server finds reads in Spanish. The language switch works from the keyboard and the
 * choice survives a reload.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations } from './support/page.ts';
import { apiJson, appRoutes, headerControlsOffScreen, openWalkPage, overflow } from './support/route-walk.ts';
import { registerResident } from '../server/test/factories.ts';

const baseUrl = inject('baseUrl');
const LOCALES = path.resolve(import.meta.dirname, '../web/src/locales');

let browser: Browser;
/** Every route, signed out and signed in, walked at the phone and desktop widths. */
const fullWalk = { signedOut: [] as string[], signedIn: [] as string[] };
/** The pages the middle widths walk: the header, a wide table, a long form, a record, a page of one account. */
const middleWalk = { signedOut: [] as string[], signedIn: [] as string[] };
const account = { email: `espanol${Date.now()}@example.org`, password: 'Greenwood-Rising-1921' };

function flatten(tree: unknown, out: Record<string, string> = {}, prefix = ''): Record<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flatten(value, out, `${prefix}${key}.`);
  }
  return out;
}

/**
 * The English interface's sentences and labels, as the text a page would show: each value's words around its
 * variables. Left out: values Spanish spells the same (names, "CSV"), and fragments too short to be telling.
 */
function englishInterfaceTexts(): string[] {
  const texts = new Set<string>();
  const spanishValues = new Set<string>();
  const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));
  for (const file of namespaces) {
    for (const value of Object.values(flatten(JSON.parse(readFileSync(path.join(LOCALES, 'es', file), 'utf8'))))) spanishValues.add(value);
  }
  for (const file of namespaces) {
    for (const value of Object.values(flatten(JSON.parse(readFileSync(path.join(LOCALES, 'en', file), 'utf8'))))) {
      if (spanishValues.has(value)) continue;
      for (const fragment of value.replace(/<\/?\w+>/g, '').split(/\{\{[^}]*\}\}|\[|\]\([^)]*\)/)) {
        const words = fragment.trim();
        // A lone short word ("Back", "Email") is kept only when it is a whole value: it is then a label.
        if (words.length >= 12 || (words === value.trim() && /\p{L}{3}/u.test(words))) texts.add(words);
      }
    }
  }
  return [...texts];
}
const ENGLISH = englishInterfaceTexts();

/** Visible text outside any `lang="en"` element, one string per element's own text. */
async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!element || !text) continue;
      if (element.closest('[lang]')?.getAttribute('lang') !== 'es') continue;
      if (element.closest('script, style, noscript, [hidden]')) continue;
      const style = window.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const visuallyHidden = element.closest('.visually-hidden') !== null;
      if (!visuallyHidden && (style.visibility === 'hidden' || style.display === 'none' || box.width === 0)) continue;
      out.push(text);
    }
    return out;
  });
}

/** The councils' own names, proper names kept as the councils write them (the footer's "del Tulsa City Council"). */
let PROPER_NAMES: string[] = [];

function englishSeen(texts: string[]): string[] {
  const seen = new Set<string>();
  for (const raw of texts) {
    const text = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), raw);
    for (const english of ENGLISH) {
      // A phrase anywhere; a single word only as the whole text (a word inside a name, "Maple Ridge
      // Neighborhood Association", is the name's).
      if (english.includes(' ') && english.length >= 12 ? text.includes(english) : text === english) seen.add(english);
    }
  }
  return [...seen];
}

beforeAll(async () => {
  browser = await launchBrowser();
  const city = await apiJson<{ councilName: string; secondCity: { councilName: string } }>(baseUrl, '/city');
  PROPER_NAMES = [city.councilName, city.secondCity.councilName];
  const routes = await appRoutes(baseUrl);
  fullWalk.signedOut = routes.open;
  fullWalk.signedIn = [...routes.account, '/meetings'];
  middleWalk.signedOut = ['/', '/meetings', `/meetings/${routes.meetingId}`, '/votes/compare?a=Bellis&b=Lakin', '/signup/notifications'];
  middleWalk.signedIn = ['/dashboard', '/profile', '/meetings'];
  const registered = await registerResident(baseUrl, { ...account, username: `espanol_${Date.now() % 1e9}`, full_name: 'María Guadalupe Hernández' });
  expect(registered.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

/** What is wrong with the Spanish page now open at `route`, `width` px wide: nothing, or one line per problem. */
async function spanishPageProblems(page: Page, route: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'es') problems.push(`${route}: <html lang="${lang}">`);
  const english = englishSeen(await interfaceText(page));
  if (english.length > 0) problems.push(`${route}: English shown: ${english.map((e) => `"${e}"`).join(', ')}`);
  const { scrollWidth, culprits } = await overflow(page);
  if (scrollWidth > width) problems.push(`${route}: ${scrollWidth} px wide; ${culprits.join(', ')}`);
  const offScreen = await headerControlsOffScreen(page);
  if (offScreen.length > 0) problems.push(`${route}: header off screen: ${offScreen.join('; ')}`);
  const violations = await axeViolations(page);
  if (violations.length > 0) problems.push(`${route}: ${violations.join('; ')}`);
  return problems;
}

describe.each([
  ['signed out', false],
  ['signed in', true],
])('the routes in Spanish, %s', (_label, signedIn) => {
  it.each([
    [375, fullWalk],
    [768, middleWalk],
    [1024, middleWalk],
    [1280, fullWalk],
  ])('at %i px: lang="es", no English interface text, no sideways scroll, the header on screen, no axe violation', { timeout: 300_000 }, async (width, walkRoutes) => {
    const walk = await openWalkPage(browser, baseUrl, { width, locale: 'es-MX', ...(signedIn ? { account } : {}) });
    const hydrationErrors: string[] = [];
    walk.page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    try {
      const failures: string[] = [];
      for (const route of signedIn ? walkRoutes.signedIn : walkRoutes.signedOut) {
        await walk.visit(route);
        failures.push(...(await spanishPageProblems(walk.page, route, width)));
      }
      expect(failures).toEqual([]);
      expect(hydrationErrors).toEqual([]);
    } finally {
      await walk.close();
    }
  });
});

describe('a field problem only the server finds', () => {
  /** The text shown next to the input named `name` (its `aria-describedby` error), once the form marks it. */
  async function problemOf(page: Page, name: string): Promise<string | null> {
    const input = page.locator(`input[name="${name}"]`);
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await input.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
    return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
  }

  it('reads in Spanish next to its field: a short password, a username with spaces', { timeout: 60_000 }, async () => {
    const walk = await openWalkPage(browser, baseUrl, { width: 1280, locale: 'es-MX' });
    try {
      await walk.visit('/register');
      const { page } = walk;
      await page.locator('input[name="full_name"]').fill('Rosa Elena Martínez');
      // The browser checks only that each is filled in (spec §5); the server refuses both.
      await page.locator('input[name="username"]').fill('rosa elena');
      await page.locator('input[name="email"]').fill(`rosa${Date.now()}@example.org`);
      await page.locator('input[name="password"]').fill('corta12');
      await page.locator('input[name="confirmPassword"]').fill('corta12');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      expect(await problemOf(page, 'password')).toBe('Debe tener al menos 8 caracteres.');
      expect(await problemOf(page, 'username')).toBe('El nombre de usuario solo puede tener letras, dígitos, _ y -.');
      expect(englishSeen(await interfaceText(page))).toEqual([]);
    } finally {
      await walk.close();
    }
  });
});

describe('the language switch', () => {
  it('works from the keyboard in the header, moves <html lang> and survives a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto('/meetings', { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      const switchGroup = page.getByRole('banner').getByRole('group', { name: 'Language' });
      const spanish = switchGroup.getByRole('link', { name: 'Español' });
      expect(await spanish.getAttribute('lang')).toBe('es');
      await spanish.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByRole('heading', { level: 1, name: 'Reuniones del Concejo Municipal' }).waitFor();
      expect(await page.getByRole('banner').getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');

      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByRole('heading', { level: 1, name: 'Reuniones del Concejo Municipal' }).waitFor();

      // The footer's switch does the same, back to English.
      const english = page.getByRole('contentinfo').getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'English' });
      await english.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'City Council Meetings' }).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('opens a shared ?lang=es link in Spanish whatever the browser asks for', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: baseUrl, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto('/organizations?lang=es', { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByRole('heading', { level: 1, name: 'Organizaciones comunitarias' }).waitFor();
      // Visible at 375 px too, beside the menu button.
      expect(await page.getByRole('banner').getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the record in Spanish (issue 30)', () => {
  interface Detail {
    id: number;
    summary_es?: string | null;
    agenda_items: { title: string; plain: { es: string } | null }[];
  }

  /** A seeded meeting with a Spanish summary that leads with a decision and an item the glossary explains. */
  let found: Promise<Detail> | undefined;
  const meetingInSpanish = () => (found ??= findMeetingInSpanish());
  async function findMeetingInSpanish(): Promise<Detail> {
    const list = await apiJson<{ items: { id: number; has_votes: boolean }[] }>(baseUrl, '/meetings/?limit=100');
    const glossary = await apiJson<{ terms: { aliases: string[] }[] }>(baseUrl, '/glossary');
    const words = glossary.terms.flatMap((t) => t.aliases.map((a) => a.toLowerCase()));
    for (const { id } of list.items.filter((m) => m.has_votes)) {
      const detail = await apiJson<Detail>(baseUrl, `/meetings/${id}`);
      const explained = detail.agenda_items.some((i) => i.plain && words.some((w) => i.title.toLowerCase().includes(w)));
      if (/^(Aprobado|Denegado|Pospuesto|No aprobado)/.test(detail.summary_es ?? '') && explained) return detail;
    }
    throw new Error('no seeded meeting has a Spanish summary that leads with a decision');
  }

  it.each([375, 1280])(
    'at %i px: a meeting shows its Spanish summary and plain lines, a council word opens by keyboard, /glossary works, axe finds nothing',
    { timeout: 60_000 },
    async (width) => {
      const meeting = await meetingInSpanish();
      // On a slow phone's processor the app starts after the page is shown: a council word opened before that stays open.
      const walk = await openWalkPage(browser, baseUrl, { width, locale: 'es-MX', cpuSlowdown: 4 });
      try {
        const { page } = walk;
        await walk.visit(`/meetings/${meeting.id}`);
        // The meeting's own summary (its card in the list, on a Spanish page, shows the same Spanish text).
        const summary = page.locator('section[aria-labelledby="detail-summary"]').getByText(meeting.summary_es!, { exact: true });
        await summary.waitFor();
        expect(await summary.getAttribute('lang')).toBe('es');
        const plain = meeting.agenda_items.find((i) => i.plain)!.plain!.es;
        await page.getByText(plain, { exact: true }).first().waitFor();
        const word = page.locator('summary', { hasText: '¿Qué es' }).first();
        await word.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => word.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        await walk.visit('/glossary');
        await page.getByRole('heading', { level: 1, name: 'Palabras del concejo' }).waitFor();
        await page.getByText('Cláusula de emergencia', { exact: false }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await walk.close();
      }
    },
  );
});
