/**
 * The meeting image viewer (spec §2): one page image at a time, previous and next buttons, thumbnails, a
 * counter "(n of total)", left and right arrow keys that wrap around, and a placeholder for a broken image.
 */
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './image-viewer.module.css';

/** Shown in place of an image that fails to load (a data URI: no request that could fail too). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="520" viewBox="0 0 400 520"><rect width="400" height="520" fill="#eef1f6"/><path d="M150 200h100v130H150z" fill="none" stroke="#4a5568" stroke-width="8"/><path d="M170 240h60M170 265h60M170 290h40" stroke="#4a5568" stroke-width="8"/></svg>',
  );

export function ImageViewer({ images }: { images: string[] }) {
  const { t } = useTranslation('meetings');
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const total = images.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const src = (i: number) => (broken.has(i) ? PLACEHOLDER_IMAGE : images[i]!);
  const markBroken = (i: number) => setBroken((prev) => (prev.has(i) ? prev : new Set(prev).add(i)));

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <div
      className={styles.viewer}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('detail.images')}
    >
      <div className={styles.stage}>
        <img src={src(current)} alt={t('images.alt', { n: current + 1 })} className={styles.image} loading="lazy" decoding="async" onError={() => markBroken(current)} />
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="small" onClick={() => go(current - 1)} aria-label={t('images.previous')}>
          ←
        </Button>
        <span aria-live="polite" className={styles.counter}>
          {t('images.counter', { n: current + 1, total })}
        </span>
        <Button variant="secondary" size="small" onClick={() => go(current + 1)} aria-label={t('images.next')}>
          →
        </Button>
      </div>
      <ul className={styles.thumbnails} aria-label={t('images.thumbnails')}>
        {images.map((_, i) => (
          <li key={i}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-current={i === current ? 'true' : undefined}
              aria-label={t('images.thumbnail', { n: i + 1 })}
              onClick={() => go(i)}
            >
              <img src={src(i)} alt="" loading="lazy" decoding="async" onError={() => markBroken(i)} />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('images.hint')}</p>
    </div>
  );
}
