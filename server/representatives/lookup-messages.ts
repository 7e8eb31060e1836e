/**
 * The text of each lookup outcome. The web shows `district_info.message` when no district was found (spec §8)
 * and translates by `district_info.error`, so the code is the stable part; this is the English text.
 */
import type { LookupErrorCode, TagConflict } from '#contract/representatives.ts';
import type { CityConfig } from '#contract/city.ts';

const GENERAL = 'Using general contacts.';

export function foundMessage(district: number, councilor: string | null, conflict: TagConflict | null = null): string {
  const found = councilor
    ? `This address is in District ${district}, represented by ${councilor}.`
    : `This address is in District ${district}.`;
  if (!conflict) return found;
  return `${found} But the council's minutes list ${conflict.address}, ${conflict.meters} m away, as District ${conflict.clerk_district}: the city's map and its minutes disagree here, so the council office can confirm.`;
}

export function lookupMessage(
  city: CityConfig,
  code: LookupErrorCode,
  values: { zip?: string; district?: number | null; line?: number[] } = {},
): string {
  switch (code) {
    case 'on_district_line':
      return onLineMessage(values.line ?? []);
    case 'outside_city':
      return `This location is outside the ${city.name} city limits, so it has no ${city.name} council district. ${GENERAL}`;
    case 'approximate_zip':
      return values.district
        ? `A ZIP code alone is approximate: the center of ${values.zip} is in District ${values.district}, but ZIP codes cross district lines. Enter your street address to find your councilor. ${GENERAL}`
        : `A ZIP code alone is approximate, and the center of ${values.zip} is outside the ${city.name} city limits. Enter your street address to find your councilor. ${GENERAL}`;
    case 'address_not_found':
      return `We could not find that address. Check the street number, street name and ZIP code, or enter "latitude, longitude". ${GENERAL}`;
    case 'geocoder_offline':
      return `Street addresses need an online address lookup, which this server does not use. Enter "latitude, longitude", or choose your district on the district map and list. ${GENERAL}`;
    case 'geocoder_unavailable':
      // Not the spec's "call failed" words: the call answered, and a city without address data of its own
      // needs the online lookup for any street address, so the resident is told what works meanwhile.
      return `Street addresses need an online address lookup, which is not answering right now. Try again later, enter "latitude, longitude", or choose your district on the district map and list. ${GENERAL}`;
  }
}

/** An address on a district line whose side of the street the city's records do not show: said, not guessed. */
function onLineMessage([first, second]: number[]): string {
  const unknownSide = "the city's address records do not show which side of the street it is on";
  if (second !== undefined) {
    return `This address is on the line between District ${first} and District ${second}: ${unknownSide}, so we cannot tell which of the two it is in. The council office can confirm your district. ${GENERAL}`;
  }
  return `This address is on the city limits, at the edge of District ${first}: ${unknownSide}, so it may be outside the city. The council office can confirm. ${GENERAL}`;
}
