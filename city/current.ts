/**
 * The city of the modules not yet handed a city context (decision 020; issue 36 hands it to the rest). `buildApp`
 * calls `serveCity` with the context it was given, so those modules read the city of the last app built; scripts
 * that build no app (seed, ingest, benchmarks) get the default city. Code that has a context (`app.city`, a job's
 * or a script's) reads that instead: two apps serving two cities in one process then each see their own.
 * Modules read `city` when they run, never at import time. Holds no data of its own: what is read from the
 * city's files is cached in the context (`CityContext.cached`).
 */
import type { CityConfig } from '../contract/city.ts';
import { type CityContext, cityContext } from './context.ts';
import { DEFAULT_CITY_ID } from './index.ts';

let current: CityContext = cityContext(DEFAULT_CITY_ID);

/** The configuration of the served city (an ESM live binding: it follows `serveCity`). */
export let city: CityConfig = current.config;

/** Makes `context` the city of the modules that are not handed one. */
export function serveCity(context: CityContext): void {
  current = context;
  city = context.config;
}

/** The served city's context, for a module not handed one that reads the city's data through its cache. */
export function servedCity(): CityContext {
  return current;
}

/** A file of the served city's data folder (`city/<id>/data/<name>`). */
export function cityDataFile(...segments: string[]): string {
  return current.dataFile(...segments);
}

/** A file of the served city's evaluation folder (`city/<id>/eval/<name>`), for the evaluation scripts and their tests. */
export function cityEvalFile(...segments: string[]): string {
  return current.evalFile(...segments);
}
