/** A link to one of the server's CSV files of the vote analytics (`/api/v1/votes/...csv`), every match included. */
import { useTranslation } from 'react-i18next';
import { apiUrl, type RequestOptions } from '#web/lib/api-client.ts';
import styles from './votes.module.css';

interface ServerCsvLinkProps {
  /** The path under /api/v1, e.g. `/votes/split.csv`. */
  path: string;
  query?: RequestOptions['query'];
  /** What the file holds, for the link text. */
  label: string;
}

export function ServerCsvLink({ path, query, label }: ServerCsvLinkProps) {
  const { t } = useTranslation('votes');
  return (
    <p className={styles.download}>
      <a href={apiUrl(path, query)} download>
        {t('csv.download', { what: label })}
      </a>
    </p>
  );
}
