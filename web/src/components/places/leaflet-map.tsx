/**
 * The Leaflet map, loaded only by LazyMap. With a configured tile source the tiles are the base layer; without
 * one the council districts we ship are (outlined and numbered, framing the points shown), so the map says where
 * with no request leaving the site. Each placed point is a circle (no WebGL, no marker images) linking to its
 * item; the alert's item is labelled with its place and plain line (leaflet-layers.ts).
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MapSettings } from '#contract/places.ts';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { drawDistricts, drawPoints, labelFocused, viewOf } from './leaflet-layers.ts';
import type { MapPoint } from './map-items.ts';
import styles from './leaflet-map.module.css';

const useMapSettings = () =>
  useQuery({ queryKey: ['places', 'map-settings'], queryFn: ({ signal }) => apiRequest<MapSettings>('/places/map-settings', { signal }), staleTime: Infinity });
const useDistricts = () =>
  useQuery({
    queryKey: ['places', 'districts'],
    queryFn: ({ signal }) => apiRequest<DistrictMapResponse>('/representatives/districts', { signal, timeoutMs: 15_000 }),
    staleTime: Infinity,
  });

/** `focusItemId`: the map fits that item's points (drawn larger, in the warning colour) instead of all of them. */
export function LeafletMap({ points, label, focusItemId = null }: { points: MapPoint[]; label: string; focusItemId?: number | null }) {
  const element = useRef<HTMLDivElement>(null);
  const settings = useMapSettings().data;
  const districts = useDistricts().data;
  const navigate = useNavigate();
  useEffect(() => {
    if (!element.current || !settings) return;
    const withTiles = Boolean(settings.tile_url);
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: withTiles });
    if (settings.tile_url) L.tileLayer(settings.tile_url, { attribution: settings.attribution ?? '', maxZoom: 19 }).addTo(map);
    const districtBounds = drawDistricts(map, districts?.districts ?? [], withTiles, styles.districtLabel!);
    const drawn = drawPoints(map, points, focusItemId, (href) => void navigate(href));
    const view = viewOf(points, focusItemId, districtBounds, withTiles);
    // With tiles a street-level view means something; without them the districts are the ground (issue 49).
    if (view) map.fitBounds(view, { padding: [24, 24], maxZoom: withTiles ? 16 : 14 });
    else map.setView([0, 0], 1);
    labelFocused(drawn);
    return () => void map.remove();
  }, [settings, districts, points, navigate, focusItemId]);
  // The points are listed beside the map for keyboards and screen readers; the map is the same items as a picture.
  return <div ref={element} className={settings?.tile_url ? styles.leaflet : `${styles.leaflet} ${styles.noTiles}`} role="region" aria-label={label} />;
}
