/**
 * /status: how fresh the record is. Each of the city's sources with when it last answered and last failed, a
 * warning when it has not answered for two sync intervals, the last sync pass, and the newest agenda and minutes
 * on record, so a reader knows what the site may not have yet.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataStatus } from '#contract/data-status.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useDataStatus } from '../api/get-data-status.ts';
import styles from './data-status-page.module.css';

export function DataStatusPage() {
  const { t } = useTranslation('dataStatus');
  const query = useDataStatus();
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        <StatusBody status={query.data} />
      )}
    </div>
  );
}

const BADGE = { current: 'current', not_current: 'stale', not_checked: 'notChecked' } as const;

/** Why a source is not current, or since when it was not asked: said in words, never as "current". */
function SourceState({ source: s }: { source: DataStatus['sources'][number] }) {
  const { t } = useTranslation('dataStatus');
  const { formatDateTime } = useFormat();
  if (s.state === 'current') return null;
  if (s.state === 'not_checked') return <p>{s.last_checked_at ? t('notCheckedSince', { when: formatDateTime(s.last_checked_at) }) : t('neverChecked')}</p>;
  if (s.last_error_at && (!s.last_success_at || s.last_error_at > s.last_success_at)) return <p lang="en">{s.last_error}</p>;
  return <p>{s.last_success_at ? t('noAnswerSince', { when: formatDateTime(s.last_success_at) }) : t('neverAnsweredSource')}</p>;
}

function StatusBody({ status }: { status: DataStatus }) {
  const { t } = useTranslation('dataStatus');
  const { formatDateTime } = useFormat();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('never'));
  return (
    <>
      <p className={status.stale ? styles.warning : styles.fine} role="status">
        {status.sync_enabled ? (status.stale ? t('staleWarning', { minutes: status.interval_minutes * 2 }) : t('fresh', { minutes: status.interval_minutes })) : t('syncOff')}
      </p>
      <section aria-labelledby="status-documents" className={styles.section}>
        <h2 id="status-documents">{t('newest')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('newestAgenda')}</dt>
            <dd>{status.newest_agenda ? <Link to={`/meetings/${status.newest_agenda.meeting_id}?status=all`} lang="en">{status.newest_agenda.title}</Link> : t('none')}</dd>
          </div>
          <div>
            <dt>{t('newestMinutes')}</dt>
            <dd>{status.newest_minutes ? <Link to={`/meetings/${status.newest_minutes.meeting_id}?status=all`} lang="en">{status.newest_minutes.title}</Link> : t('none')}</dd>
          </div>
          <div>
            <dt>{t('lastPass')}</dt>
            <dd>{status.last_pass ? t(`pass.${status.last_pass.status}`, { when: when(status.last_pass.started_at) }) : t('never')}</dd>
          </div>
          {status.held_documents.length > 0 ? (
            <div>
              <dt>{t('heldDocuments')}</dt>
              <dd>
                <ul className={styles.sources}>
                  {status.held_documents.map((d) => (
                    <li key={`${d.meeting_id}-${d.held_at}-${d.file_name}`}>
                      <Link to={`/meetings/${d.meeting_id}?status=all`}>{d.url ?? d.file_name}</Link> ({when(d.held_at)}): <span lang="en">{d.reason}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {status.last_pass && status.last_pass.failed_documents.length > 0 ? (
            <div>
              <dt>{t('failedDocuments')}</dt>
              <dd>
                <ul className={styles.sources}>
                  {status.last_pass.failed_documents.map((d) => (
                    <li key={d.url}>
                      <a href={d.url} target="_blank" rel="noopener noreferrer">
                        {d.url}
                      </a>
                      : <span lang="en">{d.reason}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="status-sources" className={styles.section}>
        <h2 id="status-sources">{t('sources')}</h2>
        <ul className={styles.sources}>
          {status.sources.map((s) => (
            <li key={s.url} className={styles.source}>
              <p className={styles.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.url}
                </a>{' '}
                <span className={s.state === 'not_current' ? styles.badgeStale : styles.badgeFine}>{t(BADGE[s.state])}</span>
              </p>
              <SourceState source={s} />
              <dl className={styles.facts}>
                <div>
                  <dt>{t('lastSuccess')}</dt>
                  <dd>
                    {s.last_success_at
                      ? t(s.kind === 'granicus' || s.kind === 'agenda_service' ? 'listed' : 'found', { when: when(s.last_success_at), count: s.meetings_listed ?? 0 })
                      : t('never')}
                  </dd>
                </div>
                <div>
                  <dt>{t('lastError')}</dt>
                  <dd>
                    {s.last_error_at ? (
                      <>
                        {when(s.last_error_at)}: <span lang="en">{s.last_error}</span>
                      </>
                    ) : (
                      t('none')
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
