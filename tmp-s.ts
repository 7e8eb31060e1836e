import fs from 'node:fs';
import { cityContext } from '#city/context.ts';
import { parseMinutes } from './server/ingest/minutes-parser/parse-minutes.ts';
import { readPdfText } from './server/ingest/pdf-text/pdf-text.ts';
import { summarize } from './server/ingest/summaries/summarize.ts';
import { spanishSummaryOf } from './server/plain/eval/summary-checks.ts';
const city = cityContext('tulsa');
for (const f of process.argv.slice(2)) {
const text = await readPdfText(new Uint8Array(fs.readFileSync('/work/shared/data/minutes/' + f)));
const m = parseMinutes(text.pages, f);
console.log(f, '\n EN:', summarize(city, m, 'The meeting')?.summary, '\n ES:', spanishSummaryOf(city, m));
}
