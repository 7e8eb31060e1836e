/** The places agenda items name (issue 31): stored at ingestion, shown on the meeting page and on /map. */
import { z } from 'zod';
import { canonicalIntSchema, idParamSchema, isoDateSchema, isoDateTimeSchema } from './common.ts';
import { meetingStatusSchema } from './enums.ts';

import { MAP_RESULTS, PLACE_KINDS, PLACE_METHODS } from './place-kinds.ts';
import { itemPlainSchema } from './plain.ts';

export { MAP_RESULTS, PLACE_KINDS, PLACE_METHODS };
export const placeKindSchema = z.enum(PLACE_KINDS);

/** One place an item names, in the clerk's words; lat/lng only when we could place it, never a guessed centre. */
export const itemPlaceSchema = z.object({
  kind: placeKindSchema,
  /** The item's words, verbatim. */
  text: z.string(),
  /** A case's normalised number ("Z-7793") or a district tag's district ("4"); null otherwise. */
  value: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** How the point was found; null when not placed. */
  method: z.enum(PLACE_METHODS).nullable(),
  /** How far off the point may be, in metres; null when not placed. */
  precision_meters: z.number().int().nullable(),
  /**
   * The council district the point falls in, from the district map; null when not placed, outside every district,
   * or on a district line that runs along the address's street when the data does not say which side it is on.
   */
  district: z.number().int().nullable(),
});
export type ItemPlace = z.infer<typeof itemPlaceSchema>;


/** `GET /api/v1/places/items`: items with places, newest meeting first. */
export const placedItemsQuerySchema = z.object({
  kind: placeKindSchema.optional(),
  district: canonicalIntSchema(1, 99).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  result: z.enum(MAP_RESULTS).optional(),
  /** One meeting's items (the my-block alert's map link); an id within the database's integer range. */
  meeting_id: idParamSchema.optional(),
  limit: canonicalIntSchema(1, 500).optional(),
});
export type PlacedItemsQuery = z.infer<typeof placedItemsQuerySchema>;

export const placedItemSchema = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  /** The meeting's title in Spanish, built from the facts its English title prints (issue 48); null when not read. */
  meeting_title_es: z.string().nullable().optional(),
  meeting_date: isoDateTimeSchema,
  meeting_status: meetingStatusSchema,
  item_number: z.string(),
  title: z.string(),
  /** What the item does in plain English and Spanish, as the meeting page shows it (issue 48); null when not read. */
  plain: itemPlainSchema.nullable().optional(),
  vote_result: z.string().nullable(),
  places: z.array(itemPlaceSchema),
});
export type PlacedItem = z.infer<typeof placedItemSchema>;

export const placedItemsResponseSchema = z.object({ items: z.array(placedItemSchema) });
export type PlacedItemsResponse = z.infer<typeof placedItemsResponseSchema>;

/** `GET /api/v1/places/map-settings`: the configured tile source, or none (the districts are then the base layer). */
export const mapSettingsSchema = z.object({ tile_url: z.string().nullable(), attribution: z.string().nullable() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;
