/**
 * The Leaflet map, loaded only by LazyMap. With a configured tile source the tiles are the base layer; without
 * one the council districts we ship are (outlined and labelled), so the map works with no request leaving the
 * site. Each placed point is a circle (no WebGL, no marker images) linking to its item.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MapSettings } from '#contract/places.ts';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import { apiRequest } from '../../lib/api-client.ts';
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
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: Boolean(settings.tile_url) });
    if (settings.tile_url) L.tileLayer(settings.tile_url, { attribution: settings.attribution ?? '', maxZoom: 19 }).addTo(map);
    const bounds = L.latLngBounds([]);
    for (const district of districts?.districts ?? []) {
      const rings = district.polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])));
      const layer = L.polygon(rings, { color: '#4a5568', weight: 1.5, fillOpacity: settings.tile_url ? 0.03 : 0.08, interactive: false }).addTo(map);
      L.marker([district.label.lat, district.label.lng], {
        icon: L.divIcon({ className: styles.districtLabel, html: String(district.id), iconSize: [24, 24] }),
        interactive: false,
        keyboard: false,
      }).addTo(map);
      bounds.extend(layer.getBounds());
    }
    const placed = L.latLngBounds([]);
    const focused: { dot: L.CircleMarker; label: string }[] = [];
    for (const point of points) {
      const focus = point.itemId === focusItemId;
      const dot = L.circleMarker(
        [point.lat, point.lng],
        focus
          ? { radius: 12, color: '#92400e', weight: 3, fillColor: '#f59e0b', fillOpacity: 0.9 }
          : { radius: 8, color: '#1d4ed8', weight: 2, fillColor: '#3b82f6', fillOpacity: 0.8 },
      );
      dot.on('click', () => void navigate(point.href)).addTo(map);
      if (focus) focused.push({ dot, label: point.label });
      else dot.bindTooltip(point.label);
      placed.extend([point.lat, point.lng]);
    }
    const focusBounds = L.latLngBounds(focused.map(({ dot }) => dot.getLatLng()));
    const view = focusBounds.isValid() ? focusBounds : placed.isValid() ? placed : bounds;
    if (view.isValid()) map.fitBounds(view, { padding: [24, 24], maxZoom: 16 });
    else map.setView([0, 0], 1);
    // Only once the map has a view has Leaflet drawn the circles: before it, bringToFront() has no path to move
    // and a permanent tooltip bound then is opened twice.
    for (const { dot, label } of focused) dot.bringToFront().bindTooltip(label, { permanent: true });
    return () => void map.remove();
  }, [settings, districts, points, navigate, focusItemId]);
  // The points are listed beside the map for keyboards and screen readers; the map is the same items as a picture.
  return <div ref={element} className={styles.leaflet} role="region" aria-label={label} />;
}
