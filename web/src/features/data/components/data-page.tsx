/**
 * /data: the bulk exports of the public record (issue 18, decision 015): the licence, the latest export's date
 * and its files with sizes, then a table per file documenting each field.
 */
import { Trans, useTranslation } from 'react-i18next';
import type { ExportsStatus } from '../../../../../contract/data-exports.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { city } from '../../../lib/city.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDataExports } from '../api/get-data-exports.ts';
import styles from './data-page.module.css';
import { FieldTables } from './field-tables.tsx';
import { DownloadsTable } from './downloads-table.tsx';

const LICENCE = { name: 'Open Data Commons Public Domain Dedication and License (PDDL) 1.0', url: 'https://opendatacommons.org/licenses/pddl/1-0/' };

/** "3 AM": the nightly hour as people read it. */
const hourLabel = (hour: number) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

export function DataPage() {
  const { t } = useTranslation('data');
  const query = useDataExports();
  const licence = query.data?.latest?.licence ?? LICENCE;
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.intro}>
        <Trans t={t} i18nKey="licence" values={{ city: city.name, licence: licence.name }} components={{ ref: <a href={licence.url} rel="license noopener noreferrer" target="_blank" /> }} />
      </p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        <LatestExport status={query.data} />
      )}
      <FieldTables />
    </div>
  );
}

function LatestExport({ status }: { status: ExportsStatus }) {
  const { t } = useTranslation('data');
  return (
    <section aria-labelledby="data-downloads" className={styles.section}>
      <h2 id="data-downloads">{t('downloads')}</h2>
      {status.latest ? <p>{t('latest', { when: formatDateTime(status.latest.exported_at) })}</p> : <p role="status">{t('notYet')}</p>}
      {status.nightly_hour !== null && <p>{t('nightly', { hour: hourLabel(status.nightly_hour), zone: city.name })}</p>}
      {status.latest && <DownloadsTable manifest={status.latest} />}
    </section>
  );
}
