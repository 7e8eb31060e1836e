/**
 * Exampleton: a made-up city, used only by tests to prove that a third city with a known source kind (a Granicus
 * listing) is this folder and no line of code (issue 46): city/index.ts finds it, `madeUp` keeps it out of production. Nothing here is a real place, person or record: the names say so, every web address is
 * under the reserved `.example` domain, and its data (./data) is drawn by hand for the tests.
 */
import type { CityConfig } from '#contract/city.ts';

const exampleton: CityConfig = {
  id: 'exampleton',
  madeUp: true,
  name: 'Exampleton',
  state: 'Example State',
  timeZone: 'America/Denver',
  councilName: 'Exampleton Town Council',
  councilUrl: 'https://council.exampleton.example/',
  districtCount: 3,
  ocdDivision: 'ocd-division/country:us/state:zz/place:exampleton',
  secondCity: {
    name: 'Samplebury',
    councilName: 'Samplebury Borough Council',
    councilUrl: 'https://council.samplebury.example/',
    aliases: ['samplebury'],
  },
  councilOffice: { phone: '(555) 010-0100', email: null, address: 'Exampleton Town Hall, 1 Example Way, Exampleton, ZZ 00000' },
  serviceRequests: null,
  source: { name: 'Town of Exampleton (exampleton.example)', url: 'https://exampleton.example/meetings/' },
  listings: [{ kind: 'granicus', url: 'https://exampleton.example/ViewPublisher.php?view_id=1' }],
  agendaDocumentUrl: null,
  addressExample: '1 Example Way, Exampleton, ZZ 00000',
  defaultLocation: 'Town Hall Chamber, 1 Example Way, Exampleton, ZZ 00000',
  center: [-104.5, 39.5],
  stateCode: 'ZZ',
  county: { name: 'Example County', nameEs: 'Condado de Example', website: 'county.exampleton.example' },
  legislatureWebsite: 'legislature.example',
  pdfHosts: ['exampleton.example'],
  scope: {
    residentWords: ['fictionvillian', 'fictionvillians'],
    stateGovernment: ['example state legislature'],
    countyGovernment: ['example county'],
    schoolGovernment: ['exampleton schools'],
    otherCities: ['samplebury'],
    ownNames: [],
  },
  vocabulary: { boilerplateWords: ['exampleton'], boilerplateNames: ['exampleton town council'], leadingNames: ['City of Exampleton'] },
};

export default exampleton;
