/**
 * A section of /admin for one kind of public record a clerk keeps (organizations, campaigns): every record, each
 * with its state, "Edit" and "Deactivate", and the form for a new one above the list. The kinds differ in their
 * names, their state and their form, which each passes in; what a clerk does with them is the same.
 */
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import styles from './admin.module.css';

/** A query's records as the section takes them. */
export function recordsOf<T>(query: { isPending: boolean; isError: boolean; data?: readonly T[] }): readonly T[] | 'loading' | 'failed' {
  return query.isPending ? 'loading' : query.isError || !query.data ? 'failed' : query.data;
}

export interface RecordsAdminProps<T extends { id: number }> {
  /** The heading's id, which labels the section. */
  headingId: string;
  heading: string;
  newLabel: string;
  /** The records, or where their loading is. */
  records: readonly T[] | 'loading' | 'failed';
  deactivate: UseMutationResult<unknown, Error, number>;
  /** What the clerk reads the record by (in the buttons' labels and the toast). */
  nameOf: (record: T) => string;
  /** What the row shows of it: the name, and what tells it apart. */
  label: (record: T) => ReactNode;
  /** Whether it is active (it can then be deactivated), and its state's words. */
  active: (record: T) => boolean;
  stateOf: (record: T) => string;
  /** The form: `record` null for a new one; `onDone` closes it. */
  form: (record: T | null, onDone: () => void) => ReactNode;
}

export function RecordsAdmin<T extends { id: number }>({ headingId, heading, newLabel, records, deactivate, nameOf, label, active, stateOf, form }: RecordsAdminProps<T>) {
  const { t } = useTranslation('admin');
  // undefined: no form; null: a new record.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{heading}</h2>
        <Button size="small" onClick={() => setEditing(null)}>
          {newLabel}
        </Button>
      </div>
      {/* Keyed by the record it edits: opening another record's form starts it afresh. */}
      {editing !== undefined && <Fragment key={editing?.id ?? 'new'}>{form(editing, () => setEditing(undefined))}</Fragment>}
      {records === 'loading' ? (
        <Spinner />
      ) : records === 'failed' ? (
        <p>{t('loadFailed')}</p>
      ) : (
        <ul className={styles.rows}>
          {records.map((record) => (
            <li key={record.id} className={styles.row}>
              <span className={styles.rowName}>{label(record)}</span>
              <span className={styles.state} data-active={active(record) || undefined}>
                {stateOf(record)}
              </span>
              <span className={styles.rowActions}>
                <Button size="small" variant="secondary" onClick={() => setEditing(record)} aria-label={t('editLabel', { name: nameOf(record) })}>
                  {t('edit')}
                </Button>
                {active(record) && (
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('deactivateLabel', { name: nameOf(record) })}
                    disabled={deactivate.isPending && deactivate.variables === record.id}
                    onClick={() =>
                      deactivate.mutate(record.id, {
                        onSuccess: () => toast.success(t('deactivated', { name: nameOf(record) })),
                        onError: () => toast.error(t('saveFailed')),
                      })
                    }
                  >
                    {t('deactivate')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
