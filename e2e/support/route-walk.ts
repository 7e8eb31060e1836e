/**
 * The route walks of the layout tests (no-sideways-scroll, spanish): every route of web/src/app/routes.tsx with
 * a real record of the seeded city where a route shows one, a browser page at one width (in one language,
 * signed in or not) that visits them, and what a visit measures: how far the page scrolls sideways and which
 * parts of the header are off screen.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { signInByApi } from './page.ts';

export async function apiJson<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

export interface AppRoutes {
  /** Pages anyone can open (a token page with a token that is not real, and a page that does not exist). */
  open: string[];
  /** Pages of one account, which ask a signed-out visitor to sign in. */
  account: string[];
  /** The detail pages' records, for a walk that picks a few routes. */
  meetingId: number;
}

export async function appRoutes(baseUrl: string): Promise<AppRoutes> {
  const meetings = await apiJson<{ items: { id: number; has_votes: boolean }[] }>(baseUrl, '/meetings/?limit=100');
  const meeting = meetings.items.find((m) => m.has_votes) ?? meetings.items[0]!;
  const organizations = await apiJson<{ items: { slug: string }[] }>(baseUrl, '/organizations');
  const campaigns = await apiJson<{ id: number }[]>(baseUrl, '/campaigns');
  return {
    open: [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/verify-email?token=not-a-real-token',
      '/meetings',
      `/meetings/${meeting.id}`,
      '/councilors/4',
      '/votes/split',
      '/votes/compare?a=Bellis&b=Lakin',
      '/organizations',
      `/organizations/${organizations.items[0]!.slug}`,
      '/campaigns',
      `/campaigns/${campaigns[0]!.id}`,
      '/contact-representatives',
      '/contact-representatives/find-district',
      '/signup/notifications',
      '/subscriptions/manage?token=not-a-real-token',
      '/subscriptions/confirm?token=not-a-real-token',
      '/follow/confirm?token=not-a-real-token',
      '/corrections',
      '/status',
      '/data',
      '/glossary',
      '/tulsa/no-such-page',
    ],
    account: ['/dashboard', '/profile', '/notifications', '/admin', '/admin/reports'],
    meetingId: meeting.id,
  };
}

export interface WalkPage {
  page: Page;
  context: BrowserContext;
  /** Opens `route` and waits for its heading. */
  visit(route: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A page `width` px wide, in the browser locale `locale` (its Accept-Language), signed in as `account` when
 * given, on the app's home page. `cpuSlowdown` runs it on a slower processor (4: a mid-range phone), where the
 * app starts after the page is on screen and a user can act before it does.
 */
export async function openWalkPage(
  browser: Browser,
  baseUrl: string,
  { width, locale, account, cpuSlowdown }: { width: number; locale?: string; account?: { email: string; password: string }; cpuSlowdown?: number },
): Promise<WalkPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl, ...(locale ? { locale } : {}) });
  // Fail fast: a missing heading should fail the walk in seconds, not minutes.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  if (cpuSlowdown) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto('/', { waitUntil: 'networkidle' });
  if (account) await signInByApi(page, account.email, account.password);
  const quiet = networkQuiet(page);
  return {
    page,
    context,
    async visit(route) {
      await page.goto(route, { waitUntil: 'load' });
      await quiet();
      await page.locator('main h1').first().waitFor();
    },
    close: () => context.close(),
  };
}

/** How long no request may be open before a page counts as settled (Playwright's 'networkidle' waits 500 ms). */
const QUIET_MS = 150;

/**
 * A wait for `page`'s requests to settle: none open for QUIET_MS. The walks visit some 400 pages; the shorter
 * window than 'networkidle' saves about 350 ms a page, and a page's own requests (its route module, its data)
 * start within a task of the one before them ending, far inside it.
 */
function networkQuiet(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let settled: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Each request opened or closed restarts the count; it runs only while none is open and someone waits.
  const changed = () => {
    clearTimeout(timer);
    if (settled && open.size === 0) timer = setTimeout(settled, QUIET_MS);
  };
  page.on('request', (request) => {
    open.add(request);
    changed();
  });
  const closed = (request: Request) => {
    open.delete(request);
    changed();
  };
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  // A new document in the tab ends the old one's requests: Chromium does not always report those it dropped (a
  // badge's poll cut off by the next page), and they are not this page's to wait for.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of open) if (!request.isNavigationRequest()) open.delete(request);
    changed();
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => {
        settled = undefined;
        reject(new Error(`${open.size} requests still open after 15 s on ${page.url()}: ${[...open].map((r) => r.url()).join(', ')}`));
      }, 15_000);
      settled = () => {
        clearTimeout(limit);
        settled = undefined;
        resolve();
      };
      changed();
    });
}

/** How far the page scrolls sideways, and the first elements whose right edge passes the viewport. */
export async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && culprits.length < 5) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
        culprits.push(`${name} (right ${Math.round(box.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

/**
 * The header's links and buttons a reader cannot reach where they are drawn: past the screen's edge, or
 * wrapped below the header's own box (under the page, or cut off). Hidden ones (a closed menu's) do not count.
 */
export async function headerControlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const bounds = header.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const control of Array.from(header.querySelectorAll<HTMLElement>('a, button'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const off = box.left < -1 || box.right > width + 1 || box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1;
      if (off) out.push(`"${control.textContent?.trim() || control.getAttribute('aria-label')}" at ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)} (header ${Math.round(bounds.bottom)} tall)`);
    }
    return out;
  });
}
