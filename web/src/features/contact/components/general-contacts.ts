/**
 * The contacts the browser can offer on its own when the lookup call itself fails (spec §8: "Using general
 * contacts"): the council office from the city configuration.
 */
import type { Representative } from '#contract/representatives.ts';
import type { PublicCity } from '#contract/city.ts';

/** The page's city's council office. */
export function fallbackContacts(city: Pick<PublicCity, 'councilName' | 'councilOffice'>): Representative[] {
  return [
    {
      name: `${city.councilName} Office`,
      position: 'City Council Office',
      email: city.councilOffice.email,
      phone: city.councilOffice.phone,
      district: null,
      contact_verified: true,
    },
  ];
}
