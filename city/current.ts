/**
 * The city this process serves. One process serves one city: `buildApp` calls `serveCity` once at start-up with
 * the city named by `CITY`, before anything is served; scripts that build no app (seed, ingest, benchmarks)
 * get the default city. Modules read `city` when they run, never at import time, so the choice holds everywhere
 * (decision 020). A test file runs in its own module graph, so a test may boot another city.
 */
import path from 'node:path';
import type { CityConfig } from '../contract/city.ts';
import { DEFAULT_CITY_ID, type LoadedCity, loadCity } from './index.ts';

let current: LoadedCity = loadCity(DEFAULT_CITY_ID);

/** The configuration of the city this process serves (an ESM live binding: it follows `serveCity`). */
export let city: CityConfig = current.config;

/** Makes `loaded` the city this process serves. */
export function serveCity(loaded: LoadedCity): void {
  current = loaded;
  city = loaded.config;
}

/** A file of the city's data folder (`city/<id>/data/<name>`). */
export function cityDataFile(...segments: string[]): string {
  return path.join(current.dataDir, ...segments);
}

/** A file of the city's evaluation folder (`city/<id>/eval/<name>`), for the evaluation scripts and their tests. */
export function cityEvalFile(...segments: string[]): string {
  return path.join(current.evalDir, ...segments);
}
