/**
 * Fictionville: a made-up city, used only by tests to prove that another city is configuration, not a fork
 * (decision 020). Nothing here is a real place, person or record: the names say so, every web address is
 * under the reserved `.example` domain, and its data (./data) is drawn by hand for the tests.
 */
import type { CityConfig } from '#contract/city.ts';

export const fictionville: CityConfig = {
  id: 'fictionville',
  madeUp: true,
  name: 'Fictionville',
  state: 'Example State',
  timeZone: 'America/Denver',
  councilName: 'Fictionville Town Council',
  councilNameEs: 'Concejo Municipal de Fictionville',
  councilUrl: 'https://council.fictionville.example/',
  districtCount: 3,
  ocdDivision: 'ocd-division/country:us/state:zz/place:fictionville',
  secondCity: {
    name: 'Samplebury',
    councilName: 'Samplebury Borough Council',
    councilUrl: 'https://council.samplebury.example/',
    aliases: ['samplebury'],
  },
  councilOffice: { phone: '(555) 010-0100', email: null, address: 'Fictionville Town Hall, 1 Example Way, Fictionville, ZZ 00000' },
  serviceRequests: null,
  source: { name: 'Town of Fictionville (fictionville.example)', url: 'https://fictionville.example/meetings/' },
  listings: [{ kind: 'granicus', url: 'https://fictionville.example/ViewPublisher.php?view_id=1' }],
  agendaDocumentUrl: null,
  addressExample: '1 Example Way, Fictionville, ZZ 00000',
  defaultLocation: 'Town Hall Chamber, 1 Example Way, Fictionville, ZZ 00000',
  center: [-104.5, 39.5],
  stateCode: 'ZZ',
  county: { name: 'Example County', nameEs: 'Condado de Example', website: 'county.fictionville.example' },
  legislatureWebsite: 'legislature.example',
  pdfHosts: ['fictionville.example'],
  scope: {
    residentWords: ['fictionvillian', 'fictionvillians'],
    stateGovernment: ['example state legislature'],
    countyGovernment: ['example county'],
    schoolGovernment: ['fictionville schools'],
    otherCities: ['samplebury'],
    ownNames: [],
  },
  vocabulary: { boilerplateWords: ['fictionville'], boilerplateNames: ['fictionville town council'], leadingNames: ['City of Fictionville'] },
  councilTerms: [{ identifier: '2026', name: 'The 2026 council', start: '2026-01-07', end: '2026-12-31', source: 'data/rollcall-periods.txt (invented for tests, like the town)' }],
};
