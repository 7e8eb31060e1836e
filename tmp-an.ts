import fs from 'node:fs';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { plainLineFor } from './server/plain/plain-line.ts';
const city = cityContext(DEFAULT_CITY_ID);
const t = JSON.parse(fs.readFileSync('/tmp/plain/titles.json','utf8'));
const decided = t.filter((x: any) => x.r && x.r !== 'pulled');
const by = new Map<string, any[]>();
for (const x of decided) { const p = plainLineFor(city, x.title); const k = p ? p.en : '(none)'; by.set(k, [...(by.get(k)??[]), x]); }
const rows = [...by.entries()].sort((a,b)=>b[1].length-a[1].length);
let generic = 0;
for (const [k, v] of rows) if (v.length >= 10) { generic += v.length; console.log(v.length, k); }
console.log('decided', decided.length, 'generic', generic, (100*generic/decided.length).toFixed(1)+'%');
const want = process.argv[2];
if (want) for (const x of by.get(want) ?? []) console.log(' -', x.title.slice(0, 300));
