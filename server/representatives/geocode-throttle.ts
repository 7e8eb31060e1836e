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

/** A call waiting its turn: the network it is for, and how to let it start. */
interface Waiting {
  client: string | undefined;
  start(): void;
}

/**
 * One queue, served in order by one pump that starts a call a full interval after the last one started (issue 35: a
 * busy event loop can wake one call late and the next on time). A call counts as waiting, for its network's share
 * and for the queue's length, until it starts: the queue's length is the whole wait, even when a loaded event loop
 * serves slower than the policy's pace (issue 51: counting a call only until its booked time let the calls a late
 * loop had not yet started pile up uncounted, and a resident behind one network's flood waited 4.5 to 8.8 s).
 */
export function withGeocodeThrottle(geocoder: Geocoder, timing: ThrottleTiming = realTiming, perSecond = GEOCODER_CALLS_PER_SECOND[geocoder.name]): Geocoder {
  if (!Number.isFinite(perSecond)) return geocoder;
  const interval = 1000 / perSecond;
  // Calls that may wait: ten seconds of the provider's pace (Nominatim: 10); a network's share of them (2).
  const capacity = Math.max(1, Math.floor(GEOCODER_MAX_WAIT_SECONDS * perSecond));
  const share = Math.max(1, Math.floor(capacity * GEOCODER_CLIENT_SHARE));
  const queue: Waiting[] = [];
  const held = new Map<string, number>();
  let lastStart = -Infinity;
  let pumping = false;

  const release = (client: string | undefined) => {
    if (client === undefined) return;
    const left = (held.get(client) ?? 1) - 1;
    if (left > 0) held.set(client, left);
    else held.delete(client);
  };

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        for (let since = timing.now() - lastStart; since < interval; since = timing.now() - lastStart) await timing.wait(interval - since);
        const next = queue.shift()!;
        lastStart = timing.now();
        release(next.client);
        next.start();
      }
    } finally {
      pumping = false;
    }
  }

  return {
    name: geocoder.name,
    async geocode(address, options) {
      const client = options?.client;
      const free = queue.length === 0 && timing.now() - lastStart >= interval;
      if (!free && queue.length >= capacity) {
        throw new GeocoderUnavailableError(`${geocoder.name} geocoder is busy: more than ${GEOCODER_MAX_WAIT_SECONDS} s of calls are waiting`);
      }
      const holding = client === undefined ? 0 : (held.get(client) ?? 0);
      if (!free && holding >= share) {
        throw new GeocoderUnavailableError(`${geocoder.name} geocoder is busy: this network already has ${holding} calls waiting`);
      }
      if (client !== undefined) held.set(client, holding + 1);
      await new Promise<void>((start) => {
        queue.push({ client, start });
        void pump();
      });
      return geocoder.geocode(address);
    },
  };
}
