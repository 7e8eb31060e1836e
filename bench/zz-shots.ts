import { launchBrowser } from '../e2e/support/browser.ts';
import { startTwoCitySite } from './two-city-site.ts';

const site = await startTwoCitySite('shots');
const browser = await launchBrowser();
const out = '/work/shots';
try {
  for (const city of site.cities) {
    for (const lang of ['en', 'es']) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'es' ? 'es-US' : 'en-US' });
        const page = await context.newPage();
        const q = lang === 'es' ? '?lang=es' : '';
        await page.goto(`${city.pages}/meetings/${city.meetingId}${q}`, { waitUntil: 'networkidle' });
        // The agenda's "Show all" link, in view.
        const link = page.locator('#detail-agenda').locator('xpath=..').getByRole('link').last();
        if (await link.count()) await link.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${out}/${city.id}-${lang}-${width}-showall.png` });
        const roll = page.getByRole('link', { name: /Show how all|Ver cómo votaron/ }).first();
        if (await roll.count()) {
          await roll.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${out}/${city.id}-${lang}-${width}-roll.png` });
        }
        await context.close();
        // The whole page, without JavaScript.
        const nojs = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
        const p2 = await nojs.newPage();
        await p2.goto(`${city.pages}/meetings/${city.meetingId}${q ? q + '&' : '?'}whole=1#detail-votes`);
        await p2.screenshot({ path: `${out}/${city.id}-${lang}-${width}-whole-votes.png` });
        await nojs.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}
