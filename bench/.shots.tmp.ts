// Temporary: screenshots of both cities' heaviest meeting pages (not committed).
import { launchBrowser } from '../e2e/support/browser.ts';
import { startTwoCitySite } from './two-city-site.ts';
const site = await startTwoCitySite('shots');
const browser = await launchBrowser();
try {
  for (const city of site.cities) {
    for (const lang of ['en', 'es']) {
      for (const width of [375, 1280]) {
        const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'es' ? 'es-US' : 'en-US', extraHTTPHeaders: { 'accept-language': lang } });
        const page = await ctx.newPage();
        await page.goto(`${city.pages}/meetings/${city.heaviestMeetingId}`, { waitUntil: 'networkidle' });
        const votes = page.locator('#detail-votes');
        await votes.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/work/shots/${city.id}-${lang}-${width}-votes.png` });
        await page.locator('section[aria-labelledby="detail-votes"]').screenshot({ path: `/work/shots/${city.id}-${lang}-${width}-votes-section.png` });
        await page.locator('#detail-detailed').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/work/shots/${city.id}-${lang}-${width}-summary.png` });
        await ctx.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}
