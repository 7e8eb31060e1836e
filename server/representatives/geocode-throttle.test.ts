import { describe, expect, it } from 'vitest';
import { withGeocodeThrottle, type ThrottleTiming } from './geocode-throttle.ts';
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts';

/**
 * A clock that stands still while calls are booked; `run` then moves it from one waiting call to the next. `lateBy`
 * makes a loaded event loop: the n-th wait ends that many ms after it was due.
 */
function steppedTiming(lateBy: (n: number) => number = () => 0) {
  let now = 0;
  let waits = 0;
  const waiting: { until: number; resolve: () => void }[] = [];
  const timing: ThrottleTiming = {
    now: () => now,
    wait: (ms) => new Promise<void>((resolve) => waiting.push({ until: now + ms + lateBy(waits++), resolve })),
  };
  async function run<T>(work: Promise<T>): Promise<T> {
    await Promise.resolve();
    while (waiting.length > 0) {
      waiting.sort((a, b) => a.until - b.until);
      const next = waiting.shift()!;
      now = next.until;
      next.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    return work;
  }
  return { timing, at: () => now, run };
}

function countingProvider(at: () => number) {
  const calls: number[] = [];
  const geocoder: Geocoder = {
    name: 'nominatim',
    geocode: async () => {
      calls.push(at());
      return { status: 'no_match' };
    },
  };
  return { geocoder, calls };
}

describe('withGeocodeThrottle', () => {
  it('lets 150 distinct addresses at once reach Nominatim one a second, queued and not dropped', async () => {
    const { timing, at, run } = steppedTiming();
    const provider = countingProvider(at);
    const throttled = withGeocodeThrottle(provider.geocoder, timing, 1);
    const answers = await run(Promise.allSettled(Array.from({ length: 150 }, (_, i) => throttled.geocode(`${i} Main St`))));
    const served = answers.filter((a) => a.status === 'fulfilled').length;
    // Ten seconds of waiting is the most a resident is asked to bear; the rest are told "busy" at once.
    expect(served).toBe(11);
    expect(answers.filter((a) => a.status === 'rejected').every((a) => (a as PromiseRejectedResult).reason instanceof GeocoderUnavailableError)).toBe(true);
    const gaps = provider.calls.slice(1).map((t, i) => t - provider.calls[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
  });

  it('gives one network only its share of the queue: a resident asking after its flood is answered within 3 s (issue 51)', async () => {
    const { timing, at, run } = steppedTiming();
    const provider = countingProvider(at);
    const throttled = withGeocodeThrottle(provider.geocoder, timing, 1);
    const flood = Array.from({ length: 150 }, (_, i) => throttled.geocode(`${i} Main St`, { client: '2001:db8:51::/64' }));
    const resident = throttled.geocode('175 E 2nd St', { client: '198.51.100.7' }).then(() => at());
    const answers = await run(Promise.allSettled(flood));
    // One call at once and two waiting (a fifth of Nominatim's ten seconds); the rest told "busy" at once.
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(await resident).toBeLessThanOrEqual(3000);
    // Once its calls have started, the network may queue again.
    const again = await run(throttled.geocode('1 Main St', { client: '2001:db8:51::/64' }).then(() => 'answered'));
    expect(again).toBe('answered');
  });

  it('keeps the share when a loaded event loop wakes calls late: a resident beside a 60 s flood waits its three turns (issue 51)', async () => {
    // Each wait ends 0 to 500 ms late, in no order, as on a busy server: the provider is served slower than its pace,
    // and calls booked for a time already past used to pile up uncounted (the resident here waited 28 s).
    const { timing, at, run } = steppedTiming((n) => ((n * 7919) % 11) * 50);
    const provider = countingProvider(at);
    const throttled = withGeocodeThrottle(provider.geocoder, timing, 1);
    const flood = (async () => {
      for (let i = 0; at() < 60_000; i++) {
        throttled.geocode(`${i} Main St`, { client: '2001:db8:51::/64' }).catch(() => undefined);
        await timing.wait(50);
      }
    })();
    const resident = timing.wait(40_000).then(async () => {
      const asked = at();
      await throttled.geocode('175 E 2nd St', { client: '198.51.100.7' });
      return at() - asked;
    });
    await run(flood);
    // Two of the flood's calls waiting and one starting, each a second and at most 500 ms late, then the resident's.
    expect(await resident).toBeLessThanOrEqual(3 * 1500);
    const gaps = provider.calls.slice(1).map((t, i) => t - provider.calls[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
  });

  it('does not slow a provider with no policy (the city\'s own data)', async () => {
    const { timing, at, run } = steppedTiming();
    const provider = countingProvider(at);
    const throttled = withGeocodeThrottle({ ...provider.geocoder, name: 'offline' }, timing);
    await run(Promise.all(Array.from({ length: 50 }, (_, i) => throttled.geocode(`${i} Main St`))));
    expect(new Set(provider.calls)).toEqual(new Set([0]));
  });
});
