/**
 * What the Leaflet map draws (issue 49): the council districts with their numbers, the items' points, and the
 * view. With no tile server the districts are the only ground, so the view is the district(s) the shown points
 * fall in, never a point alone at street zoom (which showed a grey field with a dot and no line or label).
 */
import L from 'leaflet';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import type { MapPoint } from './map-items.ts';

type District = DistrictMapResponse['districts'][number];

/** Numbers closer than this on screen would print over each other: the later one waits for a closer zoom. */
const LABEL_SPACING_PX = 26;

/** Shows each district number that has room at this zoom (51 districts of a whole city would be a smudge). */
function spaceLabels(map: L.Map, labels: L.Marker[]): void {
  const shown: L.Point[] = [];
  for (const label of labels) {
    const at = map.latLngToContainerPoint(label.getLatLng());
    const room = shown.every((other) => other.distanceTo(at) >= LABEL_SPACING_PX);
    label.setOpacity(room ? 1 : 0);
    if (room) shown.push(at);
  }
}

/** Outlines and numbers every district; returns each district's bounds by its number. */
export function drawDistricts(map: L.Map, districts: District[], withTiles: boolean, labelClass: string): Map<number, L.LatLngBounds> {
  const bounds = new Map<number, L.LatLngBounds>();
  const labels: L.Marker[] = [];
  for (const district of districts) {
    const rings = district.polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])));
    const layer = L.polygon(rings, { color: '#4a5568', weight: withTiles ? 1.5 : 2, fillOpacity: withTiles ? 0.03 : 0.08, interactive: false }).addTo(map);
    const label = L.marker([district.label.lat, district.label.lng], {
      icon: L.divIcon({ className: labelClass, html: String(district.id), iconSize: [28, 28] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    labels.push(label);
    bounds.set(district.id, layer.getBounds());
  }
  map.on('zoomend viewreset', () => spaceLabels(map, labels));
  return bounds;
}

/** A tooltip's content as text, never HTML: the words are the record's (a PDF's), not markup. */
function tooltipContent(point: MapPoint, withLine: boolean): HTMLElement {
  const box = document.createElement('span');
  box.textContent = point.label;
  if (withLine && point.line) {
    const line = document.createElement('span');
    line.className = 'leaflet-tooltip-line';
    line.textContent = point.line;
    box.append(document.createElement('br'), line);
  }
  return box;
}

export interface DrawnPoints {
  /** The focused item's points, drawn on top and labelled once the map has a view. */
  focused: { dot: L.CircleMarker; point: MapPoint }[];
}

export function drawPoints(map: L.Map, points: MapPoint[], focusItemId: number | null, onOpen: (href: string) => void): DrawnPoints {
  const focused: DrawnPoints['focused'] = [];
  for (const point of points) {
    const focus = point.itemId === focusItemId;
    const dot = L.circleMarker(
      [point.lat, point.lng],
      focus
        ? { radius: 12, color: '#92400e', weight: 3, fillColor: '#f59e0b', fillOpacity: 0.9 }
        : { radius: 8, color: '#1d4ed8', weight: 2, fillColor: '#3b82f6', fillOpacity: 0.8 },
    );
    dot.on('click', () => onOpen(point.href)).addTo(map);
    if (focus) focused.push({ dot, point });
    else dot.bindTooltip(tooltipContent(point, true));
  }
  return { focused };
}

/**
 * Where the map looks: the focused item's points (else all points); with no tiles, widened to the districts those
 * points fall in, so the lines and numbers frame them. Null when there is nothing to frame.
 */
export function viewOf(points: MapPoint[], focusItemId: number | null, districts: Map<number, L.LatLngBounds>, withTiles: boolean): L.LatLngBounds | null {
  const focusPoints = points.filter((p) => p.itemId === focusItemId);
  const framed = focusPoints.length > 0 ? focusPoints : points;
  const view = L.latLngBounds(framed.map((p) => [p.lat, p.lng] as [number, number]));
  if (!withTiles) {
    for (const point of framed) {
      const around = point.district === null ? undefined : districts.get(point.district);
      if (around) view.extend(around);
    }
  }
  if (view.isValid()) return view;
  const all = L.latLngBounds([]);
  for (const b of districts.values()) all.extend(b);
  return all.isValid() ? all : null;
}

/** Labels the focused points (after the view is set: before it Leaflet has drawn no path to bring forward). */
export function labelFocused({ focused }: DrawnPoints): void {
  // Above the point: centred on it, the label fits a phone's narrow map where one to its right would not.
  for (const { dot, point } of focused) {
    dot.bringToFront().bindTooltip(tooltipContent(point, true), { permanent: true, direction: 'top', offset: [0, -10], className: 'leaflet-tooltip-focus' });
  }
}
