/**
 * Takes screenshots of pages at phone (375 px) and desktop (1280 px) widths, for looking at what we build.
 * Usage: tsx scripts/screenshots.ts http://localhost:3000 / /meetings ...  → screenshots/<name>-<width>.png
 */
import fs from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
fs.mkdirSync('screenshots', { recursive: true });
const browser = await launchBrowser();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
