/**
 * Group sentences of the detailed summary name the items their motion decided ("The motion to approve 2.b-2.g
 * carried 9-0"), never "these", and never a pulled item (issue 30). Read on the bundled minutes PDFs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { parseMinutes } from '../minutes-parser/parse-minutes.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';
import { summarize } from './summarize.ts';

const city = cityContext(DEFAULT_CITY_ID);

const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes');

describe('group sentences of the detailed summary', () => {
  it('name the items one motion decided, and only voted ones', async () => {
    let groups = 0;
    for (const file of fs.readdirSync(bundled).filter((f) => f.endsWith('.pdf'))) {
      const text = await readPdfText(new Uint8Array(fs.readFileSync(path.join(bundled, file))));
      const minutes = parseMinutes(text.pages, file);
      const detailed = summarize(city, minutes, file)?.detailed ?? '';
      expect(detailed).not.toMatch(/approve these/);
      const pulled = new Set(minutes.items.filter((i) => i.pulled).map((i) => i.item_number.replace(/\.$/, '')));
      for (const m of detailed.matchAll(/The motion to approve (\S+?)(?: and (\S+?))? (?:carried|failed)/g)) {
        groups++;
        const named = [m[1], m[2]].filter((n): n is string => Boolean(n)).flatMap((n) => n.split('-'));
        for (const number of named) expect(pulled.has(number)).toBe(false);
      }
    }
    expect(groups).toBeGreaterThan(0);
  });
});
