/**
 * The simple viewer: the browser's own PDF viewer in an iframe 600 px high (spec §9), with Try Enhanced
 * Viewer. An iframe reports no HTTP errors, so the file is checked first; a failure reads 'Failed to load PDF
 * in iframe.' (spec §8). Loads no pdf.js at all.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './pdf-viewer.module.css';

export interface IframeViewerProps {
  url: string;
  title: string;
  width: number;
  onTryEnhanced(): void;
  onOpenInNewTab(): void;
}

export function IframeViewer({ url, title, width, onTryEnhanced, onOpenInNewTab }: IframeViewerProps) {
  const { t } = useTranslation('meetings');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        if (!response.ok) setFailed(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [url]);

  return (
    <section className={styles.viewer} style={{ width: `min(${width}px, 100%)` }} aria-label={t('pdf.viewerLabel')} data-status="iframe">
      <div className={styles.dialogActions}>
        <Button onClick={onTryEnhanced}>{t('pdf.tryEnhanced')}</Button>
        <Button variant="secondary" onClick={onOpenInNewTab}>
          {t('pdf.openNewTab')}
        </Button>
      </div>
      {failed ? (
        <p className={styles.errorView} role="alert">
          {t('pdf.iframeError')}
        </p>
      ) : (
        <iframe className={styles.iframe} src={url} title={t('pdf.iframeTitle', { title })} onError={() => setFailed(true)} />
      )}
    </section>
  );
}
