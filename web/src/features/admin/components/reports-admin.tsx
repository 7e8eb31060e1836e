/**
 * /admin/reports: readers' error reports, open ones first in the order they came. Each can be dismissed or
 * accepted with the correction that resolves it; reviewed ones show what was done.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ErrorReport } from '#contract/corrections.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { useFormat } from '#web/lib/format.ts';
import { type ReportsFilter, useErrorReports } from '../api/get-error-reports.ts';
import { useDismissReport } from '../api/review-report.ts';
import styles from './admin.module.css';
import { CorrectionForm } from './correction-form.tsx';

const FILTERS: ReportsFilter[] = ['open', 'accepted', 'dismissed', 'all'];

export function ReportsAdmin() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const id = useId();
  const [status, setStatus] = useState<ReportsFilter>('open');
  const query = useErrorReports(status);
  if (user?.role !== 'admin') {
    return (
      <div className="page">
        <h1>{t('reports.title')}</h1>
        <p>{t('forbidden')}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t('reports.title')}</h1>
      <p>{t('reports.intro')}</p>
      <p>
        <Link to="/admin">{t('reports.backToAdmin')}</Link> · <Link to="/corrections">{t('reports.publicLog')}</Link>
      </p>
      <div className={`${styles.field} ${styles.filter}`}>
        <label className={styles.label} htmlFor={`${id}-status`}>
          {t('reports.show')}
        </label>
        <select id={`${id}-status`} className={styles.control} value={status} onChange={(e) => setStatus(e.target.value as ReportsFilter)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`reports.statuses.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <section className={styles.section} aria-labelledby="admin-reports">
        <h2 id="admin-reports" className="visually-hidden">
          {t('reports.listHeading')}
        </h2>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p>{t('loadFailed')}</p>
        ) : query.data.items.length === 0 ? (
          <p>{t('reports.empty')}</p>
        ) : (
          <ul className={styles.rows}>
            {query.data.items.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReportRow({ report }: { report: ErrorReport }) {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useFormat();
  const [accepting, setAccepting] = useState(false);
  const dismiss = useDismissReport();
  const about =
    report.target === 'item'
      ? t('reports.aboutItem', { number: report.item_number })
      : report.target === 'vote'
        ? t('reports.aboutVote', { n: (report.vote_position ?? 0) + 1 })
        : t(`reports.about.${report.target}`);
  return (
    <li className={styles.report} aria-labelledby={`report-${report.id}`}>
      <div className={styles.reportHead}>
        <h3 id={`report-${report.id}`} className={styles.rowName}>
          {t('reports.reportTitle', { id: report.id, about })}
        </h3>
        <span className={styles.state} data-active={report.status === 'accepted' || undefined}>
          {t(`reports.statuses.${report.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        <Link to={`/meetings/${report.meeting_id}?status=all`}>{report.meeting_title}</Link> ·{' '}
        {t('reports.received', { date: formatDateTime(report.created_at) })}
        {report.email && (
          <>
            {' · '}
            <a href={`mailto:${report.email}`}>{report.email}</a>
          </>
        )}
      </p>
      <blockquote className={styles.message}>{report.message}</blockquote>
      {report.correction && (
        <p className={styles.muted}>
          {t('reports.correction', {
            field: t(`reports.fields.${report.correction.field}`),
            old: report.correction.old_value ?? '—',
            value: report.correction.new_value,
            note: report.correction.note,
          })}
        </p>
      )}
      {report.status === 'open' &&
        (accepting ? (
          <CorrectionForm report={report} onDone={() => setAccepting(false)} />
        ) : (
          <div className={styles.rowActions}>
            <Button size="small" onClick={() => setAccepting(true)} aria-label={t('reports.acceptLabel', { id: report.id })}>
              {t('reports.accept')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={t('reports.dismissLabel', { id: report.id })}
              disabled={dismiss.isPending}
              onClick={() =>
                dismiss.mutate(report.id, {
                  onSuccess: () => toast.success(t('reports.dismissed')),
                  onError: () => toast.error(t('saveFailed')),
                })
              }
            >
              {t('reports.dismiss')}
            </Button>
          </div>
        ))}
    </li>
  );
}
