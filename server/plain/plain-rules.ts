/**
 * The city's plain-language rules (city/<id>/data/plain-kinds.json and plain-zoning.json): the item kinds with
 * their title patterns and English and Spanish templates, and the zoning classes' plain names. A city without
 * these files gets no plain lines (its items show the title alone). Loaded once per city served (decision 020).
 */
import fs from 'node:fs';
import { z } from 'zod';
import { city, cityDataFile } from '../../city/current.ts';
import type { CityConfig } from '../../contract/city.ts';

const kindsFileSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.string().min(1),
      match: z.array(z.string().min(1)).min(1),
      en: z.array(z.string().min(1)).min(1),
      es: z.array(z.string().min(1)).min(1),
    }),
  ),
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
export interface PlainRules {
  kinds: PlainKind[];
  zoning: Record<string, { en: string; es: string }>;
}

/** A city data file's JSON, or undefined when the city has none. */
export function readCityJson(name: string): unknown {
  const file = cityDataFile(name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

let loaded: { for: CityConfig; rules: PlainRules } | undefined;

export function plainRules(): PlainRules {
  if (loaded?.for !== city) {
    const kinds = readCityJson('plain-kinds.json');
    const zoning = readCityJson('plain-zoning.json');
    loaded = {
      for: city,
      rules: {
        kinds: kinds
          ? kindsFileSchema.parse(kinds).kinds.map((k) => ({ ...k, patterns: k.match.map((p) => new RegExp(p, 'i')) }))
          : [],
        zoning: zoning ? zoningFileSchema.parse(zoning).classes : {},
      },
    };
  }
  return loaded.rules;
}
