/** The shape of a city configuration: everything city-specific, so another city is configuration, not a fork. */
import { z } from 'zod';
import { howToBeHeardSchema } from './hearing-rules.ts';

/**
 * The kinds of source the sync reads: the Granicus listing page, the city's agenda service (JSON), the city's
 * council archive (searched by meeting date and type for the minutes of meetings already held), and the agendas'
 * item document links (its URL is the address those links point to: the minutes items' links are followed), and a
 * Legistar Web API (its URL is the client's base, `https://webapi.legistar.com/v1/<client>`: structured meetings,
 * items and per-member votes, read by server/ingest/connector/legistar/).
 */
export const listingSourceKindSchema = z.enum(['granicus', 'agenda_service', 'council_archive', 'agenda_item_links', 'legistar']);
export type ListingSourceKind = z.infer<typeof listingSourceKindSchema>;

export const cityConfigSchema = z.object({
  /** Short id used in URLs and file names, e.g. `fictionville`: the name of the city's folder (`city/<id>/`). */
  id: z.string(),
  /**
   * A city invented for tests (issue 46): a production server refuses to serve it, so nothing made up is ever
   * served as a city's record. Absent for a real city.
   */
  madeUp: z.literal(true).optional(),
  name: z.string(),
  state: z.string(),
  /** IANA time zone of the city's wall clock. */
  timeZone: z.string(),
  councilName: z.string(),
  /** The council's name in Spanish ("Concejo Municipal de ..."), for a Spanish sentence; without it the name is the English one, marked so. */
  councilNameEs: z.string().optional(),
  councilUrl: z.url(),
  districtCount: z.number().int().positive(),
  /**
   * The city's Open Civic Data division id (`ocd-division/country:us/state:zz/place:fictionville`); a council district's
   * is this followed by `/council_district:N`.
   */
  ocdDivision: z.string().regex(/^ocd-division\/country:[a-z]{2}(\/[a-z_]+:[a-z0-9_~.-]+)+$/),
  /** The other city named in the footer and the logo menu. */
  secondCity: z.object({
    name: z.string(),
    councilName: z.string(),
    councilUrl: z.url(),
    /** How a question names it (its name and short names), lower case: the assistant then links its council. */
    aliases: z.array(z.string()),
  }),
  /** The council office's general line and address, for general contacts. */
  councilOffice: z.object({ phone: z.string().nullable(), email: z.email().nullable(), address: z.string() }),
  /**
   * Where residents report a problem (a pothole, a missed pickup, a streetlight out): the city's service request
   * line. Null when the city has none we can name with a source.
   */
  serviceRequests: z.object({ name: z.string(), phone: z.string().nullable(), url: z.url() }).nullable(),
  /** Where the city publishes its meetings, named as the `source` of imported meetings. */
  source: z.object({ name: z.string(), url: z.url() }),
  /** The listings of meetings, agendas and minutes the scheduled sync reads (`SYNC_SOURCES` overrides them). */
  listings: z.array(z.object({ kind: listingSourceKindSchema, url: z.url() })),
  /** Where the agenda service serves a document: this followed by the row's agenda id (null: no such service). */
  agendaDocumentUrl: z.url().nullable(),
  /** A street address in the city, as the district finder's hint shows one to type. */
  addressExample: z.string(),
  /** Default meeting place. */
  defaultLocation: z.string(),
  /** A rough center for maps, [lng, lat]. */
  center: z.tuple([z.number(), z.number()]),
  /** The state's postal abbreviation, as geocoders and addresses write it. */
  stateCode: z.string().length(2),
  /** The county the assistant points to for county business. */
  county: z.object({ name: z.string(), nameEs: z.string(), website: z.string() }),
  /** Where the state legislature publishes bills and votes (a host name). */
  legislatureWebsite: z.string(),
  /** Hosts whose minutes PDFs the same-origin proxy may fetch by default (the city's own sites). */
  pdfHosts: z.array(z.string()),
  /** Local words for the civic-scope rule (contract/civic-scope.ts), lower case, matched as whole phrases. */
  scope: z.object({
    /** What residents are called ("fictionvillian"): a question using it is about the city. */
    residentWords: z.array(z.string()),
    /** Names of the state, county and school governments beyond the generic words ("example state legislature"). */
    stateGovernment: z.array(z.string()),
    countyGovernment: z.array(z.string()),
    schoolGovernment: z.array(z.string()),
    /** Nearby cities a resident may ask about, which are not this city's business. */
    otherCities: z.array(z.string()),
    /**
     * Other names residents give the city itself, in both languages ("the big city", "gran ciudad"): a question using
     * one is about this city, never another (a short name would otherwise read as a city of the generic list).
     */
    ownNames: z.array(z.string()).default([]),
  }),
  /** The city's words in its minutes, which say nothing about what a meeting is about (ingestion keywords). */
  vocabulary: z.object({
    boilerplateWords: z.array(z.string()),
    boilerplateNames: z.array(z.string()),
    leadingNames: z.array(z.string()),
  }),
  /**
   * How a resident is heard before a vote: the council secretary and the city's rules with their deadlines
   * (issue 32). Absent when the city's rules are not known from a source: the product then says nothing of them.
   */
  howToBeHeard: howToBeHeardSchema.optional(),
  /**
   * The street grid the offline geocoder reads addresses on: which side of the zero lines a numbered street or
   * avenue lies on when an address does not say ("E. 21st St." is 21st Street South in a city whose numbered
   * streets run south of the zero line). Absent for a city without a numbered grid.
   */
  addressGrid: z
    .object({ numberedStreetSide: z.enum(['N', 'S']), numberedAvenueSide: z.enum(['E', 'W']) })
    .optional(),
  /**
   * The day the council elected on the shipped district lines took its seats (`YYYY-MM-DD`). The clerk's
   * "(CD-N)" tags in earlier minutes follow the previous lines, so they are not compared with these polygons.
   * Absent when the lines have not changed within the record.
   */
  districtLinesSince: z.iso.date().optional(),
  /**
   * The council's terms, as Open Civic Data's legislative sessions (issue 50; decision 210): each from a source the
   * city's folder names, never guessed. `start` is the day the term's council was seated, `end` its last day, each
   * left out when the source does not give it (the term in office when the record begins may have no start, the
   * sitting one no end). A bill belongs to the term its first date falls in; a date no term covers names none.
   * Absent when the city's terms are not known: then no session is listed and no bill names one.
   */
  councilTerms: z
    .array(
      z.object({
        /** What a bill's `legislative_session` names: short and stable. */
        identifier: z.string().min(1),
        name: z.string().min(1),
        start: z.iso.date().optional(),
        end: z.iso.date().optional(),
        /** Where the dates come from (a file of city/<id>/data, or the city's own record). */
        source: z.string().min(1),
      }),
    )
    .optional(),
  /**
   * For a city read from a Legistar Web API (a `legistar` listing): which bodies are the full council (their
   * meetings are `regular_council`; the others are committees), and how far back the first sync reaches.
   */
  legistar: z
    .object({
      councilBodyIds: z.array(z.number().int().positive()).min(1),
      firstSyncMonths: z.number().int().positive().default(12),
      /**
       * Where a person's district is written in the source's person record (decision 160): regular expressions
       * tried on the person's e-mail address and web page, the first group the district number. A person none
       * matches is placed by name from the roll-call periods, or left without a district.
       */
      districtPatterns: z.array(z.string()).default([]),
      /**
       * The address of the council's own public page for a matter, `{id}` and `{guid}` standing for the source's
       * `MatterId` and `MatterGuid` (decision 195); without it, a matter links only the documents it names.
       */
      matterPageUrl: z.string().regex(/^https:\/\//).optional(),
    })
    .optional(),
});
export type CityConfig = z.infer<typeof cityConfigSchema>;

/** A city the deployment serves, as the shell's city menu links it (issue 46). */
export const servedCityLinkSchema = z.object({ id: z.string(), name: z.string(), state: z.string(), web_base: z.string() });
export type ServedCityLink = z.infer<typeof servedCityLinkSchema>;

/**
 * What the browser gets of the city (`GET /api/v1/city`, and embedded in every page): all but the ingestion words,
 * and where this city lives in a deployment serving several (issue 46): its pages' base path (`/` for the default
 * city, `/<id>` for another; React Router's basename), its API's (`/api/v1`, or `/api/v1/cities/<id>`), and the
 * cities served beside it. A single-city deployment answers the defaults.
 */
export const publicCitySchema = cityConfigSchema.omit({ madeUp: true, vocabulary: true, pdfHosts: true, howToBeHeard: true, addressGrid: true, legistar: true }).extend({
  web_base: z.string().default('/'),
  api_base: z.string().default('/api/v1'),
  served_cities: z.array(servedCityLinkSchema).default([]),
});
// The rules are served per meeting, with their deadlines, by GET /api/v1/meetings/{id}/how-to-be-heard.
export type PublicCity = z.infer<typeof publicCitySchema>;
