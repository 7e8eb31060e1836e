/**
 * The Tulsa deployment. Sources: the City of Tulsa and Tulsa City Council websites as cited in
 * ../shared/data/README.md (the council office line 918-596-1990 appears on the agendas). Its data files
 * (districts, officials, roll-call periods, topics, seed content) are in ./data, described in data/README.md.
 */
import type { CityConfig } from '#contract/city.ts';
import { tulsaHowToBeHeard } from './how-to-be-heard.ts';

export const tulsa: CityConfig = {
  id: 'tulsa',
  name: 'Tulsa',
  state: 'Oklahoma',
  timeZone: 'America/Chicago',
  councilName: 'Tulsa City Council',
  councilNameEs: 'Concejo Municipal de Tulsa',
  councilUrl: 'https://www.tulsacouncil.org/',
  districtCount: 9,
  ocdDivision: 'ocd-division/country:us/state:ok/place:tulsa',
  secondCity: {
    name: 'New York City',
    councilName: 'New York City Council',
    councilUrl: 'https://council.nyc.gov/',
    aliases: ['new york', 'nyc'],
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
  // The council's Granicus archive (the listing city-scrapers-tulsa reads): meetings with agenda links. Its Minutes
  // column is empty for Tulsa, so the City's council archive, read after it, is searched for the minutes of the
  // meetings held (decision 047).
  listings: [
    { kind: 'granicus', url: 'https://tulsa-ok.granicus.com/ViewPublisher.php?view_id=4' },
    { kind: 'council_archive', url: 'https://www.cityoftulsa.org/apps/TulsaCouncilArchive' },
    // The agendas link each item's documents here; a "receipt and filing of minutes" item's link is followed for the
    // meetings still awaiting their minutes (decision 079).
    { kind: 'agenda_item_links', url: 'https://www.cityoftulsa.org/apps/CouncilDocuments' },
  ],
  // How the city's agenda service links a document, as City-Bureau/city-scrapers-tulsa builds the link.
  agendaDocumentUrl: 'https://www.cityoftulsa.org/apps/COTDisplayDocument/?DocumentType=Agenda&DocumentIdentifiers=',
  // The council office's street address, as the district finder's hint has always shown it.
  addressExample: '175 E. 2nd St., Tulsa, OK 74103',
  defaultLocation: 'City Council Chambers, One Technology Center, 175 E. 2nd St., Tulsa, OK 74103',
  center: [-95.93, 36.13],
  stateCode: 'OK',
  county: { name: 'Tulsa County', nameEs: 'Condado de Tulsa', website: 'tulsacounty.org' },
  legislatureWebsite: 'oklegislature.gov',
  // The city's own sites, where its minutes PDFs are published (PDF_PROXY_HOSTS overrides them).
  pdfHosts: ['www.cityoftulsa.org', 'cityoftulsa.org', 'www.tulsacouncil.org', 'tulsacouncil.org'],
  scope: {
    residentWords: ['tulsan', 'tulsans'],
    stateGovernment: ['oklahoma legislature'],
    countyGovernment: ['tulsa county', 'condado de tulsa'],
    schoolGovernment: ['tulsa public schools', 'tps board', 'escuelas publicas de tulsa'],
    otherCities: ['oklahoma city', 'okc', 'norman', 'broken arrow', 'owasso', 'sand springs', 'jenks', 'bixby', 'sapulpa', 'edmond', 'stillwater', 'new york', 'nyc'],
    ownNames: [],
  },
  vocabulary: {
    // Words every set of Tulsa minutes repeats: not what a meeting is about.
    boilerplateWords: ['tulsa', 'oklahoma', 'ok'],
    // Named things that recur in nearly every set of Tulsa minutes (compared case-insensitively).
    boilerplateNames: [
      'tulsa city council', 'tulsa revised ordinances', 'tulsa metropolitan area planning commission',
      'northern district of oklahoma', 'oklahoma statutes', 'city of tulsa zoning code', 'tulsa zoning code',
      'state of oklahoma', 'tulsa county', 'one technology center', 'tulsa county district court',
      'district court of tulsa county',
    ],
    // Leading words stripped from a name ("Tulsa's Parks Department", "City of Tulsa Fleet Maintenance").
    leadingNames: ["Tulsa's", 'Tulsa’s', 'City of Tulsa'],
  },
  howToBeHeard: tulsaHowToBeHeard,
  // Main St and Admiral Pl are the zero lines; numbered streets without a direction are south of Admiral
  // ("E 21st St" = 21st St S; the north ones are written "E 36th St N"), numbered avenues east of Main
  // ("S 101st E Ave"; the west ones are written "W Ave").
  addressGrid: { numberedStreetSide: 'S', numberedAvenueSide: 'E' },
  // The 2022 redistricting moved north downtown (3rd St. to the Inner Dispersal Loop) from District 4 to District 1
  // (Tulsa World, 2022-04-05 and 2022-04-06); the council elected on those lines was seated on 2022-12-05 (the
  // roll calls of data/rollcall-periods.txt). The clerk's tags before then follow the old lines.
  districtLinesSince: '2022-12-05',
  // The councils the roll calls show (data/rollcall-periods.txt, parsed from 115 sets of minutes): all nine seats
  // answer the roll from 2022-08-03, a new council from 2022-12-05 (the District 4, 5 and 6 names change) and
  // another from 2024-12-02 (Districts 2, 3, 5 and 9). A start is a new council's first roll call, an end the day
  // before the next one's; the record names no swearing-in, and not when the council of 2022-08-03 was seated nor
  // when the sitting one's term ends, so those dates are left out.
  councilTerms: [
    { identifier: 'until-2022-12-04', name: 'The council in office before 2022-12-05', end: '2022-12-04', source: 'data/rollcall-periods.txt: its roll calls from the first minutes on record (2022-08-03) to 2022-11-30; the next council answers the roll from 2022-12-05' },
    { identifier: '2022-12-05', name: 'The council seated 2022-12-05', start: '2022-12-05', end: '2024-12-01', source: 'data/rollcall-periods.txt: its roll calls from 2022-12-05 to 2024-11-20; the next council answers the roll from 2024-12-02' },
    { identifier: '2024-12-02', name: 'The council seated 2024-12-02', start: '2024-12-02', source: 'data/rollcall-periods.txt: its roll calls from 2024-12-02 (the last minutes on record: 2025-07-23)' },
  ],
};
