/**
 * "Signed-in devices" on Profile (issue 35): every live session of the account, this one marked, with a button to
 * end each other one and one to end them all. After an end, focus returns to the heading, since the button
 * that had it is gone, and a toast says what happened.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInSession } from '#contract/auth-sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useFormat } from '#web/lib/format.ts';
import { useEndOtherSessions, useEndSession, useSignedInSessions } from '../api/signed-in-sessions.ts';
import styles from './signed-in-devices.module.css';

/** "Chrome on Android", "Chrome", "Android", or "Unknown device": only what the browser told us at sign-in. */
function useDeviceLabel() {
  const { t } = useTranslation('profile');
  return (session: SignedInSession) => {
    if (session.browser && session.os) return t('devices.browserOnSystem', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('devices.unknown');
  };
}

export function SignedInDevices({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('profile');
  const { formatDateTime } = useFormat();
  const deviceLabel = useDeviceLabel();
  const sessions = useSignedInSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const busy = endOne.isPending || endOthers.isPending;

  if (sessions.isPending) return <Spinner label={t('devices.loading')} />;
  if (sessions.isError) return <LoadFailed message={t('devices.failed')} retryLabel={t('devices.retry')} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.items.filter((s) => !s.current);

  async function handleEnd(session: SignedInSession) {
    try {
      await endOne.mutateAsync(session.id);
      toast.success(t('devices.ended', { device: deviceLabel(session) }));
    } catch {
      toast.error(t('devices.endFailed'));
    }
    headingRef.current?.focus();
  }

  async function handleEndOthers() {
    try {
      const { ended } = await endOthers.mutateAsync();
      toast.success(t('devices.endedOthers', { count: ended }));
    } catch {
      toast.error(t('devices.endFailed'));
    }
    headingRef.current?.focus();
  }

  return (
    <>
      <ul className={styles.list}>
        {sessions.data.items.map((session) => {
          const nameId = `session-${session.id}-name`;
          return (
            <li key={session.id} className={styles.item}>
              <div className={styles.about}>
                <p className={styles.name} id={nameId}>
                  {deviceLabel(session)}
                  {session.current && <span className={styles.current}>{t('devices.thisDevice')}</span>}
                </p>
                <p className={styles.times}>
                  {t('devices.signedIn', { when: formatDateTime(session.created_at) })}
                  {session.last_used_at && (
                    <>
                      <br />
                      {t('devices.lastUsed', { when: formatDateTime(session.last_used_at) })}
                    </>
                  )}
                </p>
              </div>
              {!session.current && (
                <Button variant="secondary" size="small" disabled={busy} aria-describedby={nameId} onClick={() => void handleEnd(session)}>
                  {t('devices.end')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button variant="secondary" disabled={busy} onClick={() => void handleEndOthers()}>
          {t('devices.endOthers')}
        </Button>
      ) : (
        <p>{t('devices.onlyThis')}</p>
      )}
    </>
  );
}
