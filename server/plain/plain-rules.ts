/**
 * The city's plain-language rules (city/<id>/data/plain-kinds.json and plain-zoning.json): the item kinds with
 * their title patterns and English and Spanish templates, and the zoning classes' plain names. A city without
 * these files gets no plain lines (its items show the title alone). Read once per city, kept in its context (decision 020).
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';

/**
 * A fact the city's own titles print in its own wording (decision 185): a case-insensitive pattern whose first group
 * is the value, tried over the item's full text. Several different values are no one fact: it is left out. `name`:
 * kept as printed and marked English in a Spanish line; `values`: a printed value's own words in each language
 * (then ours, not a name); `max`: a longer value is left out, never cut short.
 */
const cityFactSchema = z.object({
  fact: z.string().regex(/^\w+$/),
  match: z.string().min(1),
  name: z.boolean().optional(),
  max: z.number().int().positive().optional(),
  values: z.record(z.string(), z.object({ en: z.string().min(1), es: z.string().min(1) })).optional(),
});
const kindsFileSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.string().min(1),
      match: z.array(z.string().min(1)).min(1),
      en: z.array(z.string().min(1)).min(1),
      es: z.array(z.string().min(1)).min(1),
    }),
  ),
  facts: z.array(cityFactSchema).optional(),
});
const zoningFileSchema = z.object({
  classes: z.record(z.string(), z.object({ en: z.string().min(1), es: z.string().min(1) })),
});

export interface PlainKind {
  kind: string;
  patterns: RegExp[];
  en: string[];
  es: string[];
}
export interface CityFact {
  fact: string;
  pattern: RegExp;
  name: boolean;
  max?: number;
  values: Record<string, { en: string; es: string }>;
}
export interface PlainRules {
  kinds: PlainKind[];
  facts: CityFact[];
  zoning: Record<string, { en: string; es: string }>;
}

/** A city data file's JSON, or undefined when the city has none. */
export function readCityJson(city: CityContext, name: string): unknown {
  const file = city.dataFile(name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

export function plainRules(city: CityContext): PlainRules {
  return city.cached('plain-rules', () => {
    const kinds = readCityJson(city, 'plain-kinds.json');
    const zoning = readCityJson(city, 'plain-zoning.json');
    const parsed = kinds ? kindsFileSchema.parse(kinds) : undefined;
    return {
      kinds: parsed ? parsed.kinds.map((k) => ({ ...k, patterns: k.match.map((p) => new RegExp(p, 'i')) })) : [],
      facts: (parsed?.facts ?? []).map((f) => ({ fact: f.fact, pattern: new RegExp(f.match, 'gi'), name: f.name ?? false, max: f.max, values: f.values ?? {} })),
      zoning: zoning ? zoningFileSchema.parse(zoning).classes : {},
    };
  });
}
