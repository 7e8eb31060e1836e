/**
 * The city one app (or one script) serves, built once at start-up and passed in (decision 020): its configuration,
 * its data and evaluation folders, and the data read from them. What is read from the city's files is kept here,
 * not in module state, so two apps serving two cities in one process each see their own (decision 055's trap).
 */
import path from 'node:path';
import type { CityConfig } from '../contract/city.ts';
import { type CityId, type LoadedCity, loadCity } from './index.ts';

export interface CityContext {
  config: CityConfig;
  /** `city/<id>/data`: the city's data files (a fixed layout, docs/adding-a-city.md). */
  dataDir: string;
  /** `city/<id>/eval`: the city's evaluation data; may be absent (not shipped). */
  evalDir: string;
  /** A file of the data folder. */
  dataFile(...segments: string[]): string;
  /** A file of the evaluation folder. */
  evalFile(...segments: string[]): string;
  /**
   * `build()` once per city and `key` (a module's own name for what it reads, e.g. `zip-centroids`), then the
   * same value: the city's files are read on first use and kept as long as the city is served.
   */
  cached<T>(key: string, build: () => T): T;
}

/** The context of a loaded city, with nothing read yet. */
export function createCityContext(loaded: LoadedCity): CityContext {
  const memo = new Map<string, unknown>();
  return {
    config: loaded.config,
    dataDir: loaded.dataDir,
    evalDir: loaded.evalDir,
    dataFile: (...segments) => path.join(loaded.dataDir, ...segments),
    evalFile: (...segments) => path.join(loaded.evalDir, ...segments),
    cached<T>(key: string, build: () => T): T {
      if (!memo.has(key)) memo.set(key, build());
      return memo.get(key) as T;
    },
  };
}

/** The named city's context: what `main.ts`, the CLIs and the scripts build at start-up. */
export function cityContext(id: CityId): CityContext {
  return createCityContext(loadCity(id));
}
