import fs from 'node:fs';
import { cityContext } from '#city/context.ts';
import { parseMinutes } from './server/ingest/minutes-parser/parse-minutes.ts';
import { readPdfText } from './server/ingest/pdf-text/pdf-text.ts';
import { plainLineFor } from './server/plain/plain-line.ts';
const city = cityContext('tulsa');
const f = process.argv[2]!;
const text = await readPdfText(new Uint8Array(fs.readFileSync('/work/shared/data/minutes/' + f)));
const m = parseMinutes(text.pages, f);
for (const i of m.items) if (new RegExp(process.argv[3]!).test(i.item_number)) { console.log(i.item_number, i.vote_result, i.decided_by, JSON.stringify(i.title).slice(0,200)); console.log('   ', plainLineFor(city, i.title, i.description)?.en); }
for (const v of m.votes) console.log('V', v.item_number, v.item_numbers.join(','), v.motion_kind, v.outcome, v.motion.slice(0, 100));
import { importance } from './server/ingest/summaries/summarize.ts';
for (const i of m.items) { const d = i.decided_by !== null ? m.votes[i.decided_by] : undefined; const others = m.votes.filter((v) => v !== d && (v.item_numbers.includes(i.item_number) || v.item_number === i.item_number)); const s = importance(i, d, others); if (s >= 5) console.log('S', i.item_number, s, i.description.slice(0, 80)); }
