/**
 * Keeps calls to a provider within its published policy (Nominatim: at most one a second; the Census Geocoder
 * publishes none, so a modest pace): calls wait their turn in a queue rather than being dropped, and a queue
 * longer than a resident would wait for answers "unavailable" at once, which the chain then answers offline. Each
 * client network may hold only a share of the queue (issue 51: one network kept it full and a resident waited 9 s).
 */
import { type Geocoder, GeocoderUnavailableError, type GeocoderName } from './geocoder.ts';

/** Calls a second each provider may receive from this process. */
export const GEOCODER_CALLS_PER_SECOND: Record<GeocoderName, number> = { census: 5, nominatim: 1, offline: Infinity };
/** At most this many seconds of waiting calls; past it a caller is told the provider is busy. */
export const GEOCODER_MAX_WAIT_SECONDS = 10;
/** The part of the queue one client network may hold: a fifth, at least one call (Nominatim: 2 of 10). */
export const GEOCODER_CLIENT_SHARE = 1 / 5;

export interface ThrottleTiming {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realTiming: ThrottleTiming = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function withGeocodeThrottle(geocoder: Geocoder, timing: ThrottleTiming = realTiming, perSecond = GEOCODER_CALLS_PER_SECOND[geocoder.name]): Geocoder {
  if (!Number.isFinite(perSecond)) return geocoder;
  const interval = 1000 / perSecond;
  // The time the next call may start; each caller books the slot after the last one booked.
  let nextSlot = 0;
  let lastStart = -Infinity;
  // Calls booked and not yet started, per client network.
  const waiting = new Map<string, number>();
  const share = Math.max(1, Math.floor(GEOCODER_MAX_WAIT_SECONDS * perSecond * GEOCODER_CLIENT_SHARE));
  return {
    name: geocoder.name,
    async geocode(address, options) {
      const now = timing.now();
      const slot = Math.max(now, nextSlot);
      if (slot - now > GEOCODER_MAX_WAIT_SECONDS * 1000) {
        throw new GeocoderUnavailableError(`${geocoder.name} geocoder is busy: more than ${GEOCODER_MAX_WAIT_SECONDS} s of calls are waiting`);
      }
      const client = options?.client;
      const held = client === undefined ? 0 : (waiting.get(client) ?? 0);
      if (slot > now && held >= share) {
        throw new GeocoderUnavailableError(`${geocoder.name} geocoder is busy: this network already has ${held} calls waiting`);
      }
      nextSlot = slot + interval;
      if (client !== undefined) waiting.set(client, held + 1);
      try {
        if (slot > now) await timing.wait(slot - now);
      } finally {
        if (client !== undefined) {
          const left = (waiting.get(client) ?? 1) - 1;
          if (left > 0) waiting.set(client, left);
          else waiting.delete(client);
        }
      }
      // A busy event loop can wake one call late and the next on time: the policy is about calls made, so each
      // also waits a full interval after the last one started (issue 35: two calls 0.5 s apart under load).
      for (let since = timing.now() - lastStart; since < interval; since = timing.now() - lastStart) await timing.wait(interval - since);
      lastStart = timing.now();
      return geocoder.geocode(address);
    },
  };
}
