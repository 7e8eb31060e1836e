/**
 * The limits that keep "speak up" a resident's voice and not a relay (issues 32, 49, 51): per resident, per
 * resident and item, then per client network and for the whole site, messages and addresses written to an hour
 * (docs/SECURITY.md). Network and site places are reserved, not merely counted: a send refused by one cap gives
 * back the places it took under the others, so a refusal spends nothing. Every refusal is a 429 with Retry-After
 * and a sentence a person can act on, in their language ("You can write again tomorrow"), never a count of seconds.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '#contract/languages.ts';
import { SPEAK_UP_SEND_LIMITS as LIMITS } from '#contract/speak-up.ts';
import { zonedDate } from '#contract/time-zone.ts';
import { t } from '../i18n.ts';
import { AppError } from '../lib/app-error.ts';
import { clientNetwork } from '../lib/client-network.ts';

const MINUTE_MS = 60_000;

/** "You can write again in 20 minutes / today at 9:00 PM / tomorrow / on December 2", on the city's clock. */
export function writeAgainSentence(resetInMs: number, now: Date, timeZone: string, lng: Language): string {
  if (resetInMs < 60 * MINUTE_MS) return t('speakUp.limit.minutes', { count: Math.max(1, Math.ceil(resetInMs / MINUTE_MS)) }, lng);
  const at = new Date(now.getTime() + resetInMs);
  const today = zonedDate(now, timeZone);
  const day = zonedDate(at, timeZone);
  const tomorrow = zonedDate(new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 60 * MINUTE_MS), 'UTC');
  const locale = lng === 'es' ? 'es-US' : 'en-US';
  // "3:00 p.m." ends the Spanish sentence with its own period.
  if (day === today) return t('speakUp.limit.today', { time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at) }, lng).replace(/\.\.$/, '.');
  if (day === tomorrow) return t('speakUp.limit.tomorrow', {}, lng);
  return t('speakUp.limit.later', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at) }, lng);
}

interface Refusal {
  reason: 'resident' | 'item' | 'network' | 'site';
  resetInMs: number;
}

function refuse(app: FastifyInstance, reply: FastifyReply, refusal: Refusal, lng: Language): AppError {
  const retryAfter = Math.max(1, Math.ceil(refusal.resetInMs / 1000));
  reply.header('Retry-After', String(retryAfter));
  const when = writeAgainSentence(refusal.resetInMs, app.clock.now(), app.city.config.timeZone, lng);
  // The reason travels too, so the browser words it in the page's language beside the wait it reads from Retry-After.
  const message = `${t(`speakUp.limit.${refusal.reason}`, {}, lng)} ${when}`;
  return new AppError(429, 'rate_limited', { message, values: { retryAfter }, details: { reason: refusal.reason } });
}

/** Counts one send against the resident's own limits (every try counts, as every other limit does). */
export async function enforceResidentLimits(app: FastifyInstance, reply: FastifyReply, ids: { userId: number; itemId: number }, lng: Language): Promise<void> {
  const store = app.rateLimiter.store;
  const checks: [Refusal['reason'], string, number, number][] = [
    ['resident', `speak-up:user:${ids.userId}`, LIMITS.perResident, LIMITS.perResidentWindowMs],
    ['item', `speak-up:user:${ids.userId}:item:${ids.itemId}`, LIMITS.perItem, LIMITS.perItemWindowMs],
  ];
  for (const [reason, key, limit, windowMs] of checks) {
    const hit = await store.hit(key, windowMs).catch(() => null);
    // A rate-limit store outage must not stop residents from being heard; the next caps still hold per process.
    if (hit && hit.count > limit) throw refuse(app, reply, { reason, resetInMs: hit.resetInMs }, lng);
  }
}

/**
 * Takes this send's places under the network and site caps: one message and `recipients` addresses each. All or
 * nothing: a cap already full refuses the send and gives back what was taken.
 */
export async function reserveRelayCaps(app: FastifyInstance, reply: FastifyReply, ip: string, recipients: number, lng: Language): Promise<void> {
  const store = app.rateLimiter.store;
  const network = clientNetwork(ip);
  const window = LIMITS.perHourWindowMs;
  const caps: [Refusal['reason'], string, number, number][] = [
    ['network', `speak-up:net:${network}:messages`, LIMITS.perNetwork, 1],
    ['site', 'speak-up:site:messages', LIMITS.perSite, 1],
    ['network', `speak-up:net:${network}:recipients`, LIMITS.recipientsPerNetwork, recipients],
    ['site', 'speak-up:site:recipients', LIMITS.recipientsPerSite, recipients],
  ];
  const taken: string[] = [];
  try {
    for (const [reason, key, limit, places] of caps) {
      for (let i = 0; i < places; i++) {
        const { admitted, resetInMs } = await store.reserve(key, limit, window);
        if (!admitted) throw refuse(app, reply, { reason, resetInMs }, lng);
        taken.push(key);
      }
    }
  } catch (error) {
    await Promise.all(taken.map((key) => store.release(key).catch(() => undefined)));
    if (error instanceof AppError) throw error;
    // The store is unreachable: the resident's own limits were counted; do not turn them away for our outage.
  }
}
