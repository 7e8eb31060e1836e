/**
 * Takes screenshots of pages at phone (375 px) and desktop (1280 px) widths, for looking at what we build.
 * Usage: tsx scripts/screenshots.ts http://localhost:3000 / /meetings ...  → screenshots/<name>-<width>.png
 * WIDTHS=375,768 sets the widths, FULL=1 takes the whole page, SIGN_IN=email:password signs in through the API first
 * (files then end in -signed-in), AXE=1 also runs axe (WCAG 2.1 A and AA) on each page and prints what it finds.
 */
import fs from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';
import { axeViolations } from '../e2e/support/page.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
fs.mkdirSync('screenshots', { recursive: true });
const browser = await launchBrowser();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const signIn = process.env.SIGN_IN?.split(':');
  if (signIn) {
    await page.goto(base, { waitUntil: 'networkidle' });
    const res = await page.request.post(`${base}/api/v1/auth/login/email`, { data: { email: signIn[0], password: signIn[1] } });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    await page.evaluate((token) => window.localStorage.setItem('token', token), access_token);
  }
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    const file = `screenshots/${name}-${width}${signIn ? '-signed-in' : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    if (process.env.AXE === '1') {
      const violations = await axeViolations(page);
      console.log(`  axe: ${violations.length === 0 ? 'no violations' : violations.join('\n  ')}`);
    }
  }
  await context.close();
}
await browser.close();
