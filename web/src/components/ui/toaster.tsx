/** Renders the toasts at top-right in a polite live region (errors are assertive). */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss, getToasts, subscribeToasts } from './toast-store.ts';
import styles from './toaster.module.css';

const ICONS = { success: '✓', error: '!', loading: '…', blank: 'ℹ', custom: 'ℹ' } as const;

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const { t } = useTranslation('common');
  return (
    <div className={styles.region} aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={[styles.toast, styles[item.type]].filter(Boolean).join(' ')}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-toast-type={item.type}
        >
          <span aria-hidden="true">{ICONS[item.type]}</span>
          <p className={styles.message}>{item.message}</p>
          <button type="button" className={styles.close} onClick={() => dismiss(item.id)} aria-label={t('toast.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
