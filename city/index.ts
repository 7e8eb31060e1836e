/**
 * The cities this build can serve, each a folder here (`city/<id>/config.ts`, `city/<id>/data/`, and for the
 * deployment its evaluation data `city/<id>/eval/` and recorded source answers `city/<id>/fixtures/`). The
 * server picks them at start-up with the `CITIES` setting (server/config.ts, issue 46), one app each; nothing
 * outside `city/` imports a city's folder (an ESLint rule says so).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CityConfig, cityConfigSchema } from '../contract/city.ts';
import { fictionville } from './fictionville/config.ts';
import { nyc } from './nyc/config.ts';
import { tulsa } from './tulsa/config.ts';

/**
 * `tulsa` is the deployment; `nyc` is New York City, read from the Council's Legistar records (issue 47);
 * `fictionville` is a made-up city that only tests boot (decision 020).
 */
export const CITY_IDS = ['tulsa', 'nyc', 'fictionville'] as const;
export type CityId = (typeof CITY_IDS)[number];
export const DEFAULT_CITY_ID: CityId = 'tulsa';
/** Made-up cities: a production server refuses them, so nothing invented is ever served as a city's record. */
export const MADE_UP_CITY_IDS: readonly CityId[] = ['fictionville'];

const CONFIGS: Record<CityId, CityConfig> = { tulsa, nyc, fictionville };

/** A city as the server uses it: its configuration and the folder of its data files. */
export interface LoadedCity {
  config: CityConfig;
  /** `city/<id>/data`: districts, officials, roll-call periods, topics, seed content (a fixed layout). */
  dataDir: string;
  /**
   * `city/<id>/eval`: the city's evaluation data, hand-labelled from its own records (`ingest-gold/` for
   * `npm run eval:ingest`, `chat-questions.json` for `npm run eval:chat`). Not shipped (Dockerfile); may be absent.
   */
  evalDir: string;
}

const CITY_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Shipped cities that are not made up: what a deployment serves when `CITIES` does not say (issue 46). */
export const REAL_CITY_IDS: readonly CityId[] = CITY_IDS.filter((id) => !MADE_UP_CITY_IDS.includes(id));

/** A city folder whose configuration does not pass the contract's schema: one line naming the file and the field. */
export class CityConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CityConfigError';
  }
}

/** `raw` checked as city `id`'s configuration; a problem is a `CityConfigError` naming `city/<id>/config.ts` and its first bad field. */
export function checkCityConfig(id: string, raw: unknown): CityConfig {
  const result = cityConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new CityConfigError(`city/${id}/config.ts: ${issue.path.join('.') || '(the configuration)'}: ${issue.message}`);
}

/** The named city, its configuration checked against the contract's schema (a typo fails at start-up). */
export function loadCity(id: CityId): LoadedCity {
  const config = checkCityConfig(id, CONFIGS[id]);
  return { config, dataDir: path.join(CITY_ROOT, id, 'data'), evalDir: path.join(CITY_ROOT, id, 'eval') };
}
