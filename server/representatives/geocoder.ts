/**
 * Turning a street address into a point, behind one interface: the US Census Geocoder (default, no key),
 * Nominatim, and the city's own address points with no network (`offline`), chained in that order
 * (geocoder-chain.ts). A provider that fails or takes longer than the timeout raises
 * `GeocoderUnavailableError`; "no such address" is an answer, not an error.
 */

/** How the offline geocoder (places/offline-geocoder.ts) placed an address. */
export type PlaceMethod = 'address_point' | 'interpolated' | 'street_grid' | 'intersection';

/** A place the offline geocoder found (defined here, below places, so that geocoders of every kind share it). */
export interface OfflinePlace {
  lat: number;
  lng: number;
  method: PlaceMethod;
  /** How far from the true place the point may be, in metres (about the 90th percentile of our own checks). */
  precisionMeters: number;
  /** The address as we read it, in capitals ("175 E 2ND ST"), to show the resident what was placed. */
  matched: string;
  /**
   * For an address placed along a street rather than on its own point: `parity` when it was moved to the side of
   * the street its number's parity is on (read from the street's points, street-side.ts); `line` when the data did
   * not say which side, so the point lies on the street's line and a district line along the street is a coin toss.
   */
  streetSide?: 'parity' | 'line';
}

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
