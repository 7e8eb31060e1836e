/**
 * The Tulsa deployment. Sources: the City of Tulsa and Tulsa City Council websites as cited in
 * ../shared/data/README.md (the council office line 918-596-1990 appears on the agendas).
 */
import type { CityConfig } from '../contract/city.ts';

export const tulsa: CityConfig = {
  id: 'tulsa',
  name: 'Tulsa',
  state: 'Oklahoma',
  timeZone: 'America/Chicago',
  councilName: 'Tulsa City Council',
  councilUrl: 'https://www.tulsacouncil.org/',
  districtCount: 9,
  ocdDivision: 'ocd-division/country:us/state:ok/place:tulsa',
  secondCity: {
    name: 'New York City',
    councilName: 'New York City Council',
    councilUrl: 'https://council.nyc.gov/',
  },
  councilOffice: {
    phone: '(918) 596-1990',
    email: null,
    address: 'Tulsa City Hall, 175 E. 2nd St., 2nd Floor, Tulsa, OK 74103',
  },
  // The Customer Care Center, as the city's street maintenance manager gave it to KJRH (2 News Oklahoma): the
  // Tulsa311 app, tulsa311.com, or 311 / (918) 596-2100.
  serviceRequests: { name: 'Tulsa 311', phone: '311 or (918) 596-2100', url: 'https://www.tulsa311.com/' },
  source: { name: 'City of Tulsa (cityoftulsa.org)', url: 'https://www.cityoftulsa.org/government/meeting-agendas/' },
  // The council's Granicus archive (the listing city-scrapers-tulsa reads): meetings with agenda and minutes links.
  listings: [{ kind: 'granicus', url: 'https://tulsa-ok.granicus.com/ViewPublisher.php?view_id=4' }],
  defaultLocation: 'City Council Chambers, One Technology Center, 175 E. 2nd St., Tulsa, OK 74103',
  center: [-95.93, 36.13],
};

/** The city this build serves. */
export const city = tulsa;
