/**
 * New York City (issue 47): the New York City Council, read from its Legistar Web API (client `nyc`). Sources: the
 * Council's own site (council.nyc.gov) and its legislative records (legistar.council.nyc.gov), the shared mirror of
 * the records in ../shared/data/nyc (see its README). Its data files (districts, members by office records,
 * committees, topics, glossary) are in ./data, described in data/README.md.
 */
import type { CityConfig } from '#contract/city.ts';
import { nycHowToBeHeard } from './how-to-be-heard.ts';

export const nyc: CityConfig = {
  id: 'nyc',
  name: 'New York City',
  state: 'New York',
  timeZone: 'America/New_York',
  councilName: 'New York City Council',
  councilNameEs: 'Concejo Municipal de la Ciudad de Nueva York',
  councilUrl: 'https://council.nyc.gov/',
  districtCount: 51,
  ocdDivision: 'ocd-division/country:us/state:ny/place:new_york',
  secondCity: {
    name: 'Tulsa',
    councilName: 'Tulsa City Council',
    councilUrl: 'https://www.tulsacouncil.org/',
    aliases: ['tulsa'],
  },
  // No telephone number: none is in the shared records (../shared/data/nyc) and none is presented unsourced
  // (decision 160). The Council is reached by its members' district addresses and written testimony.
  councilOffice: { phone: null, email: null, address: 'City Hall, New York, NY 10007' },
  serviceRequests: { name: 'NYC311', phone: null, url: 'https://portal.311.nyc.gov/' },
  source: { name: 'New York City Council (legistar.council.nyc.gov)', url: 'https://legistar.council.nyc.gov/Calendar.aspx' },
  // The Legistar Web API of client `nyc` (a free token is needed: NYC_LEGISTAR_TOKEN; NYC_LEGISTAR_URL overrides it).
  listings: [{ kind: 'legistar', url: 'https://webapi.legistar.com/v1/nyc' }],
  agendaDocumentUrl: null,
  addressExample: '250 Broadway, New York, NY 10007',
  defaultLocation: 'Council Chambers - City Hall, New York, NY 10007',
  center: [-73.94, 40.7],
  stateCode: 'NY',
  // Five counties (boroughs); the county offices of New York County answer for Manhattan.
  county: { name: 'the five borough counties', nameEs: 'los cinco condados (distritos municipales)', website: 'nyc.gov' },
  legislatureWebsite: 'nysenate.gov',
  // Where the Council's agendas, minutes and attachments are published.
  pdfHosts: ['nyc.legistar1.com', 'legistar.council.nyc.gov'],
  scope: {
    residentWords: ['new yorker', 'new yorkers', 'neoyorquino', 'neoyorquinos'],
    stateGovernment: ['new york state legislature', 'albany', 'state senate', 'state assembly'],
    countyGovernment: ['borough president', 'borough board'],
    schoolGovernment: ['department of education', 'panel for educational policy', 'community education council'],
    otherCities: ['yonkers', 'jersey city', 'newark', 'hoboken', 'mount vernon', 'new rochelle'],
    ownNames: ['new york', 'nyc', 'nueva york', 'ciudad de nueva york', 'the city of new york'],
  },
  vocabulary: {
    boilerplateWords: ['new', 'york', 'city', 'nyc'],
    boilerplateNames: ['new york city council', 'city of new york', 'new york city charter', 'administrative code of the city of new york'],
    leadingNames: ['New York City', 'NYC'],
  },
  howToBeHeard: nycHowToBeHeard,
  // Council body 1 ("City Council") holds the Stated Meetings; every other body is a committee or subcommittee.
  // A member's district, as the Council writes it in the member's person record: the district address
  // (District7@council.nyc.gov, the mirror's README) or the district page (council.nyc.gov/district-7/).
  legistar: {
    councilBodyIds: [1],
    firstSyncMonths: 12,
    districtPatterns: ['^District(\\d+)@council\\.nyc\\.gov$', 'council\\.nyc\\.gov/district-(\\d+)/?$'],
    // A bill's page on the Council's Legistar site, by the matter's id and global id (both required; decision 195).
    matterPageUrl: 'https://legistar.council.nyc.gov/LegislationDetail.aspx?ID={id}&GUID={guid}',
  },
  // The Council's terms as its members' office records date them (data/rollcall-periods.txt, generated from the
  // records; data/README.md): the seats of 1 Jan 2024 end on 31 Dec 2025, those of 1 Jan 2026 on 31 Dec 2029. The
  // record reaches back to 1 Jan 2024 only, so no earlier term is listed.
  councilTerms: [
    { identifier: '2024-2025', name: '2024-2025 Council term', start: '2024-01-01', end: '2025-12-31', source: "data/rollcall-periods.txt (the members' office records): seats held from 2024-01-01 to 2025-12-31" },
    { identifier: '2026-2029', name: '2026-2029 Council term', start: '2026-01-01', end: '2029-12-31', source: "data/rollcall-periods.txt (the members' office records): seats held from 2026-01-01 to 2029-12-31" },
  ],
};
