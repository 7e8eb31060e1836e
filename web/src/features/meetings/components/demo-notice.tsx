/**
 * Demo mode (spec §2, §4): the Demo Mode badge with Load Latest Data, which retries the live fetch, and on a
 * development host the sample-data banner, word for word.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isDevelopmentHost } from '../lib/development-host.ts';
import { Badge } from './status-badge.tsx';
import styles from './meetings.module.css';

interface DemoNoticeProps {
  retrying: boolean;
  onRetry(): void;
  /** `?use-api` in the URL: the developer asked for the API, so the hint is not repeated. */
  useApi: boolean;
}

export function DemoNotice({ retrying, onRetry, useApi }: DemoNoticeProps) {
  const { t } = useTranslation('meetings');
  const hydrated = useHydrated();
  const development = hydrated && isDevelopmentHost(window.location.hostname);
  return (
    <div className={styles.demo} role="status">
      {development && !useApi && <p className={styles.devBanner}>{t('demo.devBanner')}</p>}
      <div className={styles.demoRow}>
        <Badge tone="warning">{t('demo.badge')}</Badge>
        <span>{t('demo.explanation')}</span>
        <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? t('demo.loadingLatest') : t('demo.loadLatest')}
        </Button>
      </div>
    </div>
  );
}
