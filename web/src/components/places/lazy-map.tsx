/**
 * A map that costs nothing until it is on screen: the Leaflet module (and its stylesheet) is imported only when
 * the container scrolls into view, so the shell and pages without a map pay nothing. The list beside every map
 * carries the same items for keyboards and screen readers, so the map itself is a picture for pointer users.
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from './map-items.ts';
import styles from './places.module.css';

type LeafletMapProps = { points: MapPoint[]; label: string; focusItemId?: number | null };

export function LazyMap({ points, label, focusItemId = null }: LeafletMapProps) {
  const { t } = useTranslation('places');
  const box = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || Map) return;
    let cancelled = false;
    const load = () => void import('./leaflet-map.tsx').then((m) => !cancelled && setMap(() => m.LeafletMap));
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Map]);
  return (
    <div ref={box} className={styles.map} data-testid="places-map">
      {Map ? <Map points={points} label={label} focusItemId={focusItemId} /> : <p className={styles.mapLoading}>{t('loadingMap')}</p>}
    </div>
  );
}
