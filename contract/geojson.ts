/**
 * The open GeoJSON (RFC 7946) of a city (issue 50): its council districts and the places agenda items name, for GIS
 * tools (QGIS, ogrinfo, geojson.io) and web maps. Served as `application/geo+json`; outer rings counter-clockwise,
 * holes clockwise, no `crs` (WGS 84 longitude, latitude).
 */
import { z } from 'zod';

const positionSchema = z.array(z.number()).min(2).max(3);
const ringSchema = z.array(positionSchema).min(4);
const polygonCoordinatesSchema = z.array(ringSchema).min(1);

export const geoJsonGeometrySchema = z.union([
  z.object({ type: z.literal('Point'), coordinates: positionSchema }),
  z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinatesSchema }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordinatesSchema).min(1) }),
]);

/** A feature's properties: plain values only, so that every GIS format can hold them as columns. */
const propertiesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const geoJsonFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ type: z.literal('Feature'), id: z.union([z.string(), z.number()]), geometry: geoJsonGeometrySchema, properties: propertiesSchema })),
});
export type GeoJsonFeatureCollection = z.infer<typeof geoJsonFeatureCollectionSchema>;
