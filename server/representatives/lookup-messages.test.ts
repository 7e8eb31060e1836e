/**
 * The web words a failed lookup from its code in the page's language (use-lookup-message.ts); in English its
 * catalogue must say exactly what the server sends (spec §8), so the two cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import en from '#web/locales/en/contact.json' with { type: 'json' };
import es from '#web/locales/es/contact.json' with { type: 'json' };
import { loadCity } from '#city/index.ts';
import { lookupMessage } from './lookup-messages.ts';

const city = loadCity('tulsa').config;
type Lookup = typeof en.lookup;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const words = (catalogue: { lookup: Lookup }, key: keyof Lookup, values: Record<string, string | number> = {}) =>
  fill(catalogue.lookup[key], { city: city.name, general: catalogue.lookup.general, ...values });

describe('lookup messages in the web catalogue', () => {
  it('are, in English, the messages the server sends for each code', () => {
    expect(words(en, 'outsideCity')).toBe(lookupMessage(city, 'outside_city'));
    expect(words(en, 'approximateZip', { zip: '74103', district: 4 })).toBe(lookupMessage(city, 'approximate_zip', { zip: '74103', district: 4 }));
    expect(words(en, 'approximateZipOutside', { zip: '74011' })).toBe(lookupMessage(city, 'approximate_zip', { zip: '74011', district: null }));
    expect(words(en, 'addressNotFound')).toBe(lookupMessage(city, 'address_not_found'));
    expect(words(en, 'geocoderOffline')).toBe(lookupMessage(city, 'geocoder_offline'));
    expect(words(en, 'geocoderUnavailable')).toBe(lookupMessage(city, 'geocoder_unavailable'));
    expect(fill(en.lookup.onDistrictLine, { first: 3, second: 5 }) + ` ${en.lookup.general}`).toBe(lookupMessage(city, 'on_district_line', { line: [3, 5] }));
  });

  it('have a Spanish text for each, with the same values', () => {
    for (const key of Object.keys(en.lookup) as (keyof Lookup)[]) {
      const values = en.lookup[key].match(/\{\{\w+\}\}/g) ?? [];
      expect(es.lookup[key], key).toBeTruthy();
      expect((es.lookup[key].match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual([...values].sort());
    }
  });
});
