/**
 * `npm run bench:page-weight`: the HTML of each city's main pages on their whole archives, served as a two-city
 * deployment serves them (two-city-site.ts), against the budgets of issue 52 (a meeting page under 150,000
 * characters, a councilor page under 100,000). `page-weight.test.ts` holds the same budgets on a made archive in
 * every test run; this bench reads the real records, whose largest meetings (a council of fifty, a hundred and
 * more items, thirty roll calls) no made archive was shaped like. For each page: characters of HTML, of markup
 * and of embedded state, the largest embedded queries, and the size sent compressed (br); for meeting pages, the
 * largest meeting in the archive besides its newest, in English and in Spanish; and the map. Exits 1 on a page over its budget.
 * Env: BENCH_SITE_DATA (a folder keeping the loaded records between runs), COUNCILOR_DISTRICT (default 1), SAVE_PAGES
 * (a folder to write each page's HTML to, to look into).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageParts } from '../server/test/page-parts.ts';
import { startTwoCitySite } from './two-city-site.ts';

const BUDGET = { meeting: 150_000, councilor: 100_000, other: 150_000 };
const COUNCILOR_DISTRICT = process.env.COUNCILOR_DISTRICT ?? '1';

const site = await startTwoCitySite('page-weight');

interface Weighed { url: string; kind: keyof typeof BUDGET; total: number; markup: number; state: number; br: number; top: string }

async function weigh(url: string, kind: keyof typeof BUDGET, language = 'en'): Promise<Weighed> {
  const res = await fetch(url, { headers: { accept: 'text/html', 'accept-language': language } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const html = await res.text();
  if (process.env.SAVE_PAGES) fs.writeFileSync(path.join(process.env.SAVE_PAGES, `${new URL(url).pathname.replaceAll('/', '_') || 'home'}${language === 'en' ? '' : `.${language}`}.html`), html);
  const page = pageParts(html);
  const top = page.queries.slice(0, 3).map((q) => `${q.key} ${q.size}`).join(', ');
  // Where the largest query's characters go, field by field (a meeting's agenda items, its roll calls ...).
  const largest = page.queries[0]?.data;
  const fields = largest && typeof largest === 'object' && !Array.isArray(largest)
    ? Object.entries(largest).map(([field, value]) => ({ field, size: JSON.stringify(value ?? null).length })).sort((a, b) => b.size - a.size).slice(0, 5).map((f) => `${f.field} ${f.size}`).join(', ')
    : '';
  return { url: language === 'en' ? url : `${url} (${language})`, kind, total: page.total, markup: page.markup, state: page.state, br: zlib.brotliCompressSync(html).length, top: fields ? `${top}\n     its fields: ${fields}` : top };
}

const rows: Weighed[] = [];
try {
  for (const city of site.cities) {
    rows.push(await weigh(`${city.pages}/meetings/${city.meetingId}`, 'meeting'));
    if (city.heaviestMeetingId !== city.meetingId) rows.push(await weigh(`${city.pages}/meetings/${city.heaviestMeetingId}`, 'meeting'));
    // In Spanish a meeting page carries its Spanish summaries too, the English a disclosure away.
    rows.push(await weigh(`${city.pages}/meetings/${city.heaviestMeetingId}`, 'meeting', 'es'));
    rows.push(await weigh(`${city.pages}/councilors/${COUNCILOR_DISTRICT}`, 'councilor'));
    rows.push(await weigh(`${city.pages}/meetings`, 'other'));
    rows.push(await weigh(`${city.pages}/`, 'other'));
    rows.push(await weigh(`${city.pages}/contact-representatives`, 'other'));
    rows.push(await weigh(`${city.pages}/map`, 'other'));
  }
} finally {
  await site.close();
}

let failed = false;
for (const row of rows) {
  const budget = BUDGET[row.kind];
  const ok = row.total < budget;
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${row.url.replace(site.baseUrl, '')}: ${row.total.toLocaleString('en-US')} characters (budget ${budget.toLocaleString('en-US')}; markup ${row.markup.toLocaleString('en-US')}, state ${row.state.toLocaleString('en-US')}, br ${row.br.toLocaleString('en-US')} bytes)\n     largest state: ${row.top}`);
}
process.exit(failed ? 1 : 0);
