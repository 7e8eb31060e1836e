/** Page navigation (previous, next, page n of N with a go-to field) and zoom, all labelled buttons. */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './pdf-viewer.module.css';

const ZOOM_PRESETS = ['page-width', 'page-fit', '0.5', '0.75', '1', '1.25', '1.5', '2'] as const;

export interface PageControlsProps {
  page: number;
  pageCount: number;
  scale: number;
  onGoToPage(page: number): void;
  onZoom(value: string): void;
}

export function PageControls({ page, pageCount, scale, onGoToPage, onZoom }: PageControlsProps) {
  const { t } = useTranslation('meetings');
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const target = Number(draft);
    if (Number.isInteger(target) && target >= 1 && target <= pageCount) onGoToPage(target);
    else setDraft(String(page));
  }

  return (
    <div className={styles.group} role="group" aria-label={t('pdf.navigation')}>
      <Button variant="secondary" size="small" onClick={() => onGoToPage(page - 1)} disabled={page <= 1}>
        {t('pdf.previous')}
      </Button>
      <form className={styles.pageForm} onSubmit={handleSubmit}>
        <label htmlFor="pdf-page-input">{t('pdf.page')}</label>
        <input
          id="pdf-page-input"
          className={styles.pageInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={handleSubmit}
        />
        <span>{t('pdf.ofPages', { count: pageCount })}</span>
      </form>
      <Button variant="secondary" size="small" onClick={() => onGoToPage(page + 1)} disabled={page >= pageCount}>
        {t('pdf.next')}
      </Button>
      <span className={styles.visuallyHidden} aria-live="polite">
        {t('pdf.pageStatus', { page, count: pageCount })}
      </span>
      <Button variant="ghost" size="small" onClick={() => onZoom('out')} aria-label={t('pdf.zoomOut')}>
        −
      </Button>
      <label className={styles.visuallyHidden} htmlFor="pdf-zoom">
        {t('pdf.zoom')}
      </label>
      <select id="pdf-zoom" className={styles.select} value="" onChange={(event) => onZoom(event.target.value)}>
        <option value="" disabled>
          {t('pdf.percent', { value: Math.round(scale * 100) })}
        </option>
        {ZOOM_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {preset.startsWith('page') ? t(`pdf.zoomPresets.${preset}`) : t('pdf.percent', { value: Number(preset) * 100 })}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="small" onClick={() => onZoom('in')} aria-label={t('pdf.zoomIn')}>
        +
      </Button>
    </div>
  );
}
