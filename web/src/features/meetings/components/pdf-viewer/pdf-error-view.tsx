/** Spec §8: the PDF failure view, titled PDF Loading Error, with Retry Loading and Open in New Tab. */
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './pdf-viewer.module.css';

export function PdfErrorView({ onRetry, onOpenInNewTab }: { onRetry(): void; onOpenInNewTab(): void }) {
  const { t } = useTranslation('meetings');
  return (
    <div className={styles.errorView} role="alert">
      <h3 className={styles.errorTitle}>{t('pdf.errorTitle')}</h3>
      <p>{t('pdf.errorText')}</p>
      <div className={styles.dialogActions}>
        <Button onClick={onRetry}>{t('pdf.retry')}</Button>
        <Button variant="secondary" onClick={onOpenInNewTab}>
          {t('pdf.openNewTab')}
        </Button>
      </div>
    </div>
  );
}
