/** The organizations section of /admin: every organization, with edit, deactivate and a form for new ones. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '#contract/organizations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useDeactivateOrganization } from '../api/deactivate-organization.ts';
import { useAdminOrganizations } from '../api/get-admin-organizations.ts';
import styles from './admin.module.css';
import { OrganizationForm } from './organization-form.tsx';

export function OrganizationsAdmin() {
  const { t } = useTranslation('admin');
  const query = useAdminOrganizations();
  const deactivate = useDeactivateOrganization();
  // undefined: no form; null: a new organization.
  const [editing, setEditing] = useState<Organization | null | undefined>(undefined);

  return (
    <section className={styles.section} aria-labelledby="admin-organizations">
      <div className={styles.sectionHead}>
        <h2 id="admin-organizations">{t('org.heading')}</h2>
        <Button size="small" onClick={() => setEditing(null)}>
          {t('org.new')}
        </Button>
      </div>
      {editing !== undefined && (
        <OrganizationForm key={editing?.id ?? 'new'} organization={editing} onDone={() => setEditing(undefined)} />
      )}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p>{t('loadFailed')}</p>
      ) : (
        <ul className={styles.rows}>
          {query.data.items.map((o) => (
            <li key={o.id} className={styles.row}>
              <span className={styles.rowName}>
                {o.name} <span className={styles.muted}>/{o.slug}</span>
              </span>
              <span className={styles.state} data-active={o.is_active || undefined}>
                {o.is_active ? t('active') : t('inactive')}
              </span>
              <span className={styles.rowActions}>
                <Button size="small" variant="secondary" onClick={() => setEditing(o)} aria-label={t('editLabel', { name: o.name })}>
                  {t('edit')}
                </Button>
                {o.is_active && (
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('deactivateLabel', { name: o.name })}
                    disabled={deactivate.isPending && deactivate.variables === o.id}
                    onClick={() =>
                      deactivate.mutate(o.id, {
                        onSuccess: () => toast.success(t('deactivated', { name: o.name })),
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
