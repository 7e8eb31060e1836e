/**
 * Turning a street address into a point, behind one interface: the US Census Geocoder (default, no key),
 * Nominatim, and the city's own address points with no network (`offline`), chained in that order
 * (geocoder-chain.ts). A provider that fails or takes longer than the timeout raises
 * `GeocoderUnavailableError`; "no such address" is an answer, not an error.
 */
import type { OfflinePlace, PlaceMethod } from '../places/offline-geocoder.ts';

/** How long we wait for a provider before answering with the general contacts. */
export const GEOCODER_TIMEOUT_MS = 5_000;

export type GeocoderName = 'census' | 'nominatim' | 'offline';

export type GeocodeResult =
  | {
      status: 'matched';
      lat: number;
      lng: number;
      matchedAddress: string | null;
      /** Who placed it, and how (the online providers do not say, so `geocoder`). */
      source: GeocoderName;
      method: PlaceMethod | 'geocoder';
      /** About how far off the point may be, in metres; null when the provider does not say. */
      precisionMeters: number | null;
      /** The offline geocoder's word on the side of the street (place-district.ts); online providers say none. */
      streetSide?: OfflinePlace['streetSide'];
    }
  | { status: 'no_match' };

/** Who is asking: the client network (`clientNetwork`), so that no one network fills a shared queue (issue 51). */
export interface GeocodeOptions {
  client?: string;
}

export interface Geocoder {
  readonly name: GeocoderName;
  geocode(address: string, options?: GeocodeOptions): Promise<GeocodeResult>;
}

/** The provider could not answer (network, timeout, 5xx, or a body we cannot read). */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/** GET a JSON document with a timeout, mapping every failure to `GeocoderUnavailableError`. */
export async function fetchJson(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GeocoderUnavailableError(`geocoder request failed: ${(error as Error).message}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`geocoder answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError('geocoder answered with a body that is not JSON', { cause: error });
  }
}
