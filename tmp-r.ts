import fs from 'node:fs';
import { cityContext } from '#city/context.ts';
import { plainLineFor, fullTextOf } from './server/plain/plain-line.ts';
const city = cityContext('tulsa');
const t = JSON.parse(fs.readFileSync('/tmp/plain/titles.json','utf8'));
let seed = Number(process.argv[2] ?? 3); const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
const seen = new Set();
for (let i = 0; i < 45; i++) { const x = t[Math.floor(rnd() * t.length)]; const p = plainLineFor(city, x.title, x.desc); if (!p || ['procedural','report','public_comment','appointment'].includes(p.kind) || seen.has(p.en)) continue; seen.add(p.en); console.log('T:', fullTextOf(x.title, x.desc).slice(0, 260)); console.log('  ', p.kind, '|', p.en); console.log('   ES', p.es); }
