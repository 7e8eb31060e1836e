/** What each export file holds: one table per file, a row per field with its type and meaning. */
import { useTranslation } from 'react-i18next';
import { EXPORT_TABLES, type ExportColumn, type ExportTable, SPREADSHEET_TABLES } from '#contract/data-exports.ts';
import styles from './data-page.module.css';

const SQLITE_ONLY_TABLES = (Object.keys(EXPORT_TABLES) as ExportTable[]).filter((table) => !(SPREADSHEET_TABLES as readonly string[]).includes(table));

function FieldTable({ table }: { table: ExportTable }) {
  const { t } = useTranslation('data');
  const captionId = `fields-${table}`;
  return (
    <section aria-labelledby={captionId} className={styles.section}>
      <h3 id={captionId}>
        {t(`table.${table}`)} <code className={styles.fileName}>{table}</code>
      </h3>
      <p>{t(`tableIntro.${table}`)}</p>
      <div className={styles.scroll} role="region" aria-label={t('fieldsOf', { table: t(`table.${table}`) })} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fieldColumn')}</th>
              <th scope="col">{t('typeColumn')}</th>
              <th scope="col">{t('meaningColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {(EXPORT_TABLES[table] as readonly ExportColumn[]).map((column) => (
              <tr key={column.name}>
                <th scope="row">
                  <code>{column.name}</code>
                </th>
                <td>{t(`type.${column.type}`)}</td>
                <td>
                  {t(`field.${table}.${column.name}`)} {column.sqliteOnly ? t('sqliteOnly') : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function FieldTables() {
  const { t } = useTranslation('data');
  return (
    <section aria-labelledby="data-fields" className={styles.section}>
      <h2 id="data-fields">{t('fields')}</h2>
      <p className={styles.intro}>{t('fieldsIntro')}</p>
      <p className={styles.intro}>{t('csvNotes')}</p>
      {SPREADSHEET_TABLES.map((table) => (
        <FieldTable key={table} table={table} />
      ))}
      <h2 className={styles.section}>{t('sqliteTables')}</h2>
      <p className={styles.intro}>{t('sqliteNotes')}</p>
      {SQLITE_ONLY_TABLES.map((table) => (
        <FieldTable key={table} table={table} />
      ))}
    </section>
  );
}
