/**
 * /data: the bulk exports of the public record (issue 18, decision 015): the licence, when the latest export
 * was built (and, issue 33, that a newer one is on its way after a change to the record), its files with sizes,
 * then a table per file documenting each field.
 */
import { Trans, useTranslation } from 'react-i18next';
import type { ExportsStatus } from '#contract/data-exports.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useCity } from '#web/lib/city.ts';
import { intlLocale, useFormat } from '#web/lib/format.ts';
import { useDataExports } from '../api/get-data-exports.ts';
import styles from './data-page.module.css';
import { FieldTables } from './field-tables.tsx';
import { DownloadsTable } from './downloads-table.tsx';

const LICENCE = { name: 'Open Data Commons Public Domain Dedication and License (PDDL) 1.0', url: 'https://opendatacommons.org/licenses/pddl/1-0/' };

/** "November 27, 2026 at 8:40 AM": when an export was built, on the city's wall clock. */
const builtAt = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));

/** "3 AM" ("3 a.m."): the nightly hour as people read it. */
const hourLabel = (hour: number, language: string) => new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

export function DataPage() {
  const { t } = useTranslation('data');
  const city = useCity();
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
  const city = useCity();
  const { language } = useFormat();
  const when = status.latest ? builtAt(status.latest.exported_at, language, city.timeZone) : null;
  return (
    <section aria-labelledby="data-downloads" className={styles.section}>
      <h2 id="data-downloads">{t('downloads')}</h2>
      {when ? <p>{t('latest', { when, zone: city.name })}</p> : <p role="status">{t(status.rebuild_pending ? 'firstPending' : 'notYet')}</p>}
      {when && status.rebuild_pending && <p role="status">{t('rebuildPending', { when })}</p>}
      {status.nightly_hour !== null && <p>{t('nightly', { hour: hourLabel(status.nightly_hour, language), zone: city.name })}</p>}
      {status.latest && <DownloadsTable manifest={status.latest} />}
    </section>
  );
}
