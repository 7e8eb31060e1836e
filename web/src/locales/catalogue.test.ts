/**
 * The Spanish catalogue is complete: every key of every English namespace has a Spanish value that is not the
 * English text left in place, keeps the same interpolation variables and markup, and carries the plural forms
 * Spanish needs (CLDR gives Spanish a `many` form, for 1,000,000 and the like; without `_many` i18next would fall
 * back to the English `_other`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = join(import.meta.dirname);

/**
 * Values that are the same word in both languages. Keep it short: a value belongs here only when the Spanish
 * word really is spelled like the English one.
 */
const SAME_IN_BOTH = new Set(['Civic Commons', 'CSV', 'JSON', 'Formal', 'Cultural']);

type Catalogue = Record<string, string>;

function flatten(tree: unknown, prefix = '', out: Catalogue = {}): Catalogue {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

function load(language: string, namespace: string): Catalogue {
  return flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));
}

/** `{{name}}` variables and `<tag>` markup, sorted: the parts a translation must keep. */
function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

/** A value with no words once its variables and markup are gone (a dash, a range, a percentage). */
function hasNoWords(value: string): boolean {
  return !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ''));
}

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

describe('the Spanish catalogue', () => {
  it('has one file per English namespace and no other', () => {
    const spanish = readdirSync(join(LOCALES, 'es')).filter((file) => file.endsWith('.json'));
    expect(spanish.sort()).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = load('en', namespace);
    const spanish = load('es', namespace);

    it('has every English key', () => {
      const missing = Object.keys(english).filter((key) => typeof spanish[key] !== 'string' || !spanish[key].trim());
      expect(missing).toEqual([]);
    });

    it('leaves no English text in place', () => {
      const untranslated = Object.keys(english).filter(
        (key) => spanish[key] === english[key] && !SAME_IN_BOTH.has(english[key]!) && !hasNoWords(english[key]!),
      );
      expect(untranslated).toEqual([]);
    });

    it('keeps every interpolation variable and markup tag', () => {
      const changed = Object.keys(english).filter(
        (key) => key in spanish && placeholders(english[key]!).join() !== placeholders(spanish[key]!).join(),
      );
      expect(changed).toEqual([]);
    });

    it('has no key English lacks, apart from the plural forms Spanish adds', () => {
      const extra = Object.keys(spanish).filter((key) => !(key in english) && !key.endsWith('_many'));
      expect(extra).toEqual([]);
    });

    it('gives every plural a _many form', () => {
      const lacking = Object.keys(english)
        .filter((key) => key.endsWith('_other'))
        .map((key) => `${key.slice(0, -'_other'.length)}_many`)
        .filter((key) => typeof spanish[key] !== 'string');
      expect(lacking).toEqual([]);
    });
  });
});
