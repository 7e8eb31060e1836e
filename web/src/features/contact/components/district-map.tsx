/**
 * The council districts drawn as inline SVG from their (server-simplified) GeoJSON outlines: no tiles, no map
 * library. The resident's district is highlighted and their point marked. Holes are drawn as holes (even-odd).
 */
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coordinates, DistrictMapResponse } from '#contract/representatives.ts';
import { useCity } from '#web/lib/city.ts';
import styles from './district-map.module.css';

const WIDTH = 600;
const PAD = 12;

/** An equirectangular projection scaled by cos(latitude): faithful enough across one city. */
function makeProjection(bbox: NonNullable<DistrictMapResponse['bbox']>) {
  const [w, s, e, n] = bbox;
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const scale = (WIDTH - 2 * PAD) / ((e - w) * kx);
  const height = (n - s) * scale + 2 * PAD;
  const project = (lng: number, lat: number): [number, number] => [
    Math.round(((lng - w) * kx * scale + PAD) * 10) / 10,
    Math.round(((n - lat) * scale + PAD) * 10) / 10,
  ];
  return { project, height };
}

export function DistrictMap({
  map,
  highlight,
  point,
}: {
  map: DistrictMapResponse & { bbox: NonNullable<DistrictMapResponse['bbox']> };
  highlight: number | null;
  point: Coordinates | null;
}) {
  const { t } = useTranslation('contact');
  const city = useCity();
  const id = useId();
  const { project, height } = useMemo(() => makeProjection(map.bbox), [map.bbox]);
  const shapes = useMemo(
    () =>
      map.districts.map((d) => ({
        id: d.id,
        path: d.polygons
          .flatMap((rings) => rings.map((ring) => `M${ring.map(([lng, lat]) => project(lng, lat).join(',')).join('L')}Z`))
          .join(''),
        label: project(d.label.lng, d.label.lat),
      })),
    [map.districts, project],
  );
  const [w, s, e, n] = map.bbox;
  const inside = point && point.lng >= w && point.lng <= e && point.lat >= s && point.lat <= n;
  const marker = inside ? project(point.lng, point.lat) : null;
  const ordered = [...shapes].sort((a, b) => Number(a.id === highlight) - Number(b.id === highlight));
  const description = [
    highlight ? t('map.highlighted', { district: highlight }) : marker ? t('map.pointOnly') : '',
    point && !inside ? t('map.pointOutside') : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${WIDTH} ${Math.round(height)}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        data-highlighted-district={highlight ?? undefined}
      >
        <title id={`${id}-title`}>{t('map.title', { count: map.districts.length, city: city.name })}</title>
        {description && <desc id={`${id}-desc`}>{description}</desc>}
        {ordered.map((shape) => (
          <path
            key={shape.id}
            d={shape.path}
            className={shape.id === highlight ? `${styles.district} ${styles.highlighted}` : styles.district}
            data-district={shape.id}
          />
        ))}
        {shapes.map((shape) => (
          <text key={shape.id} x={shape.label[0]} y={shape.label[1]} className={styles.label}>
            {shape.id}
          </text>
        ))}
        {marker && (
          <g data-testid="location-marker">
            <circle cx={marker[0]} cy={marker[1]} r={14} className={styles.markerHalo} />
            <circle cx={marker[0]} cy={marker[1]} r={7} className={styles.marker} />
          </g>
        )}
      </svg>
      {(highlight || marker) && (
        <ul className={styles.legend} aria-hidden="true">
          {highlight && (
            <li>
              <span className={styles.swatch} />
              {t('map.districtLabel', { district: highlight })}
            </li>
          )}
          {marker && (
            <li>
              <span className={styles.dot} />
              {t('map.yourLocation')}
            </li>
          )}
        </ul>
      )}
      {point && !inside && <figcaption className={styles.caption}>{t('map.pointOutside')}</figcaption>}
    </figure>
  );
}
