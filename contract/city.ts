/** The shape of a city configuration: everything city-specific, so another city is configuration, not a fork. */
import { z } from 'zod';

export const cityConfigSchema = z.object({
  /** Short id used in URLs and file names, e.g. `tulsa`. */
  id: z.string(),
  name: z.string(),
  state: z.string(),
  /** IANA time zone of the city's wall clock. */
  timeZone: z.string(),
  councilName: z.string(),
  councilUrl: z.url(),
  districtCount: z.number().int().positive(),
  /**
   * The city's Open Civic Data division id (`ocd-division/country:us/state:ok/place:tulsa`); a council district's
   * is this followed by `/council_district:N`.
   */
  ocdDivision: z.string().regex(/^ocd-division\/country:[a-z]{2}(\/[a-z_]+:[a-z0-9_~.-]+)+$/),
  /** The other city named in the footer and the logo menu. */
  secondCity: z.object({ name: z.string(), councilName: z.string(), councilUrl: z.url() }),
  /** The council office's general line and address, for general contacts. */
  councilOffice: z.object({ phone: z.string(), email: z.email().nullable(), address: z.string() }),
  /**
   * Where residents report a problem (a pothole, a missed pickup, a streetlight out): the city's service request
   * line. Null when the city has none we can name with a source.
   */
  serviceRequests: z.object({ name: z.string(), phone: z.string(), url: z.url() }).nullable(),
  /** Where the city publishes its meetings, named as the `source` of imported meetings. */
  source: z.object({ name: z.string(), url: z.url() }),
  /** The listings of meetings, agendas and minutes the scheduled sync reads (`SYNC_SOURCES` overrides them). */
  listings: z.array(z.object({ kind: z.enum(['granicus', 'agenda_service']), url: z.url() })),
  /** Default meeting place. */
  defaultLocation: z.string(),
  /** A rough center for maps, [lng, lat]. */
  center: z.tuple([z.number(), z.number()]),
});
export type CityConfig = z.infer<typeof cityConfigSchema>;
