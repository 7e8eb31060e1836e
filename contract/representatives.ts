/**
 * Representatives, the district lookup and the composed email (spec §3 Representative, District lookup result,
 * Composed email; §5 validation). Messages and limits live in representatives-limits.ts.
 */
import { z } from 'zod';
import { canonicalIntSchema } from './common.ts';
import { emailToneSchema } from './enums.ts';
import { languageSchema } from './language-schema.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './representatives-limits.ts';

/** One person or office a resident can write to. */
export const representativeSchema = z.object({
  name: z.string().min(1).max(200),
  /** e.g. `Councilor, District 4`, `Mayor`, `City Council Office`. */
  position: z.string().min(1).max(200),
  email: z.string().max(200).nullable(),
  phone: z.string().max(50).nullable(),
  /** The council district they represent; null for citywide offices. */
  district: z.number().int().min(1).max(99).nullable(),
  /** False when the contact details are an unverified third-party claim (the resident should double-check). */
  contact_verified: z.boolean().optional(),
});
export type Representative = z.infer<typeof representativeSchema>;

/** Why a lookup did not give an exact district; null when it did. Codes are stable; the web translates them. */
export const LOOKUP_ERROR_CODES = [
  'outside_city',
  'approximate_zip',
  'address_not_found',
  'geocoder_offline',
  'geocoder_unavailable',
  'on_district_line',
] as const;
export const lookupErrorCodeSchema = z.enum(LOOKUP_ERROR_CODES);
export type LookupErrorCode = z.infer<typeof lookupErrorCodeSchema>;

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** `GET /api/v1/representatives/find?address=` */
export const findRepresentativesQuerySchema = z.object({
  address: z
    .string({ error: CONTACT_MESSAGES.addressRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.addressRequired)
    .max(CONTACT_LIMITS.addressMaxLength),
});
export type FindRepresentativesQuery = z.infer<typeof findRepresentativesQuerySchema>;

/**
 * How a point was found: typed as coordinates, the centre of a ZIP code, an online geocoder, or the city's own
 * data (`address_point`: its point for that house; `interpolated` between two known numbers of the street;
 * `street_grid`: from the street grid past the known numbers; `intersection` of two streets).
 */
export const placementMethodSchema = z.enum(['coordinates', 'zip_centroid', 'geocoder', 'address_point', 'interpolated', 'street_grid', 'intersection']);
export type PlacementMethod = z.infer<typeof placementMethodSchema>;

export const placementSchema = z.object({
  method: placementMethodSchema,
  /** Who placed it: `census`, `nominatim`, `offline` (the city's own data), or `resident` (typed coordinates). */
  source: z.enum(['census', 'nominatim', 'offline', 'resident', 'zip']),
  /** About how far from the true place the point may be, in metres; null when the source does not say. */
  precision_meters: z.number().int().nonnegative().nullable(),
});
export type Placement = z.infer<typeof placementSchema>;

/**
 * A place near the address that the council's minutes tag with another district than the city's district map
 * gives here (decision 058): the finder still answers from the map, and says so.
 */
export const tagConflictSchema = z.object({
  /** The address as the minutes print it. */
  address: z.string(),
  /** The district the minutes' "(CD-N)" tag gives it. */
  clerk_district: z.number().int(),
  /** The district the map gives it (and gives this address). */
  map_district: z.number().int(),
  /** How far it is from the address looked up, in metres. */
  meters: z.number().int().nonnegative(),
  /** In how many sets of minutes the tag appears. */
  times_in_minutes: z.number().int().positive(),
});
export type TagConflict = z.infer<typeof tagConflictSchema>;

export const districtInfoSchema = z.object({
  /** Whether the address was placed in one council district exactly. */
  found: z.boolean(),
  district: z.number().int().nullable(),
  /** Text for the resident: what was found, or why not and what to do. */
  message: z.string().nullable(),
  /** Why no exact district was found; null when found. */
  error: lookupErrorCodeSchema.nullable(),
  /** Where the address was placed (approximate for a ZIP code); null when it could not be placed. */
  coordinates: coordinatesSchema.nullable(),
  /** The address as the geocoder understood it, when it matched one. */
  matched_address: z.string().nullable().optional(),
  /** How the point was found and how far off it may be (issue 31); null when no point was found. */
  placed_by: placementSchema.nullable().optional(),
  /** A nearby place the minutes tag with another district; null when none (decision 058). */
  tag_conflict: tagConflictSchema.nullable().optional(),
  /**
   * With `on_district_line`: the districts whose line the address lies on, its side of the street unknown (two,
   * or one where the line is the city limit). The same rule as items' places (server/representatives/place-district.ts).
   */
  line_districts: z.array(z.number().int()).optional(),
  /** With `approximate_zip`: the ZIP code typed, and the district of its center (null when outside the city). */
  zip: z.string().optional(),
  zip_district: z.number().int().nullable().optional(),
});
export type DistrictInfo = z.infer<typeof districtInfoSchema>;

/** The district lookup result: the councilor first (when found), then the mayor and the council office. */
export const findRepresentativesResponseSchema = z.object({
  address: z.string(),
  district_info: districtInfoSchema,
  representatives: z.array(representativeSchema),
});
export type FindRepresentativesResponse = z.infer<typeof findRepresentativesResponseSchema>;

/** `POST /api/v1/representatives/compose-email` */
export const composeEmailInputSchema = z.object({
  address: z.string().trim().max(CONTACT_LIMITS.addressMaxLength).default(''),
  issue: z
    .string({ error: CONTACT_MESSAGES.issueRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.issueRequired)
    .max(CONTACT_LIMITS.issueMaxLength, `The issue is limited to 5,000 characters`),
  tone: emailToneSchema.default('formal'),
  representatives: z
    .array(representativeSchema, { error: CONTACT_MESSAGES.representativesRequired })
    .min(1, CONTACT_MESSAGES.representativesRequired)
    .max(CONTACT_LIMITS.maxRepresentatives),
  /** How the resident signs; optional. */
  sender_name: z.string().trim().max(CONTACT_LIMITS.senderNameMaxLength).optional(),
  /** The letter's language, chosen by the resident independently of the page's; default English. */
  language: languageSchema.default('en'),
});
export type ComposeEmailInput = z.input<typeof composeEmailInputSchema>;

/** The composed email (spec §3). The resident reviews and sends it; nothing is sent on their behalf. */
export const composedEmailSchema = z.object({
  subject: z.string(),
  body: z.string(),
  /** Which composer wrote it: the offline one, or the configured LLM. */
  engine: z.enum(['offline', 'llm']).optional(),
});
export type ComposedEmail = z.infer<typeof composedEmailSchema>;

/** A council district for the map: simplified rings `[lng, lat][]` (first outer, then holes) per polygon. */
export const districtShapeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
  /** A point well inside the district, for its label. */
  label: coordinatesSchema,
  councilor: representativeSchema.nullable(),
});
export type DistrictShape = z.infer<typeof districtShapeSchema>;

/**
 * `GET /api/v1/representatives/districts`: every district, simplified, with the bounding box `[w, s, e, n]`;
 * null and no districts where no district lines are loaded (a new city before its data).
 */
export const districtMapResponseSchema = z.object({
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  districts: z.array(districtShapeSchema),
});
export type DistrictMapResponse = z.infer<typeof districtMapResponseSchema>;

/** An official with their term, current or former. */
export const officialSchema = representativeSchema.extend({
  id: z.number().int(),
  term_start: z.string().nullable(),
  term_end: z.string().nullable(),
  /** True for the sitting councilor or mayor (no term end). */
  current: z.boolean(),
});
export type Official = z.infer<typeof officialSchema>;

/** `GET /api/v1/representatives/officials?district=` */
export const listOfficialsQuerySchema = z.object({
  district: canonicalIntSchema(1, 99).optional(),
});
export const officialListResponseSchema = z.object({ officials: z.array(officialSchema) });
export type OfficialListResponse = z.infer<typeof officialListResponseSchema>;
