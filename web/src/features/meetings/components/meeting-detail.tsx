/**
 * The detail side of the page: the selected meeting loaded from the API, or from the samples in demo mode. A
 * failure raises the spec's toast once per meeting and leaves a retry button in place (spec §8).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail as Meeting } from '#contract/meetings.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useMeeting } from '../api/get-meeting.ts';
import { MeetingDetailBody } from './meeting-detail-body.tsx';
import styles from './meeting-detail.module.css';

interface MeetingDetailProps {
  selectedId: number | undefined;
  /** The list has answered, live or demo: until then we do not know which source to use. */
  listSettled: boolean;
  /** The sample meetings when in demo mode, null otherwise. */
  demoMeetings: Meeting[] | null;
  /** Move focus to the meeting's heading when it shows (after a click, or when the page opened on it). */
  autoFocus: boolean;
  /** The list as it was, for "Back to meetings". */
  backHref: string;
}

export function MeetingDetail({ selectedId, listSettled, demoMeetings, autoFocus, backHref }: MeetingDetailProps) {
  const { t } = useTranslation('meetings');
  const isDemo = demoMeetings !== null;
  const query = useMeeting(selectedId, listSettled && !isDemo);
  const demoMeeting = isDemo ? demoMeetings.find((m) => m.id === selectedId) : undefined;
  const toasted = useRef<string | null>(null);

  const failure =
    selectedId === undefined || !listSettled
      ? null
      : isDemo
        ? demoMeeting
          ? null
          : 'demo'
        : query.isError
          ? 'live'
          : null;
  useEffect(() => {
    const key = failure ? `${failure}:${selectedId}` : null;
    if (!key || toasted.current === key) return;
    toasted.current = key;
    toast.error(failure === 'demo' ? t('demo.notFound') : t('detail.loadFailed'));
  }, [failure, selectedId, t]);

  let content;
  if (selectedId === undefined) {
    content = <p className={styles.placeholder}>{t('detail.placeholder')}</p>;
  } else if (isDemo) {
    content = demoMeeting ? (
      <MeetingDetailBody meeting={demoMeeting} autoFocus={autoFocus} backHref={backHref} />
    ) : (
      <p className={styles.placeholder}>{t('demo.notFound')}</p>
    );
  } else if (query.isError && !query.data) {
    // A failed fetch of the rest of a meeting the page already shows keeps the page (the toast says it failed).
    content = (
      <LoadFailed message={t('detail.loadFailed')} retryLabel={t('detail.retry')} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <Spinner label={t('detail.loading')} />;
  } else {
    content = <MeetingDetailBody meeting={query.data} autoFocus={autoFocus} backHref={backHref} />;
  }

  return (
    <section className={styles.panel} aria-label={t('detail.label')}>
      {content}
    </section>
  );
}
