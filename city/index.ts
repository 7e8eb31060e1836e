/**
 * The cities this build can serve: every folder here with a configuration module (`city/<id>/config.ts`, beside
 * `city/<id>/data/` and, for the deployment, its evaluation data `city/<id>/eval/` and recorded source answers
 * `city/<id>/fixtures/`). They are found by reading this folder when the module loads (issue 46), so a new city is a
 * new folder and no line of code; the server picks among them at start-up with the `CITIES` setting
 * (server/config.ts), one app each. Nothing outside `city/` imports a city's folder (an ESLint rule says so).
 *
 * Found, not bundled: the server and the scripts run from source (`tsx`, package.json and the Dockerfile), and the
 * web bundles never import this module (a page learns its city from the server), so no build step has to know the
 * folders in advance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CityConfig, cityConfigSchema } from '../contract/city.ts';

/** A city's id: the name of its folder, also a path segment of its pages (`/<id>/meetings`) and its API. */
export type CityId = string;

/** The deployment's city: the default of `CITY`, and first among the cities served when `CITIES` does not say. */
export const DEFAULT_CITY_ID: CityId = 'tulsa';

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
const CONFIG_MODULE = 'config.ts';

/** The folders of `city/` that hold a configuration module, by name. */
function cityFolders(): string[] {
  return fs
    .readdirSync(CITY_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(CITY_ROOT, entry.name, CONFIG_MODULE)))
    .map((entry) => entry.name)
    .sort();
}

/** What a folder's configuration module exports as its city: its default export, or the export named as the folder. */
function exportedConfig(id: string, module: Record<string, unknown>): unknown {
  return module.default ?? module[id];
}

/** Each folder's configuration as its module exports it, unchecked (checked when the city is loaded, see `loadCity`). */
const RAW_CONFIGS: ReadonlyMap<CityId, unknown> = new Map(
  await Promise.all(cityFolders().map(async (id) => [id, exportedConfig(id, (await import(`./${id}/${CONFIG_MODULE}`)) as Record<string, unknown>)] as const)),
);

const isMadeUp = (id: CityId) => (RAW_CONFIGS.get(id) as { madeUp?: unknown } | undefined)?.madeUp === true;

/**
 * Made-up cities (`madeUp: true` in their configuration, e.g. `fictionville`, decision 020): a production server
 * refuses them, so nothing invented is ever served as a city's record.
 */
export const MADE_UP_CITY_IDS: readonly CityId[] = [...RAW_CONFIGS.keys()].filter(isMadeUp);

/** Shipped cities that are not made up, the default city first: what a deployment serves when `CITIES` does not say. */
export const REAL_CITY_IDS: readonly CityId[] = [...RAW_CONFIGS.keys()].filter((id) => !isMadeUp(id)).sort((a, b) => Number(b === DEFAULT_CITY_ID) - Number(a === DEFAULT_CITY_ID));

/** Every city folder shipped: the real cities (the default first), then the made-up ones. */
export const CITY_IDS: readonly CityId[] = [...REAL_CITY_IDS, ...MADE_UP_CITY_IDS];

/** A city folder whose configuration does not pass the contract's schema: one line naming the file and the field. */
export class CityConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CityConfigError';
  }
}

/** `raw` checked as city `id`'s configuration; a problem is a `CityConfigError` naming `city/<id>/config.ts` and its first bad field. */
export function checkCityConfig(id: string, raw: unknown): CityConfig {
  const file = `city/${id}/${CONFIG_MODULE}`;
  if (raw === undefined) throw new CityConfigError(`${file}: exports no configuration (a default export, or an export named ${id})`);
  const result = cityConfigSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new CityConfigError(`${file}: ${issue.path.join('.') || '(the configuration)'}: ${issue.message}`);
  }
  // The folder's name is the city's id in every URL and file name: a copied folder must not answer as its original.
  if (result.data.id !== id) throw new CityConfigError(`${file}: id: is "${result.data.id}", not the folder's name "${id}"`);
  return result.data;
}

/** The named city, its configuration checked against the contract's schema (a typo fails at start-up). */
export function loadCity(id: CityId): LoadedCity {
  if (!RAW_CONFIGS.has(id)) throw new CityConfigError(`city/${id}: no such city folder; this build ships ${CITY_IDS.join(', ')}`);
  const config = checkCityConfig(id, RAW_CONFIGS.get(id));
  return { config, dataDir: path.join(CITY_ROOT, id, 'data'), evalDir: path.join(CITY_ROOT, id, 'eval') };
}
