/**
 * The floating civic assistant in the built app: toggle and panel as the spec draws them, greeting and focus,
 * sending (Enter, blank ignored, input cleared, typing indicator and disabled Send), real answers with sources,
 * the local fallback when the API is down, inert rendering of hostile markdown, and keyboard/screen-reader use.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toggle = (page: Page) => page.getByRole('button', { name: /civic assistant/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Civic Assistant' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

async function openChat(page: Page) {
  await toggle(page).click();
  await panel(page).waitFor();
  await log(page).getByText(/I'm the Tulsa civic assistant/).waitFor();
}

async function ask(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** Answers the chat call with a fixed reply. */
function fulfilWith(response: string, sources: unknown[] = []) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ response, sources, success: true, kind: 'answer', engine: 'offline' }),
    });
}

describe('chat widget', () => {
  it('toggles between an emoji and ✕, opens a 20rem × 32rem labelled panel with a greeting and focus in the input, and closes with Escape', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      expect((await toggle(page).textContent())?.trim()).toBe('💬');
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await openChat(page);
      expect((await toggle(page).textContent())?.trim()).toBe('✕');
      // The toggle names the panel it controls once the panel is in the page (never an id not there yet).
      await expect.poll(() => toggle(page).getAttribute('aria-controls')).toBe('chat-panel');
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      const box = await panel(page).boundingBox();
      expect(box?.width).toBe(320);
      expect(box?.height).toBe(512);
      await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => panel(page).isVisible()).toBe(false);
      expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await toggle(page).textContent())?.trim()).toBe('💬');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens from the Home tile "AI Assistant"', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      await page.getByRole('button', { name: /AI Assistant/ }).click();
      await panel(page).waitFor();
      await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('answers from the records with Enter: the question shows, the input clears, the reply links its sources', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/', PHONE);
    try {
      await openChat(page);
      const box = await panel(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await ask(page, 'When is the next city council meeting?');
      expect(await input(page).inputValue()).toBe('');
      await log(page).getByText('When is the next city council meeting?').waitFor();
      const reply = log(page).getByText(/The next City Council regular meeting is on/);
      await reply.waitFor();
      const inline = log(page).getByRole('link', { name: 'City Council Regular Meeting (upcoming)' }).first();
      expect(await inline.getAttribute('href')).toMatch(/^\/tulsa\/meetings\/\d+$/);
      expect(await inline.getAttribute('target')).toBe('_blank');
      expect(await inline.getAttribute('rel')).toBe('noopener noreferrer');
      await log(page).getByText('Sources').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('ignores blank messages, and shows a typing indicator with Send disabled until the reply', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    let calls = 0;
    let release: () => void = () => {};
    await page.route('**/api/v1/chatbot/chat', async (route) => {
      calls++;
      await new Promise<void>((resolve) => (release = resolve));
      await fulfilWith('Held reply arrived.')(route);
    });
    try {
      await openChat(page);
      await ask(page, '   ');
      await sendButton(page).click();
      expect(calls).toBe(0);
      expect(await log(page).locator(':scope > div').count()).toBe(1);

      await ask(page, 'Who represents District 4?');
      await page.getByRole('status').getByText('Assistant is typing…').waitFor();
      expect(await sendButton(page).isDisabled()).toBe(true);
      await expect.poll(() => calls).toBe(1);
      release();
      await log(page).getByText('Held reply arrived.').waitFor();
      await expect.poll(() => sendButton(page).isDisabled()).toBe(false);
      expect(await page.getByText('Assistant is typing…').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('keeps the newest message in view', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    await page.route('**/api/v1/chatbot/chat', fulfilWith(Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long reply.`).join('\n\n')));
    try {
      await openChat(page);
      for (let i = 0; i < 3; i++) {
        await ask(page, `Question ${i}`);
        await expect.poll(() => log(page).getByText('Line 12 of a long reply.').count()).toBe(i + 1);
      }
      await expect
        .poll(() => log(page).evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 4))
        .toBe(true);
    } finally {
      await close();
    }
  });

  it('replies locally by keywords when the API is down', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    await page.route('**/api/v1/chatbot/chat', (route) => route.abort('connectionrefused'));
    try {
      await openChat(page);
      await ask(page, 'When does the council meet?');
      await log(page).getByText(/council meetings, agendas, minutes and votes on the/).waitFor();
      expect(await log(page).getByRole('link', { name: 'Meetings page' }).getAttribute('href')).toBe('/tulsa/meetings');
      await ask(page, 'What is the best pizza topping?');
      await log(page).getByText(/I can only help with Tulsa's civic matters/).waitFor();
      await ask(page, 'hello');
      await log(page).getByText(/I can't reach the assistant right now, but I can still point you/).waitFor();
      await ask(page, 'How do I join a campaign?');
      await log(page).getByRole('link', { name: 'Campaigns page' }).waitFor();
      await ask(page, 'Can I change my notification settings?');
      await log(page).getByRole('link', { name: 'Profile settings' }).waitFor();
    } finally {
      await close();
    }
  });

  it('is two Tab presses away on /meetings: the second skip link opens it, at 375 and 1280 px (issue 33)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(browser, baseUrl, '/meetings', viewport);
      try {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        expect(await focused.textContent()).toBe('Skip to the civic assistant');
        expect(await focused.isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Enter');
        await panel(page).waitFor();
        await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('says a rate limit is a rate limit, with the wait, not that the assistant cannot be reached (issue 33)', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/', PHONE);
    await page.route('**/api/v1/chatbot/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '42' },
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }),
      }),
    );
    try {
      await openChat(page);
      await ask(page, 'When does the council meet?');
      await log(page).getByText('Too many requests. Please wait 42 seconds and try again.').waitFor();
      expect(await log(page).getByText(/can't reach the assistant/).count()).toBe(0);
      expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('renders a hostile reply inert: no script, no onerror image, no javascript: link; emoji stripped and bullets made a list', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    const hostile = [
      '🏛️ Results <script>window.__xss = 1</script>',
      '<img src=x onerror="window.__xss = 2">',
      '[click me](javascript:window.__xss=3) and [data](data:text/html,<b>x</b>)',
      '• 📅 First item',
      '• Second item',
      '- [Council site](https://www.tulsacouncil.org/)',
    ].join('\n');
    await page.route('**/api/v1/chatbot/chat', fulfilWith(hostile));
    try {
      await openChat(page);
      await ask(page, 'Anything new from the council?');
      await log(page).getByText('First item').waitFor();
      expect(await log(page).locator('script, img, iframe, [onerror]').count()).toBe(0);
      expect(await log(page).locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
      await log(page).getByText('<script>window.__xss = 1</script>', { exact: false }).waitFor();
      const council = log(page).getByRole('link', { name: 'Council site' });
      expect(await council.getAttribute('target')).toBe('_blank');
      expect(await council.getAttribute('rel')).toBe('noopener noreferrer');
      const items = await log(page).locator('ul li').allTextContents();
      expect(items).toEqual(['First item', 'Second item', 'Council site']);
      expect(await log(page).getByText(/^Results/).count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
