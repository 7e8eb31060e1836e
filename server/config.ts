/**
 * Configuration from the environment, parsed once at start-up. Every bad variable is reported by name before
 * anything starts, so a typo never turns into a half-working server. `.env.example` documents each one.
 */
import path from 'node:path';
import { z } from 'zod';
import { CITY_IDS, CityConfigError, type CityId, DEFAULT_CITY_ID, loadCity, MADE_UP_CITY_IDS, REAL_CITY_IDS } from '../city/index.ts';
import type { ListingSourceKind } from '../contract/city.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isUrlWithProtocol(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const hostList = z
  .string()
  .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
  .refine((hosts) => hosts.every((h) => /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(h)), { message: 'must be a comma-separated list of host names' });

const envSchema = z.object({
  /** The city this deployment serves: a folder of city/ (decision 020); with CITIES, the first of them. */
  CITY: z.enum(CITY_IDS as [CityId, ...CityId[]]).optional(),
  /**
   * The cities one deployment serves (issue 46, decision 090), comma-separated folder ids; the first is the default
   * city, at `/` and `/api/v1` with DATA_DIR/DATABASE_URL as they are; the others at `/<id>` and
   * `/api/v1/cities/<id>`, each with its own database. By default CITY and every other real city shipped.
   */
  CITIES: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Civic Commons <no-reply@civic-commons.local>'),
  SMS_API_URL: optionalUrl(['http:', 'https:']),
  SMS_ACCOUNT_SID: z.string().trim().optional(),
  SMS_AUTH_TOKEN: z.string().trim().optional(),
  SMS_FROM: z.string().trim().optional(),
  /** Key that signs the provider's inbound webhook (X-Twilio-Signature); defaults to SMS_AUTH_TOKEN. */
  SMS_WEBHOOK_AUTH_TOKEN: z.string().trim().optional(),
  /** The exact public URL the provider posts inbound SMS to (it is part of the signature). */
  SMS_WEBHOOK_URL: optionalUrl(['http:', 'https:']),
  GEOCODER: z.enum(['census', 'nominatim', 'offline']).default('census'),
  GEOCODER_URL: optionalUrl(['http:', 'https:']),
  /**
   * The maps' tile source, a template such as `https://tile.example.org/{z}/{x}/{y}.png`; none by default, and
   * then the council districts we ship are the base layer. Its origin is added to the pages' img-src.
   */
  MAP_TILE_URL: optionalUrl(['https:', 'http:']),
  /** The credit the tile provider asks for, shown in the map's corner (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).optional(),
  LLM_BASE_URL: optionalUrl(['http:', 'https:']),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().trim().min(1).default('./dist/web'),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Also seed invented upcoming meetings (marked Demo, never alerted on) so a demonstration has something ahead.
   * Off by default: a deployment shows only the city's own records.
   */
  DEMO_MEETINGS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Hosts whose PDFs the same-origin proxy may fetch (comma-separated); by default the city's own sites. */
  PDF_PROXY_HOSTS: hostList.optional(),
  /**
   * Jobs (alert deliveries above all) one process runs at once. They wait mostly on the mail and SMS servers, so
   * 8 sent 4.5 times as many alerts a minute in bench:sync; but a process killed mid-batch may then repeat up to this many
   * messages whose "250 OK" it never recorded (1: at most the one in flight). Raise it for large lists.
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Where the server process's jobs run: `inline` (the web process polls the job table too, so one process is a
   * whole deployment) or `off` (it only queues them, for `npm run start:worker` processes to run).
   */
  JOBS: z.enum(['inline', 'off']).default('inline'),
  /** Read the city's sources on a schedule: on by default in production, off elsewhere. */
  SYNC: z.enum(['on', 'off']).optional(),
  /** Minutes between two syncs of the city's sources. */
  SYNC_INTERVAL: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Listings to read instead of the city's (comma-separated `granicus=URL`, `agenda_service=URL`, `council_archive=URL`, `agenda_item_links=URL` or `legistar=URL`). */
  SYNC_SOURCES: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined))
    .refine((list) => list === undefined || list.every((s) => /^(granicus|agenda_service|council_archive|agenda_item_links|legistar)=https?:\/\/\S+$/.test(s)), {
      message: 'must be a comma-separated list of granicus=URL, agenda_service=URL, council_archive=URL, agenda_item_links=URL or legistar=URL',
    }),
  /**
   * Hosts inside our own network that admin ingest may download from (comma-separated); empty by default, so
   * an ingest URL reaches only public addresses.
   */
  INGEST_PRIVATE_HOSTS: hostList.default([]),
  /** Build the bulk data exports (/data) every night: on by default in production, off elsewhere. */
  EXPORTS: z.enum(['on', 'off']).optional(),
  /** The hour (0-23, the city's time) the nightly export is built, after the evening's meetings are in. */
  EXPORT_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** Largest remote PDF the proxy passes on, in bytes. */
  PDF_PROXY_MAX_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 * 1024).default(25 * 1024 * 1024),
});

export type AppConfig = ReturnType<typeof finalize>;

/**
 * The city's Legistar Web API settings, named after the city (`NYC_LEGISTAR_URL`, `NYC_LEGISTAR_TOKEN`): the URL
 * replaces the configured source's (a loopback replay, another client), the token is sent with every request.
 */
function legistarSettings(source: Record<string, string | undefined>, cityId: string, problems: string[]) {
  const prefix = `${cityId.toUpperCase()}_LEGISTAR`;
  const url = source[`${prefix}_URL`]?.trim() || undefined;
  if (url && !/^https?:\/\/\S+$/.test(url)) problems.push(`${prefix}_URL: must be an http(s) address, e.g. https://webapi.legistar.com/v1/${cityId}`);
  return { LEGISTAR_URL: url, LEGISTAR_TOKEN: source[`${prefix}_TOKEN`]?.trim() || undefined };
}

/** The cities to serve, the default one first: CITIES as given, or CITY and every other real city shipped. */
function servedCityIds(env: z.infer<typeof envSchema>): CityId[] {
  if (env.CITIES) return env.CITIES as CityId[];
  const first = env.CITY ?? DEFAULT_CITY_ID;
  return [first, ...REAL_CITY_IDS.filter((id) => id !== first)];
}

/** One line per problem with CITY and CITIES: unknown or repeated ids, a made-up city in production, a broken city folder. */
function cityProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const ids = servedCityIds(env);
  const unknown = ids.filter((id) => !CITY_IDS.includes(id));
  if (unknown.length > 0) problems.push(`CITIES: unknown ${unknown.map((id) => JSON.stringify(id)).join(', ')}; this build ships ${CITY_IDS.join(', ')}`);
  if (new Set(ids).size !== ids.length) problems.push('CITIES: a city is named twice');
  if (env.CITIES && env.CITY && env.CITY !== env.CITIES[0]) problems.push(`CITY: ${env.CITY} is not the first of CITIES (the default city); set one of them`);
  if (ids.length === 0) problems.push('CITIES: names no city');
  if (env.NODE_ENV === 'production') {
    for (const id of ids.filter((i) => MADE_UP_CITY_IDS.includes(i))) problems.push(`${env.CITIES ? 'CITIES' : 'CITY'}: ${id} is a made-up city for tests; a production server serves a real one`);
  }
  if (problems.length > 0) return problems;
  for (const id of ids) {
    try {
      loadCity(id);
    } catch (error) {
      if (!(error instanceof CityConfigError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/** Each served city's Legistar settings, by city id (a city served beside the default one takes its own). */
type LegistarByCity = Record<string, ReturnType<typeof legistarSettings>>;

function finalize(env: z.infer<typeof envSchema>, legistar: LegistarByCity) {
  const cities = servedCityIds(env);
  const city = loadCity(cities[0]!);
  return {
    ...env,
    ...(legistar[cities[0]!] ?? { LEGISTAR_URL: undefined, LEGISTAR_TOKEN: undefined }),
    LEGISTAR_BY_CITY: legistar,
    CITY: cities[0]!,
    CITIES: cities,
    /** PDF_PROXY_HOSTS as set, before the default city's hosts fill it: another city served beside gets its own. */
    PDF_PROXY_HOSTS_SET: env.PDF_PROXY_HOSTS,
    PDF_PROXY_HOSTS: env.PDF_PROXY_HOSTS ?? city.config.pdfHosts,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR),
    // Without its trailing slash, once: every link is written `${PUBLIC_URL}/path`, and "https://x.org/" gave
    // "https://x.org//reset-password", a page that does not exist.
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SYNC: (env.SYNC ?? (env.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    EXPORTS: (env.EXPORTS ?? (env.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    SYNC_SOURCES: env.SYNC_SOURCES?.map((s) => {
      const [kind, ...url] = s.split('=');
      return { kind: kind as ListingSourceKind, url: url.join('=') };
    }),
  };
}

/** Thrown with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or the given overrides, for tests) into a typed configuration. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  problems.push(...cityProblems(env));
  const sms = [env.SMS_API_URL, env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM];
  if (sms.some(Boolean) && !sms.every(Boolean)) {
    problems.push('SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all four or none');
  }
  if ((env.LLM_API_KEY || env.LLM_MODEL) && !env.LLM_BASE_URL) {
    problems.push('LLM_BASE_URL: required when LLM_API_KEY or LLM_MODEL is set');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_SECRET) {
    problems.push('APP_SECRET: required in production with DATABASE_URL (all processes must share it)');
  }
  const legistar: LegistarByCity = Object.fromEntries(servedCityIds(env).map((id) => [id, legistarSettings(source, id, problems)]));
  if (problems.length > 0) throw new ConfigError(problems);
  return finalize(env, legistar);
}
